// Server entry used only by the build's pre-render step (scripts/prerender.mjs): renders one route to HTML.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app';
import { PageMetaCollectorContext, type PageMetaCollector } from './ui/page-meta-collector';

export interface RenderedPage {
  html: string;
  title: string;
  description: string;
}

export async function render(path: string): Promise<RenderedPage> {
  const meta = { title: '', description: '' };
  const collector: PageMetaCollector = {
    set(title, description) {
      meta.title = title;
      meta.description = description;
    },
  };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageMetaCollectorContext.Provider value={collector}>
        <App ssrPath={path} />
      </PageMetaCollectorContext.Provider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return { html, ...meta };
}
