import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { afterNextFrame } from '../lib/after-next-frame';
import { prefersReducedMotion } from '../lib/motion';

/**
 * Set on <html> when a jump on the page is aimed: the sections that wait off screen to be laid out
 * (content-visibility: auto) are laid out from then on, so a smooth scroll aims at where its target
 * is, not where the sections' estimated heights put it. Its reader is near-screen.module.css.
 */
const LAID_OUT_ATTRIBUTE = 'data-laid-out';

/** Scrolls to `id` on the current page, or navigates to `path#id` (the shell then lands on it). */
export function useGoToAnchor() {
  const [pathname, navigate] = useLocation();
  return useCallback(
    (path: string, id: string) => {
      const target = document.getElementById(id);
      if (pathname === path && target) {
        // Keep the query: on the same page it may carry state (the demo's inspector keeps its moment there).
        history.replaceState(history.state, '', `${path}${window.location.search}#${id}`);
        // After the next frame: laying out the whole page took a phone (4x CPU slowdown) 130 ms,
        // which in the tap's own task kept what the tap changed (a menu closing) off the screen.
        afterNextFrame(() => {
          document.documentElement.setAttribute(LAID_OUT_ATTRIBUTE, '');
          target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
          target.focus({ preventScroll: true });
        });
        return;
      }
      navigate(`${path}#${id}`);
    },
    [pathname, navigate],
  );
}
