// A page for the bench whose whole viewport reaches the screen. Full Chromium's headless window is the
// size asked for with its browser UI inside it, so a viewport of the window's size is shown only down
// to about 90 px above its foot: changes there make no compositor frame and cost a figure nothing
// (the Timeline's knob, in the drag's view, was there). The window is grown to hold all of it.

// Room for the browser's own UI around the viewport, in CSS px.
const WINDOW_MARGIN_PX = 200;

/** `browser.newPage(options)`, its window grown to show the whole of `options.viewport`. */
export async function openShownPage(browser, options) {
  const page = await browser.newPage(options);
  const session = await page.context().newCDPSession(page);
  const { windowId } = await session.send('Browser.getWindowForTarget');
  const { width, height } = options.viewport;
  await session.send('Browser.setWindowBounds', {
    windowId,
    bounds: { width: width + WINDOW_MARGIN_PX, height: height + WINDOW_MARGIN_PX },
  });
  await session.detach();
  return page;
}
