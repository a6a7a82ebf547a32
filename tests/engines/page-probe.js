// Served into every page of the cross-engine suite, ahead of the site's own scripts (the engines'
// WebDriver has no init scripts): records the page's uncaught errors, and with `__engines=no-webgl`
// in the address makes the page a browser without WebGL, on the page and without a worker to hand
// a canvas to, so the demo's own probe finds none.
window.__pageErrors = [];
addEventListener('error', (event) => window.__pageErrors.push(String(event.message || event.error)));
addEventListener('unhandledrejection', (event) =>
  window.__pageErrors.push(`Unhandled rejection: ${String(event.reason && (event.reason.stack || event.reason))}`),
);
if (new URLSearchParams(location.search).get('__engines') === 'no-webgl') {
  delete HTMLCanvasElement.prototype.transferControlToOffscreen;
  for (const Canvas of [HTMLCanvasElement, globalThis.OffscreenCanvas]) {
    if (!Canvas) continue;
    const getContext = Canvas.prototype.getContext;
    Canvas.prototype.getContext = function (type, ...rest) {
      return /webgl/i.test(type) ? null : getContext.call(this, type, ...rest);
    };
  }
}
