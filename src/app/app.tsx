import { useEffect } from 'react';
import { Router } from 'wouter';
import { AppRoutes } from './app-routes';
import { SiteFooter } from './shell/site-footer';
import { SiteHeader } from './shell/site-header';

/** The whole site: the shell, and the routed page between header and footer. */
export function App({ ssrPath }: { ssrPath?: string }) {
  // Marks the moment the shell is interactive (pre-rendered HTML is inert until hydrated).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <Router ssrPath={ssrPath}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main">
        <AppRoutes />
      </main>
      <SiteFooter />
    </Router>
  );
}
