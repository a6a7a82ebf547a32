import { useEffect, useState } from 'react';

/** The reading line: a band below the sticky header, down to 45% of the viewport's height. */
const READING_BAND = '-100px 0px -55% 0px';

/**
 * The id of the section being read: the first section crossing the reading band.
 * Sections are found by their `data-section` attributes; the last one is tall enough to reach the band.
 */
export function useActiveSection(ids: readonly string[]): string {
  const [active, setActive] = useState(ids[0] ?? '');

  useEffect(() => {
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.section ?? '';
          if (entry.isIntersecting) inBand.add(id);
          else inBand.delete(id);
        }
        const current = ids.find((id) => inBand.has(id));
        if (current) setActive(current);
      },
      { rootMargin: READING_BAND },
    );
    for (const id of ids) {
      const element = document.querySelector(`[data-section="${id}"]`);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ids]);

  return active;
}
