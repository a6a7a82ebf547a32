import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import styles from '../ui/status-page.module.css';
import { buttonClassName } from '../ui/button';
import { useHydrated } from '../ui/use-hydrated';
import { usePageMeta } from '../ui/use-page-meta';

export default function NotFoundPage() {
  const [pathname] = useLocation();
  // The pre-rendered 404.html serves every unknown path, so the path itself is only known in the browser.
  const hydrated = useHydrated();
  usePageMeta('Page not found', 'This page does not exist. Return to the Amplify home page.', { indexable: false });

  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <div className={styles.box}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className={styles.title}>
          <span className="visually-hidden">404: </span>Oops! Page not found
        </h1>
        <p className={styles.detail}>There is nothing at this address. The link may be old, or the address mistyped.</p>
        {/* A line of its own, its height reserved: filling it in after hydration moves nothing. */}
        <p className={styles.path}>{hydrated && <code>{pathname}</code>}</p>
        <div className={styles.actions}>
          <Link href="/" className={buttonClassName({ variant: 'primary' })}>
            Return to Home
          </Link>
        </div>
      </div>
    </section>
  );
}
