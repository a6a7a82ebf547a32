// Whether this browser has what a chart needs: the observers the hook follows the chart with, and the
// 2D canvas uPlot draws on. Each is in every browser the site supports, and missing where a browser is
// old or locked down (a canvas blocked against fingerprinting).

let missing: Error | null | undefined;

/** Why this browser cannot draw a chart, or null when it can; checked once. */
export function missingChartFeature(): Error | null {
  if (missing !== undefined) return missing;
  if (typeof IntersectionObserver === 'undefined') missing = new Error('This browser has no IntersectionObserver');
  else if (typeof ResizeObserver === 'undefined') missing = new Error('This browser has no ResizeObserver');
  else if (!document.createElement('canvas').getContext('2d'))
    missing = new Error('This browser gives no 2D canvas to draw on');
  else missing = null;
  return missing;
}
