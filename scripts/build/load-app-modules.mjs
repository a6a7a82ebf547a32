// The app's own TypeScript modules, loaded into Node through Vite's module loader (ssrLoadModule), for
// the scripts that read the app's constants rather than copy them: the benchmark, the atlas, the
// icons and the social card. Every src/ path a script reads is named here, so moving a file in src/
// is one edit in one place.
import { createServer } from 'vite';

const APP_MODULES = {
  demoSchedule: '/src/features/network-demo/content/demo-schedule.ts',
  atlasGrid: '/src/features/network-demo/render/atlas-grid.ts',
  demoNodes: '/src/features/network-demo/content/demo-nodes.ts',
  siteImages: '/src/app/site-images.ts',
  product: '/src/config/product.ts',
  netuid: '/src/config/netuid.ts',
};

/**
 * The named modules (keys of APP_MODULES), loaded by one Vite server that is closed again before
 * this resolves: `{ [name]: module }`.
 * @param {...keyof typeof APP_MODULES} names
 */
export async function loadAppModules(...names) {
  const nodeEnv = process.env.NODE_ENV;
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
  try {
    const modules = {};
    for (const name of names) {
      const path = APP_MODULES[name];
      if (!path) throw new Error(`No app module named ${name}: add its path to scripts/build/load-app-modules.mjs`);
      modules[name] = await vite.ssrLoadModule(path);
    }
    return modules;
  } finally {
    await vite.close();
    // Vite's server sets NODE_ENV=development in this process, which a build started afterwards
    // inherits: it would bundle React's development build (the benchmark's demo part measured one that way).
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
