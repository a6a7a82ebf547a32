// The route table. Every page loads lazily in its own chunk.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadNotFoundPage, NOT_FOUND_PATH, PAGE_LOADERS, type PageLoader } from './page-loaders';

// The pre-render step and the client's boot load the current page first (page-loaders.ts), so
// hydration never suspends; these lazy pages serve navigation within the site.
export interface RouteDef {
  path: string;
  page: LazyExoticComponent<ComponentType>;
}

const route = (path: string, load: PageLoader): RouteDef => ({ path, page: lazy(load) });

export const ROUTES: RouteDef[] = Object.entries(PAGE_LOADERS).map(([path, load]) => route(path, load));

export const NOT_FOUND = route(NOT_FOUND_PATH, loadNotFoundPage);
