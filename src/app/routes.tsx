// The route table. Every page loads lazily in its own chunk.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadNotFoundPage, NOT_FOUND_PATH, PAGE_LOADERS, type PageLoader } from './page-loaders';

export { isKnownRoute } from './page-loaders';

export interface RouteDef {
  path: string;
  /** Loads the page's chunk; the pre-render step and the client's boot await it so hydration never suspends. */
  load: PageLoader;
  page: LazyExoticComponent<ComponentType>;
}

const route = (path: string, load: PageLoader): RouteDef => ({ path, load, page: lazy(load) });

export const ROUTES: RouteDef[] = Object.entries(PAGE_LOADERS).map(([path, load]) => route(path, load));

export const NOT_FOUND = route(NOT_FOUND_PATH, loadNotFoundPage);

/** The route that renders `pathname`. */
export function routeFor(pathname: string): RouteDef {
  return ROUTES.find((r) => r.path === pathname) ?? NOT_FOUND;
}
