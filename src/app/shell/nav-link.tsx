import { Link, useLocation } from 'wouter';
import { AnchorLink } from '../../ui/anchor-link';
import type { NavItem } from './nav-items';

interface NavLinkProps {
  item: NavItem;
  className?: string;
  onNavigate?: () => void;
}

/** A header or footer link; marks the current route with aria-current. */
export function NavLink({ item, className, onNavigate }: NavLinkProps) {
  const [pathname] = useLocation();

  if (item.kind === 'route') {
    const current = pathname === item.href;
    return (
      <Link href={item.href} className={className} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
        {item.label}
      </Link>
    );
  }

  return (
    <AnchorLink path={item.path} anchor={item.anchor} className={className} onNavigate={onNavigate}>
      {item.label}
    </AnchorLink>
  );
}
