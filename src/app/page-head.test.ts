import { describe, expect, it } from 'vitest';
import { afterPaintHeadTags, pageHeadTags } from './page-head';
import { SOCIAL_IMAGE } from './site-images';

// Where `npm run preview` serves the site: any origin the deployer configures is used the same way.
const ORIGIN = 'http://localhost:4173';

/** The tags as name -> content (links by rel -> href), read back the way a crawler would. */
function parse(tags: string[]) {
  const html = tags.join('\n');
  const found = new Map<string, string>();
  for (const [, key, content] of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g))
    found.set(key!, content!);
  for (const [, rel, href] of html.matchAll(/<link rel="([^"]+)" href="([^"]*)">/g)) found.set(`link:${rel}`, href!);
  return found;
}

describe('pageHeadTags', () => {
  const page = parse(
    pageHeadTags({ path: '/rewards', title: 'Rewards leaderboard · Amplify', description: 'Top miners.' }, ORIGIN),
  );

  it('names the page’s absolute address as canonical and as og:url', () => {
    expect(page.get('link:canonical')).toBe(`${ORIGIN}/rewards`);
    expect(page.get('og:url')).toBe(`${ORIGIN}/rewards`);
    expect(page.has('robots')).toBe(false);
  });

  it('describes the page with Open Graph and a large X card with the social image', () => {
    expect(page.get('og:type')).toBe('website');
    expect(page.get('og:title')).toBe('Rewards leaderboard · Amplify');
    expect(page.get('og:description')).toBe('Top miners.');
    expect(page.get('og:image')).toBe(`${ORIGIN}/social-card.png`);
    expect(page.get('og:image:width')).toBe('1200');
    expect(page.get('og:image:height')).toBe('630');
    expect(page.get('og:image:alt')).toBe(SOCIAL_IMAGE.alt);
    expect(page.get('twitter:card')).toBe('summary_large_image');
    expect(page.get('twitter:site')).toBe('@AmplifySubnet');
  });

  it('links the touch icon, and the manifest only among the tags linked after the first paint', () => {
    expect(page.get('link:apple-touch-icon')).toBe('/apple-touch-icon.png');
    expect(page.has('link:manifest')).toBe(false);
    expect(parse(afterPaintHeadTags()).get('link:manifest')).toBe('/manifest.webmanifest');
  });

  it('gives the not-found page noindex instead of an address of its own, and still a card', () => {
    const notFound = parse(
      pageHeadTags({ path: null, title: 'Page not found · Amplify', description: 'Gone.' }, ORIGIN),
    );
    expect(notFound.get('robots')).toBe('noindex');
    expect(notFound.has('link:canonical')).toBe(false);
    expect(notFound.has('og:url')).toBe(false);
    expect(notFound.get('og:image')).toBe(`${ORIGIN}/social-card.png`);
  });

  it('escapes text that would end an attribute', () => {
    const tags = pageHeadTags({ path: '/', title: 'A "quoted" <title> & more', description: 'd' }, ORIGIN);
    expect(parse(tags).get('og:title')).toBe('A &quot;quoted&quot; &lt;title&gt; &amp; more');
  });
});
