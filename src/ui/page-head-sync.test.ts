// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { syncPageHead } from './page-head-sync';

// The preview server's origin, as a build for it writes it into every page's head.
const ORIGIN = 'http://localhost:4173';

/** The home page's head as the build writes it (the tags this module reads and writes). */
const HOME_HEAD = `
  <title>Amplify: home</title>
  <meta name="description" content="Home.">
  <link rel="canonical" href="${ORIGIN}/">
  <meta property="og:title" content="Amplify: home">
  <meta property="og:description" content="Home.">
  <meta property="og:url" content="${ORIGIN}/">
  <meta property="og:image" content="${ORIGIN}/social-card.png">`;

const read = () => ({
  title: document.title,
  description: document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
  canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
  ogUrl: [...document.head.querySelectorAll('meta[property="og:url"]')].map((meta) => meta.getAttribute('content')),
  ogTitle: document.head.querySelector('meta[property="og:title"]')?.getAttribute('content'),
  robots: [...document.head.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content')),
});

describe('syncPageHead', () => {
  beforeEach(() => {
    document.head.innerHTML = HOME_HEAD;
  });

  it('gives the not-found page noindex and no address of its own, under the home page’s head', () => {
    syncPageHead(document, { title: 'Page not found · Amplify', description: 'Gone.', path: null });
    expect(read()).toEqual({
      title: 'Page not found · Amplify',
      description: 'Gone.',
      canonical: [],
      ogUrl: [],
      ogTitle: 'Page not found · Amplify',
      robots: ['noindex'],
    });
  });

  it('gives a page its own absolute address at the build’s origin, and drops a not-found page’s noindex', () => {
    syncPageHead(document, { title: 'Page not found · Amplify', description: 'Gone.', path: null });
    syncPageHead(document, { title: 'Rewards · Amplify', description: 'Top miners.', path: '/rewards' });
    expect(read()).toEqual({
      title: 'Rewards · Amplify',
      description: 'Top miners.',
      canonical: [`${ORIGIN}/rewards`],
      ogUrl: [`${ORIGIN}/rewards`],
      ogTitle: 'Rewards · Amplify',
      robots: [],
    });
  });

  it('names no address where the build wrote none (the dev server), but still says noindex for not-found', () => {
    document.head.innerHTML = '<title>dev</title>';
    syncPageHead(document, { title: 'Rewards · Amplify', description: 'Top miners.', path: '/rewards' });
    expect(read()).toMatchObject({ title: 'Rewards · Amplify', description: 'Top miners.', canonical: [], ogUrl: [] });
    syncPageHead(document, { title: 'Page not found · Amplify', description: 'Gone.', path: null });
    expect(read().robots).toEqual(['noindex']);
  });
});
