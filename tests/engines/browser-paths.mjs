// Where Debian's packages put the cross-engine suite's browsers. No imports: scripts/test/ensure-engines.mjs
// reads it before node_modules exists.
export const FIREFOX = '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_RUN = '/usr/bin/xvfb-run';
