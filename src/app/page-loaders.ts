// Which chunk renders which path. Free of React so the tiny entry can start a page's download.
import type { ComponentType } from 'react';
import type { Endpoint } from '../data/api-client';
import { PAGE_PATHS } from '../config/site-places';

type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

const SITE_PAGE_LOADERS: Record<string, PageLoader> = {
  [PAGE_PATHS.home]: () => import('../pages/home-page'),
  [PAGE_PATHS.rewards]: () => import('../pages/rewards-page'),
  [PAGE_PATHS.dashboard]: () => import('../pages/dashboard-page'),
  [PAGE_PATHS.whitepaper]: () => import('../pages/whitepaper-page'),
};

/** The site's pages, in order: the build pre-renders each of them. */
export const SITE_PATHS: readonly string[] = Object.keys(SITE_PAGE_LOADERS);

/** Every routed path; `vite build --mode e2e` adds a test-only page, which production builds drop as dead code. */
export const PAGE_LOADERS: Record<string, PageLoader> =
  import.meta.env.MODE === 'e2e'
    ? { ...SITE_PAGE_LOADERS, '/__e2e/render-error': () => import('../pages/render-error-page') }
    : SITE_PAGE_LOADERS;

/**
 * The data each page pre-renders: the build renders it into the HTML, and a visit loads the same
 * before hydrating. A page reading data not listed here pre-renders that block as its skeleton.
 */
const PAGE_DATA: Record<string, readonly Endpoint[]> = {
  [PAGE_PATHS.rewards]: ['leaderboard'],
  [PAGE_PATHS.dashboard]: ['dashboardSummary', 'tasks', 'interestedInfluencers'],
};

export const NOT_FOUND_PATH = '*';
export const loadNotFoundPage: PageLoader = () => import('../pages/not-found-page');

/**
 * The route a static host serves for `pathname`: a folder's index.html is the folder (/index.html is
 * /, /rewards/index.html is /rewards), and trailing slashes do not make another page. Case counts,
 * as it does for the host's files: /REWARDS is no page.
 */
export function normalizePath(pathname: string): string {
  const path = pathname.replace(/\/index\.html$/, '/');
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** Whether a route of the table matches `pathname` (anything else is the not-found page). */
export const isKnownRoute = (pathname: string) => Object.hasOwn(PAGE_LOADERS, pathname);

export interface PageEntry {
  path: string;
  load: PageLoader;
  data: readonly Endpoint[];
}

/** The route path that renders `pathname`, the loader of its page and the data it pre-renders. */
export function pageFor(pathname: string): PageEntry {
  const path = normalizePath(pathname);
  if (!isKnownRoute(path)) return { path: NOT_FOUND_PATH, load: loadNotFoundPage, data: [] };
  return { path, load: PAGE_LOADERS[path]!, data: PAGE_DATA[path] ?? [] };
}
