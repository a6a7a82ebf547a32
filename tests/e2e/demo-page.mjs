// What the e2e specs (through demo-helpers.ts) and the benchmark (scripts/bench/) both need of the
// demo's page: which script is the scene's worker, and waiting a count of animation frames. Plain
// JavaScript, so that the benchmark can import it; demo-page.d.mts types it for the specs.

/** The URL of the scene's worker script (the scene's own chunk, which the page imports where it draws the scene itself), whatever hash the build gives it. */
export const SCENE_WORKER_SCRIPT = /\/scene-service-[^/]*\.js$/;

/**
 * Resolves after the page has run `count` animation frames: the demo's clock, had it been running,
 * would have moved by then, and what was set up before has settled (a count of frames, not a sleep,
 * so a busy machine cannot make it pass early).
 */
export const framesPass = (page, count = 10) =>
  page.evaluate(
    (n) =>
      new Promise((resolve) => {
        const step = (left) => (left ? requestAnimationFrame(() => step(left - 1)) : resolve());
        step(n);
      }),
    count,
  );
