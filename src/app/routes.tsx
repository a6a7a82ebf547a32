// The route table. Every page loads lazily in its own chunk.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface RouteDef {
  path: string;
  page: LazyExoticComponent<ComponentType>;
}

export const ROUTES: RouteDef[] = [
  { path: '/', page: lazy(() => import('../pages/home-page')) },
  { path: '/rewards', page: lazy(() => import('../pages/rewards-page')) },
  { path: '/dashboard', page: lazy(() => import('../pages/dashboard-page')) },
  { path: '/whitepaper', page: lazy(() => import('../pages/whitepaper-page')) },
];

// Only `vite build --mode e2e` includes this route; production builds drop it as dead code.
if (import.meta.env.MODE === 'e2e') {
  ROUTES.push({ path: '/__e2e/render-error', page: lazy(() => import('../pages/render-error-page')) });
}

export const NotFoundPage = lazy(() => import('../pages/not-found-page'));

/** Whether a route of the table matches `pathname` (anything else is the not-found page). */
export function isKnownRoute(pathname: string): boolean {
  return ROUTES.some((route) => route.path === pathname);
}
