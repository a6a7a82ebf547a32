// Server entry used only by the build's pre-render step (scripts/build/prerender.mjs): renders one route to HTML.
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app';
import { PreloadedPageContext } from './app/preloaded-page';
import { pageFor } from './app/page-loaders';
import type { Endpoint } from './data/api-client';
import { dataClient, type Query } from './data/data-client';
import { dataFingerprint } from './data/data-fingerprint';
import { QUERIES } from './data/queries';
import { PageMetaCollectorContext, type PageMetaCollector } from './ui/page-meta-collector';

export interface RenderedPage {
  html: string;
  title: string;
  description: string;
  /** Stamped on the root so a visit hydrates only over HTML rendered from the data it loaded ('' for none). */
  dataFingerprint: string;
}

/** Reads one resource the way the site serves it (the build passes the files it is about to ship). */
export type ReadData = (endpoint: Endpoint) => Promise<unknown>;

export async function render(path: string, readData: ReadData): Promise<RenderedPage> {
  // The page's data is rendered into the HTML; the client loads the same before it hydrates.
  const data: unknown[] = [];
  const page = pageFor(path);
  for (const endpoint of page.data) {
    data.push(await readData(endpoint));
    dataClient.seed(QUERIES[endpoint] as Query<unknown>, data.at(-1));
  }
  // The page is loaded first and rendered directly, so nothing suspends and React emits no
  // inline scripts (which the CSP forbids); the client hydrates it through the lazy route.
  const preloaded = { path: page.path, page: (await page.load()).default };
  const meta = { title: '', description: '' };
  const errors: unknown[] = [];
  const collector: PageMetaCollector = {
    set(title, description) {
      meta.title = title;
      meta.description = description;
    },
  };
  const { prelude } = await prerenderToNodeStream(
    // The same tree as the client hydrates (start-app.tsx), which has no StrictMode.
    <PageMetaCollectorContext.Provider value={collector}>
      <PreloadedPageContext.Provider value={preloaded}>
        <App ssrPath={path} />
      </PreloadedPageContext.Provider>
    </PageMetaCollectorContext.Provider>,
    {
      // React outlines large boundaries behind inline scripts for streaming; a static page wants them inline.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        errors.push(error);
      },
    },
  );
  if (errors.length) throw new AggregateError(errors, `${path}: rendering failed: ${errors.map(String).join('; ')}`);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  if (html.includes('<script')) throw new Error(`${path}: pre-rendered HTML contains an inline script`);
  return { html, ...meta, dataFingerprint: data.length === 0 ? '' : dataFingerprint(data) };
}
export { endpointUrl } from './data/api-client';
export { SITE_PATHS } from './app/page-loaders';
export { afterPaintHeadTags, pageHeadTags } from './app/page-head';
export { siteFiles } from './app/site-files';
export { APP_ICONS, APPLE_TOUCH_ICON, SOCIAL_IMAGE } from './app/site-images';
export { siteUrl } from './app/site-url';
export { AFTER_PAINT_MARKER } from './lib/after-paint-links';
