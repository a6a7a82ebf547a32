import './styles/fonts.css';
import './styles/global.css';
import { pageFor } from './app/page-loaders';
import { afterFirstPaint } from './lib/after-first-paint';
import { addAfterPaintLinks } from './lib/after-paint-links';

const root = document.getElementById('root')!;

function start() {
  const { path, load, data } = pageFor(window.location.pathname);
  // Only data pages download the data client; the others were rendered from no data ('').
  const dataLoading =
    data.length === 0 ? '' : import('./data/load-before-hydration').then((module) => module.loadBeforeHydration(data));
  addAfterPaintLinks();
  Promise.all([import('./app/start-app'), load(), dataLoading])
    .then(([{ startApp }, page, loadedData]) => startApp(root, { path, page: page.default }, loadedData))
    .catch((error: unknown) => {
      console.error('The site’s code failed to load.', error);
    });
}

// A pre-rendered page is complete without JavaScript, so its first frame goes on screen before any
// code is fetched. Then React, the page's chunk, the page's data, the site's whole stylesheet (the
// page painted with its own rules) and the manifest load in parallel, and the page hydrates over the
// same content (or renders afresh when its data changed or came late). An empty root (the dev
// server) has nothing to paint: it starts at once.
if (root.dataset.prerendered) afterFirstPaint(start);
else start();
