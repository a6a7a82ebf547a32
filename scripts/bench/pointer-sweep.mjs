// A mouse moved back and forth along a line the way a real one reports, at 125 Hz: faster than the
// page's frames, so every frame has a new position (Chromium hands the page the latest one per
// frame). Waiting for each move's answer, or for a frame between moves, sent one every other frame.

const REPORT_EVERY_MS = 8;

/**
 * Starts moving the page's mouse between x `from` and `to` at height `y`, one way in `oneWayMs`;
 * resolves, once `stop()` is called, after every move sent has been answered.
 */
export function sweepPointer(page, { from, to, y, oneWayMs }) {
  let sweeping = true;
  const sent = [];
  const done = (async () => {
    const started = Date.now();
    while (sweeping) {
      const phase = ((Date.now() - started) % (2 * oneWayMs)) / oneWayMs;
      const share = phase <= 1 ? phase : 2 - phase;
      sent.push(page.mouse.move(from + share * (to - from), y));
      await new Promise((resolve) => setTimeout(resolve, REPORT_EVERY_MS));
    }
    await Promise.all(sent);
  })();
  return {
    stop: () => {
      sweeping = false;
      return done;
    },
  };
}
