import { useEffect, useState } from 'react';

/** The reading line: a band below the sticky header, down to 45% of the viewport's height. */
const READING_BAND = '-100px 0px -55% 0px';

/**
 * The id of the section being read: the first section crossing the reading band, or the last one
 * once the end of the document (`endId`) is in view. Sections are found by `data-section` attributes.
 */
export function useActiveSection(ids: readonly string[], endId: string): string {
  const [active, setActive] = useState(ids[0] ?? '');

  useEffect(() => {
    const inBand = new Set<string>();
    let atEnd = false;
    const update = () => {
      const current = atEnd ? ids.at(-1) : ids.find((id) => inBand.has(id));
      if (current) setActive(current);
    };

    const sections = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.section ?? '';
          if (entry.isIntersecting) inBand.add(id);
          else inBand.delete(id);
        }
        update();
      },
      { rootMargin: READING_BAND },
    );
    for (const id of ids) {
      const element = document.querySelector(`[data-section="${id}"]`);
      if (element) sections.observe(element);
    }

    const end = new IntersectionObserver(([entry]) => {
      atEnd = entry?.isIntersecting ?? false;
      update();
    });
    const endElement = document.getElementById(endId);
    if (endElement) end.observe(endElement);

    return () => {
      sections.disconnect();
      end.disconnect();
    };
  }, [ids, endId]);

  return active;
}
