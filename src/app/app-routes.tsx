import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from './error-boundary';
import { NotFoundPage, ROUTES } from './routes';
import { ErrorFallback } from './shell/error-fallback';
import { RouteLoading } from './shell/route-loading';
import { useLandOnHash } from './use-land-on-hash';

export function AppRoutes() {
  const [pathname] = useLocation();
  useLandOnHash();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <ErrorFallback error={error} />}>
      <Suspense fallback={<RouteLoading />}>
        <Switch>
          {ROUTES.map(({ path, page }) => (
            <Route key={path} path={path} component={page} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
