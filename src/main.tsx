import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/jetbrains-mono/index.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { prerenderMatches } from './app/boot';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (prerenderMatches(container.dataset.prerendered, window.location.pathname)) {
  hydrateRoot(container, app);
} else {
  // A host's SPA fallback served another page's HTML: render this route afresh.
  container.replaceChildren();
  createRoot(container).render(app);
}
