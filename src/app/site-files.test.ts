import { describe, expect, it } from 'vitest';
import { siteFiles } from './site-files';

// The preview server's origin: what the build is given stands for any origin; only its absolute use is checked.
const ORIGIN = 'http://localhost:4173';
const PATHS = ['/', '/rewards', '/dashboard', '/whitepaper'];
const files = siteFiles(ORIGIN, PATHS, { description: 'Influence that earns TAO.', themeColor: '#06080e' });
const text = (path: string) => files.find((file) => file.path === path)!.text;

describe('siteFiles', () => {
  it('generates robots.txt, the sitemap and the manifest', () => {
    expect(files.map((file) => file.path)).toEqual(['/robots.txt', '/sitemap.xml', '/manifest.webmanifest']);
  });

  it('robots.txt lets every crawler in and names the sitemap by its absolute URL', () => {
    expect(text('/robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });

  it('the sitemap lists exactly the given pages, absolute, in order', () => {
    const xml = text('/sitemap.xml');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)).toEqual(
      PATHS.map((path) => `${ORIGIN}${path}`),
    );
    expect(xml.trimEnd()).toMatch(/<\/urlset>$/);
  });

  it('the sitemap follows the route table it is given', () => {
    const [, sitemap] = siteFiles(ORIGIN, ['/', '/new-page'], { description: 'd', themeColor: '#000000' });
    expect(sitemap!.text).toContain(`<loc>${ORIGIN}/new-page</loc>`);
    expect(sitemap!.text).not.toContain('/rewards');
  });

  it('the manifest names the product, its colours, and 192 and 512 px icons, one of them maskable', () => {
    const manifest = JSON.parse(text('/manifest.webmanifest'));
    expect(manifest).toMatchObject({
      name: 'Amplify',
      short_name: 'Amplify',
      description: 'Influence that earns TAO.',
      start_url: '/',
      display: 'standalone',
      theme_color: '#06080e',
      background_color: '#06080e',
    });
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons)
      expect(icon).toMatchObject({ type: 'image/png', src: expect.stringMatching(/^\/icons\/[\w-]+\.png$/) });
  });
});
