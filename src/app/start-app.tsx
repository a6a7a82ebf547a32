import { startTransition, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { prerenderMatches } from './boot';
import { PreloadedPageContext } from './preloaded-page';
import { rememberPlaces } from './scroll-places';

/**
 * Hydrates the pre-rendered page, with the current route's page already loaded. Renders afresh
 * when the HTML is another page's (a host's SPA fallback), or was rendered from other data than
 * the visit loaded (`loadedData`: its fingerprint, '' for a page without data, null when it did
 * not load in time).
 */
export function startApp(
  container: HTMLElement,
  preloaded: { path: string; page: ComponentType },
  loadedData: string | null,
) {
  // No StrictMode: in development it mounts every new component's effects twice, and @pixi/react 8's
  // Application, destroyed while its renderer is still starting and started again, takes the tab
  // down (headless Chromium exits). Production never mounts twice, so this changes only `npm run dev`.
  const app = (
    <PreloadedPageContext.Provider value={preloaded}>
      <App />
    </PreloadedPageContext.Provider>
  );
  rememberPlaces(
    () => document.getElementById('main'),
    () => document.querySelector('[data-sticky-header]')?.getBoundingClientRect().bottom ?? 0,
  );
  const sameData = loadedData !== null && loadedData === container.dataset.prerenderedData;
  if (sameData && prerenderMatches(container.dataset.prerendered, window.location.pathname)) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (60 ms for the landing page here).
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  const root = createRoot(container);
  // Swapped in one task, so no blank frame shows between the old markup and the new.
  container.replaceChildren();
  flushSync(() => root.render(app));
}
