import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import { useGoToAnchor } from './use-go-to-anchor';

interface AnchorLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'onClick'> {
  path: string;
  anchor: string;
  /** Called before the jump, on a click the page handles itself (a menu closes with it). */
  onNavigate?: () => void;
}

/**
 * A link to a section (`path#anchor`). A plain link before the page has hydrated, so a tap while a
 * phone is still loading the scripts jumps all the same; once hydrated, a plain click lands the way
 * useGoToAnchor does (a smooth scroll, focus on the section), and a click that asks for a new tab or
 * window is left to the browser.
 */
export function AnchorLink({ path, anchor, onNavigate, ...rest }: AnchorLinkProps) {
  const goToAnchor = useGoToAnchor();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    goToAnchor(path, anchor);
  };
  return <a href={`${path}#${anchor}`} onClick={onClick} {...rest} />;
}
