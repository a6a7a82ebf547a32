import type { MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { useGoToAnchor } from '../../ui/use-go-to-anchor';
import type { NavItem } from './nav-items';

interface NavLinkProps {
  item: NavItem;
  className?: string;
  onNavigate?: () => void;
}

/** A header or footer link; marks the current route with aria-current. */
export function NavLink({ item, className, onNavigate }: NavLinkProps) {
  const [pathname] = useLocation();
  const goToAnchor = useGoToAnchor();

  if (item.kind === 'route') {
    const current = pathname === item.href;
    return (
      <Link href={item.href} className={className} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
        {item.label}
      </Link>
    );
  }

  const href = `${item.path}#${item.anchor}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    goToAnchor(item.path, item.anchor);
  };
  return (
    <a href={href} className={className} onClick={onClick}>
      {item.label}
    </a>
  );
}
