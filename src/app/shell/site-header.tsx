import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { PRODUCT_NAME } from '../../config/product';
import { Button } from '../../ui/button';
import { GetStartedButton } from './get-started-button';
import { LogoWordmark } from './logo';
import { NAV_ITEMS } from './nav-items';
import { NavLink } from './nav-link';
import styles from './site-header.module.css';

export function SiteHeader() {
  const [pathname] = useLocation();
  // The menu belongs to the page it was opened on, so navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpenOn(null);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  return (
    <header className={styles.header} ref={headerRef}>
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.brand} aria-label={`${PRODUCT_NAME} home`}>
          <LogoWordmark />
        </Link>
        <nav className={styles.nav} aria-label="Main">
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.label} item={item} className={styles.link} />
          ))}
        </nav>
        <GetStartedButton className={styles.cta} />
        <Button
          ref={buttonRef}
          variant="ghost"
          size="sm"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          Menu
        </Button>
        <nav id={menuId} className={styles.menuPanel} aria-label="Main menu" hidden={!menuOpen}>
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.label} item={item} className={styles.link} onNavigate={close} />
          ))}
          <GetStartedButton className={styles.menuCta} size="md" onNavigate={close} />
        </nav>
      </div>
    </header>
  );
}
