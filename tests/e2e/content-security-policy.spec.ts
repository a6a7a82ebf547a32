// Every page is served behind nginx with the shipped header policy (playwright.config.ts), so what the
// policy blocks is checked by every test of the suite: Chromium reports each violation as a console error
// ("Refused to apply inline style because it violates the following Content Security Policy directive…"),
// and the shared fixture fails a test on any console error it does not expect. Here: the policy as served,
// and what it is for: an injected script does not run, and no other site can frame the pages.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

const PAGES = ['/', '/rewards', '/dashboard', '/whitepaper', '/no-such-page'];
const HEADER_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; connect-src 'self'; " +
  "worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

test.describe('served policy', () => {
  test.use({ expectedConsoleErrors: /404: no page at|status of 404/ });

  test('every page is served with the strict policy as a header (a meta tag for hosts without headers), and SRI', async ({
    page,
  }) => {
    for (const path of PAGES) {
      const response = await page.goto(path);
      expect(response!.headers()['content-security-policy'], path).toBe(HEADER_POLICY);
      // frame-ancestors means nothing in a meta tag: browsers ignore it there and say so in the console.
      const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(meta, path).toBe(HEADER_POLICY.replace("; frame-ancestors 'none'", ''));
      expect(await page.locator('script:not([src]):not([type="application/json"])').count(), path).toBe(0);
      // No style attribute in the HTML as served: the policy would refuse it, and the page would lose it.
      const html = await (await page.request.get(path)).text();
      expect(html.match(/<[^>]+\sstyle=/g), path).toBeNull();
      // Every script and stylesheet the page names carries its Subresource Integrity hash.
      const named = page.locator('script[src], link[rel="stylesheet"], link[rel="modulepreload"]');
      const hashes = await named.evaluateAll((tags) => tags.map((tag) => tag.getAttribute('integrity')));
      expect(hashes.length, path).toBeGreaterThan(0);
      for (const integrity of hashes) expect(integrity, path).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    }
  });
});

test.describe('what the policy refuses', () => {
  test.use({ expectedConsoleErrors: /violates the following Content Security Policy directive|frame-ancestors/ });

  test('a script injected into a page does not run', async ({ page }) => {
    await page.goto('/');
    const outcome = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; blocked: string }>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) =>
            resolve({ ran: 'injected' in window, blocked: event.effectiveDirective }),
          );
          const script = document.createElement('script');
          script.textContent = 'window.injected = true;';
          document.body.append(script);
        }),
    );
    expect(outcome).toEqual({ ran: false, blocked: 'script-src-elem' });
  });

  test('another site cannot show a page in a frame', async ({ page, baseURL }) => {
    // Another site on this machine (a page Playwright made up would count as a public one, which Chromium
    // does not let reach this machine at all), whose page frames the site and says when the frame loaded.
    const body = `<title>framing</title><iframe src="${baseURL}/rewards" onload="document.title = 'loaded'"></iframe>`;
    const framer = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(body));
    await new Promise<void>((listening) => framer.listen(0, '127.0.0.1', listening));
    try {
      const { port } = framer.address() as AddressInfo;
      // The frame's own goto: the fixture's page.goto waits for the site to hydrate, which this page is not.
      await page.mainFrame().goto(`http://127.0.0.1:${port}/`);
      await expect(page).toHaveTitle('loaded');
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
      // Refused, the frame shows the browser's error page instead of the site.
      expect(frame.url()).toBe('chrome-error://chromewebdata/');
    } finally {
      await new Promise((closed) => framer.close(closed));
    }
  });
});
