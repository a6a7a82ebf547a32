// The route table. Every page loads lazily in its own chunk.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule = { default: ComponentType };

export interface RouteDef {
  path: string;
  /** Loads the page's chunk; the pre-render step awaits it so the server never suspends. */
  load: () => Promise<PageModule>;
  page: LazyExoticComponent<ComponentType>;
}

const route = (path: string, load: () => Promise<PageModule>): RouteDef => ({ path, load, page: lazy(load) });

export const ROUTES: RouteDef[] = [
  route('/', () => import('../pages/home-page')),
  route('/rewards', () => import('../pages/rewards-page')),
  route('/dashboard', () => import('../pages/dashboard-page')),
  route('/whitepaper', () => import('../pages/whitepaper-page')),
];

// Only `vite build --mode e2e` includes this route; production builds drop it as dead code.
if (import.meta.env.MODE === 'e2e') {
  ROUTES.push(route('/__e2e/render-error', () => import('../pages/render-error-page')));
}

export const NOT_FOUND = route('*', () => import('../pages/not-found-page'));

/** Whether a route of the table matches `pathname` (anything else is the not-found page). */
export function isKnownRoute(pathname: string): boolean {
  return ROUTES.some((r) => r.path === pathname);
}

/** The route that renders `pathname`. */
export function routeFor(pathname: string): RouteDef {
  return ROUTES.find((r) => r.path === pathname) ?? NOT_FOUND;
}
