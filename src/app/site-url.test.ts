import { describe, expect, it } from 'vitest';
import { absoluteUrl, siteUrl } from './site-url';

describe('siteUrl', () => {
  it('defaults to https://amplify.example when VITE_SITE_URL is unset or blank', () => {
    expect(siteUrl(undefined)).toBe('https://amplify.example');
    expect(siteUrl('  ')).toBe('https://amplify.example');
  });

  it('takes the configured origin, without a trailing slash', () => {
    expect(siteUrl('https://amplify.network/')).toBe('https://amplify.network');
    expect(siteUrl('http://localhost:4173')).toBe('http://localhost:4173');
  });

  it('fails the build for anything that is not an http(s) origin', () => {
    expect(() => siteUrl('amplify.network')).toThrow(/absolute http\(s\) URL/);
    expect(() => siteUrl('ftp://amplify.network')).toThrow(/absolute http\(s\) URL/);
    expect(() => siteUrl('https://example.org/amplify')).toThrow(/must be an origin/);
    expect(() => siteUrl('https://example.org/?ref=x')).toThrow(/must be an origin/);
  });
});

describe('absoluteUrl', () => {
  it('joins a root-relative path to the origin', () => {
    expect(absoluteUrl('/', 'https://amplify.example')).toBe('https://amplify.example/');
    expect(absoluteUrl('/rewards', 'https://amplify.example')).toBe('https://amplify.example/rewards');
    expect(absoluteUrl('/social-card.png', 'http://localhost:4173')).toBe('http://localhost:4173/social-card.png');
  });

  it('refuses a relative path, which would resolve against nothing in particular', () => {
    expect(() => absoluteUrl('rewards', 'https://amplify.example')).toThrow(/root-relative/);
  });
});
