// Where the e2e tests' site is built and served, read by playwright.config.ts and run-tests.mjs.
// E2E_PORT and E2E_DIST let several runs share a machine.
export const e2ePort = Number(process.env.E2E_PORT ?? 4317);
export const e2eDist = process.env.E2E_DIST ?? 'dist-e2e';

/** Builds and pre-renders the production bundle in e2e mode (it adds test-only routes). */
export const buildE2eSite = `node scripts/build/build-site.mjs --mode e2e --outDir ${e2eDist}`;
/**
 * Serves the build as it is deployed: behind nginx with the shipped config (`npm run serve:nginx`), over
 * TLS on E2E_PORT with a certificate made for the run, plain HTTP (a redirect) on the port after it.
 */
export const serveE2eSite = `HTTPS_PORT=${e2ePort} HTTP_PORT=${e2ePort + 1} node scripts/serve/serve-nginx.mjs ${e2eDist}`;
/** Where the tests open the site. */
export const e2eOrigin = `https://localhost:${e2ePort}`;

/** Set by the test suite when it has already built the site, beside installing a browser. */
export const E2E_PREBUILT = 'E2E_PREBUILT';
