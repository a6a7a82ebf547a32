// A mouse moved back and forth along a line the way a real one reports, at 125 Hz: faster than the
// page's frames, so every frame has a new position (Chromium hands the page the latest one per
// frame). Waiting for each move's answer, or for a frame between moves, sent one every other frame.
//
// The mouse is driven through the DevTools protocol, as the browser's own input arrives: Playwright's
// `page.mouse.move` with a button held runs its drag-and-drop detection script in the page before
// and after every move, which costs the page's main thread more than the page's own answer does.

const REPORT_EVERY_MS = 8;

/** A mouse that reaches the page only as input events: nothing runs in the page on its behalf. */
export async function rawMouse(page) {
  const session = await page.context().newCDPSession(page);
  let buttons = 0;
  let at = { x: 0, y: 0 };
  const send = (type, extra = {}) =>
    session.send('Input.dispatchMouseEvent', {
      type,
      ...at,
      button: buttons ? 'left' : 'none',
      buttons,
      ...extra,
    });
  return {
    move(x, y) {
      at = { x, y };
      return send('mouseMoved');
    },
    down() {
      buttons = 1;
      return send('mousePressed', { button: 'left', clickCount: 1 });
    },
    up() {
      buttons = 0;
      return send('mouseReleased', { button: 'left', clickCount: 1 });
    },
  };
}

/**
 * Starts moving `mouse` (from `rawMouse`) between x `from` and `to` at height `y`, one way in
 * `oneWayMs`; resolves, once `stop()` is called, after every move sent has been answered.
 */
export function sweepPointer(mouse, { from, to, y, oneWayMs }) {
  let sweeping = true;
  const sent = [];
  const done = (async () => {
    const started = Date.now();
    while (sweeping) {
      const phase = ((Date.now() - started) % (2 * oneWayMs)) / oneWayMs;
      const share = phase <= 1 ? phase : 2 - phase;
      sent.push(mouse.move(from + share * (to - from), y));
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
