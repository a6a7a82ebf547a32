// Vite wraps every dynamic import of a page's build in its preload helper, which first loads the
// imported chunk's own imports (build.modulePreload) and stylesheets (build.cssCodeSplit). This
// build turns both off, so every call lists nothing and the helper only calls the import: in its
// place, a helper that is only that, about 0.6 KB gzip less in the entry every page loads first.
import type { Plugin } from 'vite';

/** The helper's module, as Vite names it. @internal exported for the test, which reads Vite's own name. */
export const PRELOAD_HELPER = '\0vite/preload-helper.js';

export const bareDynamicImports = (): Plugin => ({
  name: 'bare-dynamic-imports',
  apply: 'build',
  enforce: 'pre',
  configResolved({ build }) {
    if (build.modulePreload !== false || build.cssCodeSplit)
      throw new Error(
        'bare-dynamic-imports: a dynamic import preloads nothing only with modulePreload and cssCodeSplit off',
      );
  },
  load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null),
});
