import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { PRODUCT_NAME } from '../../config/product';
import { Button } from '../../ui/button';
import { GetStartedLink } from './get-started-link';
import { LogoWordmark } from './logo';
import { NAV_ITEMS } from './nav-items';
import { NavLink } from './nav-link';
import styles from './site-header.module.css';

/**
 * The header. On a phone its links fold into a native popover: the browser opens and closes it
 * (the button, Escape, a tap outside) with no script, so a tap answers in the next frame even while
 * the page is still starting, and before it has hydrated at all.
 */
export function SiteHeader() {
  const [pathname] = useLocation();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const close = () => panelRef.current?.hidePopover();

  // The button says whether the menu is open. The attribute is written here, not rendered: before
  // hydration the browser's own popover state is what assistive technology reads, and a rendered
  // "false" would contradict a menu opened by then.
  useEffect(() => {
    const panel = panelRef.current;
    const button = buttonRef.current;
    if (!panel || !button) return;
    const sync = () => button.setAttribute('aria-expanded', String(panel.matches(':popover-open')));
    sync();
    panel.addEventListener('toggle', sync);
    return () => panel.removeEventListener('toggle', sync);
  }, []);

  // The menu belongs to the page it was opened on, so navigating (the back button included) closes it.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current !== pathname) panelRef.current?.hidePopover();
    shownOn.current = pathname;
  }, [pathname]);

  return (
    // data-sticky-header: what cards and scrolls keep clear of (src/ui/sticky-header.ts).
    <header className={styles.header} data-sticky-header="">
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.brand} aria-label={`${PRODUCT_NAME} home`}>
          <LogoWordmark />
        </Link>
        <nav className={styles.nav} aria-label="Main">
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.label} item={item} className={styles.link} />
          ))}
        </nav>
        <GetStartedLink className={styles.cta} />
        <Button
          ref={buttonRef}
          variant="ghost"
          size="sm"
          className={styles.menuButton}
          aria-controls={menuId}
          popoverTarget={menuId}
        >
          <Menu aria-hidden="true" className={styles.openIcon} />
          <X aria-hidden="true" className={styles.closeIcon} />
          Menu
        </Button>
        <nav id={menuId} ref={panelRef} className={styles.menuPanel} aria-label="Main menu" popover="auto">
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.label} item={item} className={styles.link} onNavigate={close} />
          ))}
          <GetStartedLink className={styles.menuCta} size="md" onNavigate={close} />
        </nav>
      </div>
    </header>
  );
}
