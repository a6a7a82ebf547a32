import { describe, expect, it } from 'vitest';
import { isKnownRoute, normalizePath, pageFor, PAGE_LOADERS, SITE_PATHS } from './page-loaders';

describe('page loaders', () => {
  it('has one page per route of the site', () => {
    expect(SITE_PATHS).toEqual(['/', '/rewards', '/dashboard', '/whitepaper']);
    expect(Object.keys(PAGE_LOADERS)).toEqual(SITE_PATHS);
  });

  it('treats a trailing slash as the same page', () => {
    expect(normalizePath('/rewards/')).toBe('/rewards');
    expect(normalizePath('/')).toBe('/');
    expect(pageFor('/dashboard/').path).toBe('/dashboard');
  });

  it('matches paths as a static host matches its files: a folder’s index.html is the folder, case counts', () => {
    expect(pageFor('/index.html').path).toBe('/');
    expect(pageFor('/rewards/index.html').path).toBe('/rewards');
    expect(pageFor('/rewards/index.html/').path).toBe('*');
    expect(pageFor('/REWARDS').path).toBe('*');
    expect(pageFor('/Dashboard/').path).toBe('*');
    expect(pageFor('/index.htm').path).toBe('*');
  });

  it('lists the data each data page pre-renders, and none for the others', () => {
    expect(pageFor('/rewards').data).toEqual(['leaderboard']);
    expect(pageFor('/dashboard').data).toEqual(['dashboardSummary', 'tasks', 'interestedInfluencers']);
    expect(pageFor('/').data).toEqual([]);
    expect(pageFor('/whitepaper').data).toEqual([]);
  });

  it('sends every other path to the not-found page', () => {
    expect(isKnownRoute('/nope')).toBe(false);
    expect(pageFor('/nope')).toMatchObject({ path: '*', data: [] });
    expect(pageFor('/__proto__').path).toBe('*');
  });
});
