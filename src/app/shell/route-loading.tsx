import { Skeleton } from '../../ui/skeleton';

/** Shown for the moment a route's chunk is loading; holds the page's height so the footer does not jump. */
export function RouteLoading() {
  return (
    <div
      className="container"
      style={{ flex: 1, minHeight: '100vh', paddingBlock: 'var(--space-8)' }}
      role="status"
      aria-label="Loading page"
      data-route-loading=""
    >
      <Skeleton width="40%" height={40} />
      <Skeleton width="70%" height={18} style={{ marginTop: 16 }} />
      <Skeleton width="100%" height={240} style={{ marginTop: 32 }} />
    </div>
  );
}
