import { isKnownRoute, normalizePath } from './page-loaders';

/**
 * Whether the pre-rendered HTML in the root (marked with data-prerendered) is the page for
 * `pathname`, so the client can hydrate it instead of rendering afresh.
 */
export function prerenderMatches(marker: string | undefined, pathname: string): boolean {
  if (!marker) return false;
  const path = normalizePath(pathname);
  return marker === '404' ? !isKnownRoute(path) : marker === path;
}
