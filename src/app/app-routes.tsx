import { Suspense, useContext } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from './error-boundary';
import { PreloadedPageContext } from './preloaded-page';
import { NOT_FOUND, ROUTES } from './routes';
import { ErrorFallback } from './shell/error-fallback';
import { RouteLoading } from './shell/route-loading';
import { useLandOnHash } from './use-land-on-hash';

export function AppRoutes() {
  const [pathname] = useLocation();
  useLandOnHash();
  const preloaded = useContext(PreloadedPageContext);
  const pageFor = (path: string, page: typeof NOT_FOUND.page) => (preloaded?.path === path ? preloaded.page : page);
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <ErrorFallback error={error} />}>
      <Suspense fallback={<RouteLoading />}>
        <Switch>
          {ROUTES.map(({ path, page }) => (
            <Route key={path} path={path} component={pageFor(path, page)} />
          ))}
          <Route component={pageFor(NOT_FOUND.path, NOT_FOUND.page)} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
