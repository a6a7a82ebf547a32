import { useEffect, useState } from 'react';
import { stickyHeaderBottom } from '../../../ui/sticky-header';
import { sectionBeingRead } from './section-being-read';

/**
 * The id of the section being read (sectionBeingRead), found by their `data-section` attributes and
 * measured at most once a frame as the page scrolls or resizes. A band of an IntersectionObserver
 * took the first section crossing it, which kept the previous section marked while the next one's
 * heading was well into view.
 */
export function useActiveSection(ids: readonly string[]): string {
  const [active, setActive] = useState(ids[0] ?? '');

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const tops = ids.map(
        (id) => document.querySelector(`[data-section="${id}"]`)?.getBoundingClientRect().top ?? Infinity,
      );
      const { scrollHeight } = document.documentElement;
      const atEnd = window.scrollY + window.innerHeight >= scrollHeight - 2;
      const index = sectionBeingRead(tops, {
        headerBottom: stickyHeaderBottom(),
        windowHeight: window.innerHeight,
        atEnd,
      });
      if (ids[index]) setActive(ids[index]);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ids]);

  return active;
}
