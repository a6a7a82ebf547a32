// Watch Demo's scroll: what of the demo comes into view, for a window of any height.
import { prefersReducedMotion } from '../../../lib/motion';
import { stickyHeaderBottom } from '../../../ui/sticky-header';
import { demoScrollTarget } from './demo-scroll-target';
import { DEMO_ELEMENT_ID, DEMO_STAGE_ID, DEMO_STATS_ID } from '../demo-ids';

/** Brings the demo into view as demoScrollTarget says, and moves focus to its section. */
export function showDemo() {
  const section = document.getElementById(DEMO_ELEMENT_ID);
  const stage = document.getElementById(DEMO_STAGE_ID);
  const stats = document.getElementById(DEMO_STATS_ID);
  if (!section) return;
  const target =
    stage && stats
      ? demoScrollTarget(
          {
            sectionTop: section.getBoundingClientRect().top,
            statsBottom: stats.getBoundingClientRect().bottom,
          },
          { windowHeight: window.innerHeight, headerBottom: stickyHeaderBottom() },
        )
      : 'section';
  // scroll-padding-top (global.css) keeps the element's top clear of the sticky header.
  (target === 'stage' ? stage! : section).scrollIntoView({
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    block: 'start',
  });
  // Keyboard and screen-reader users continue from the demo, not from the hero button.
  if (section.tabIndex === -1) section.focus({ preventScroll: true });
}
