// What of the demo Watch Demo brings into view, from where it stands in the window.

/** The page's scroll-padding-top beyond the header (global.css: the header's height plus --space-4). */
const GAP_PX = 16;

/**
 * Which element's top Watch Demo brings under the header: the section, heading and all, when it fits
 * down to the stats in the window; else the stage, so that the stage and as much under it as fits
 * (its stats, on a window tall enough) are in view. Pure: positions in CSS px from the window's top.
 */
export function demoScrollTarget(
  { sectionTop, statsBottom }: { sectionTop: number; statsBottom: number },
  { windowHeight, headerBottom }: { windowHeight: number; headerBottom: number },
): 'section' | 'stage' {
  return statsBottom - sectionTop <= windowHeight - headerBottom - 2 * GAP_PX ? 'section' : 'stage';
}
