// What crawlers and link previews (X, chat apps) read: each page's head as the build wrote it,
// robots.txt, the sitemap, the web app manifest and the images they name.
import type { APIRequestContext, Page } from '@playwright/test';
import { SOCIAL_IMAGE } from '../../src/app/site-images';
import { siteUrl } from '../../src/app/site-url';
import { startStaticServer, type StaticServer } from '../../scripts/serve/static-server.mjs';
import { expect, test } from './fixtures';

// The build's VITE_SITE_URL (the same default when unset): every absolute URL starts with it.
const SITE = siteUrl(process.env.VITE_SITE_URL ?? '');
const PAGES = ['/', '/rewards', '/dashboard', '/whitepaper'];
const NOT_FOUND = '/no/such-page';

/** Width and height from a PNG's header, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function fetchPng(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toBe('image/png');
  return pngSize(await response.body());
}

/** Every tag of the head a crawler reads, as the pre-rendered HTML has it (no script has run). */
function readHead(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string, attribute: string) =>
      [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute) ?? '');
    const metas: Record<string, string[]> = {};
    for (const meta of document.head.querySelectorAll('meta[name], meta[property]')) {
      const key = meta.getAttribute('property') ?? meta.getAttribute('name')!;
      (metas[key] ??= []).push(meta.getAttribute('content') ?? '');
    }
    return {
      title: document.title,
      metas,
      canonical: all('link[rel="canonical"]', 'href'),
      manifest: all('link[rel="manifest"]', 'href'),
      appleTouchIcon: all('link[rel="apple-touch-icon"]', 'href'),
      favicon: all('link[rel="icon"]', 'href'),
    };
  });
}

test.describe('pre-rendered head', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PAGES) {
    test(`${path} carries its canonical URL and social tags, absolute to the site URL`, async ({ page, request }) => {
      await page.goto(path);
      const head = await readHead(page);
      const url = `${SITE}${path}`;
      const one = (key: string) => {
        expect(head.metas[key], `exactly one ${key}`).toHaveLength(1);
        return head.metas[key]![0]!;
      };

      expect(head.canonical).toEqual([url]);
      expect(one('og:url')).toBe(url);
      expect(one('og:type')).toBe('website');
      expect(one('og:title')).toBe(head.title);
      const description = one('description');
      expect(description.length).toBeGreaterThan(40);
      expect(one('og:description')).toBe(description);
      expect(one('twitter:card')).toBe('summary_large_image');
      expect(head.metas.robots).toBeUndefined();

      const image = one('og:image');
      expect(image).toBe(`${SITE}${SOCIAL_IMAGE.path}`);
      expect([one('og:image:width'), one('og:image:height')]).toEqual(['1200', '630']);
      expect(one('og:image:type')).toBe('image/png');
      expect(one('og:image:alt')).toBe(SOCIAL_IMAGE.alt);
      // The image the tags name is the one this site serves, at the size they declare.
      expect(await fetchPng(request, new URL(image).pathname)).toEqual({ width: 1200, height: 630 });

      expect(head.manifest).toEqual(['/manifest.webmanifest']);
      expect(head.appleTouchIcon).toEqual(['/apple-touch-icon.png']);
      expect(head.favicon).toEqual(['/favicon.svg']);
    });
  }

  test('each page has a description of its own', async ({ page }) => {
    const descriptions = new Map<string, string>();
    for (const path of PAGES) {
      await page.goto(path);
      descriptions.set(path, (await readHead(page)).metas.description?.[0] ?? '');
    }
    expect(new Set(descriptions.values()).size).toBe(PAGES.length);
  });

  test.describe('the not-found page', () => {
    test.use({ expectedConsoleErrors: /status of 404/ });

    test('asks not to be indexed, names no address of its own, and still previews as the site’s card', async ({
      page,
    }) => {
      const response = await page.goto(NOT_FOUND);
      expect(response?.status()).toBe(404);
      const head = await readHead(page);
      expect(head.metas.robots).toEqual(['noindex']);
      expect(head.canonical).toEqual([]);
      expect(head.metas['og:url']).toBeUndefined();
      expect(head.metas['og:image']).toEqual([`${SITE}${SOCIAL_IMAGE.path}`]);
      expect(head.metas['twitter:card']).toEqual(['summary_large_image']);
      expect(head.manifest).toEqual(['/manifest.webmanifest']);
    });
  });
});

test.describe('on a host that answers unknown paths with index.html', () => {
  // The home page's HTML arrives for an unknown path; the client renders the not-found page over it.
  test.use({ expectedConsoleErrors: /^404: no page at \/no\/such-page$/ });
  let host: StaticServer;
  test.beforeAll(async () => {
    host = await startStaticServer(process.env.E2E_DIST ?? 'dist-e2e', { fallback: 'index' });
  });
  test.afterAll(() => host.close());

  test('the not-found page’s head says noindex and names no address, as 404.html does; home gets its own back', async ({
    page,
  }) => {
    const response = await page.goto(`${host.url}${NOT_FOUND}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: /Oops! Page not found/ })).toBeVisible();
    let head = await readHead(page);
    expect(head.title).toBe('Page not found · Amplify');
    expect(head.metas.robots).toEqual(['noindex']);
    expect(head.canonical).toEqual([]);
    expect(head.metas['og:url']).toBeUndefined();
    expect(head.metas['og:title']).toEqual(['Page not found · Amplify']);
    expect(head.metas['og:image']).toEqual([`${SITE}${SOCIAL_IMAGE.path}`]);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(`${host.url}/`);
    await expect.poll(async () => (await readHead(page)).canonical).toEqual([`${SITE}/`]);
    head = await readHead(page);
    expect(head.metas['og:url']).toEqual([`${SITE}/`]);
    expect(head.metas.robots).toBeUndefined();
  });
});

test.describe('files for crawlers', () => {
  test('robots.txt lets crawlers in and names the sitemap by its absolute URL', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n').filter(Boolean);
    expect(lines).toContain('User-agent: *');
    expect(lines.filter((line) => /^Disallow:\s*\S/.test(line))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test('sitemap.xml is well-formed and lists exactly the four pages, each served', async ({ page, request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const { error, namespace, locs } = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        namespace: doc.documentElement.namespaceURI,
        locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent),
      };
    }, xml);
    expect(error).toBeNull();
    expect(namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(locs).toEqual(PAGES.map((path) => `${SITE}${path}`));
    for (const loc of locs) expect((await request.get(new URL(loc!).pathname)).status(), loc!).toBe(200);
  });
});

test.describe('web app manifest', () => {
  test('is valid by Chromium’s own parser, with the product’s name and colours', async ({ page }) => {
    await page.goto('/rewards');
    const cdp = await page.context().newCDPSession(page);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data!);
    expect(manifest).toMatchObject({ name: 'Amplify', short_name: 'Amplify', start_url: '/', display: 'standalone' });
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    expect(manifest.theme_color).toBe(themeColor);
    expect(manifest.background_color).toBe(themeColor);
  });

  test('names 192 and 512 px icons, one maskable, each served at its size; the touch icon and favicon too', async ({
    request,
  }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest.icons.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512', '512x512']);
    expect(manifest.icons.filter((icon) => icon.purpose === 'maskable')).toHaveLength(1);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(icon.type).toBe('image/png');
      expect(await fetchPng(request, icon.src), icon.src).toEqual({ width, height });
    }
    expect(await fetchPng(request, '/apple-touch-icon.png')).toEqual({ width: 180, height: 180 });
    const favicon = await request.get('/favicon.svg');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toBe('image/svg+xml');
  });
});
