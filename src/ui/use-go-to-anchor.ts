import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { prefersReducedMotion } from '../lib/motion';

/** Scrolls to `id` on the current page, or navigates to `path#id` (the shell then lands on it). */
export function useGoToAnchor() {
  const [pathname, navigate] = useLocation();
  return useCallback(
    (path: string, id: string) => {
      const target = document.getElementById(id);
      if (pathname === path && target) {
        // Keep the query: on the same page it may carry state (the demo's inspector keeps its moment there).
        history.replaceState(history.state, '', `${path}${window.location.search}#${id}`);
        target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
        target.focus({ preventScroll: true });
        return;
      }
      navigate(`${path}#${id}`);
    },
    [pathname, navigate],
  );
}
