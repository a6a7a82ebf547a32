import { Suspense, useContext } from 'react';
import { useLocation } from 'wouter';
import { ErrorBoundary } from './error-boundary';
import { PreloadedPageContext } from './preloaded-page';
import { pageFor as routeFor } from './page-loaders';
import { NOT_FOUND, ROUTES } from './routes';
import { ErrorFallback } from './shell/error-fallback';
import { RouteLoading } from './shell/route-loading';
import { useLandOnHash } from './use-land-on-hash';

export function AppRoutes() {
  const [pathname] = useLocation();
  useLandOnHash();
  const preloaded = useContext(PreloadedPageContext);
  // The route is chosen as the host chose the file (page-loaders.ts): case-sensitively, a folder's
  // index.html being the folder. wouter's own matching ignores case, which put the leaderboard on
  // /REWARDS, a page the host answers with 404.
  const { path } = routeFor(pathname);
  const { page } = ROUTES.find((route) => route.path === path) ?? NOT_FOUND;
  const Page = preloaded?.path === path ? preloaded.page : page;
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <ErrorFallback error={error} />}>
      <Suspense fallback={<RouteLoading />}>
        <Page key={path} />
      </Suspense>
    </ErrorBoundary>
  );
}
