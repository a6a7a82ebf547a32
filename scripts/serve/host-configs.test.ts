// Every host's copy of the header policy is written from header-policy.mjs: the committed nginx and Caddy
// files must be what the generator writes today (run `npm run build:host-configs` after changing the
// policy), and each format must carry every header the policy names.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  headersFor,
  META_CONTENT_SECURITY_POLICY,
  REFUSED_ADDRESS,
  SECURITY_HEADERS,
} from './header-policy.mjs';
import { caddySnippet, headersFile, HOST_CONFIG_FILES, nginxSiteConf } from './host-configs.mjs';

describe('host configs', () => {
  it('are committed as the policy writes them today', () => {
    for (const [file, text] of Object.entries(HOST_CONFIG_FILES())) {
      expect(readFileSync(file, 'utf8'), `${file} drifted: run npm run build:host-configs`).toBe(text);
    }
  });

  it('each carry every security header of the policy, with its value', () => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(nginxSiteConf()).toContain(`add_header ${name} "${value}" always;`);
      expect(caddySnippet()).toContain(`${name} "${value}"`);
      expect(headersFile()).toContain(`${name}: ${value}`);
    }
  });
});

describe('header policy', () => {
  it('is strict: nothing by default, no inline code or style, no framing, no forms, no plugins', () => {
    expect(CONTENT_SECURITY_POLICY).toMatch(/^default-src 'none'; /);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe|data:|blob:|\*/);
    for (const directive of ["frame-ancestors 'none'", "form-action 'none'", "base-uri 'none'", "object-src 'none'"])
      expect(CONTENT_SECURITY_POLICY).toContain(directive);
  });

  it('gives the pages’ <meta> policy all but frame-ancestors, which browsers ignore there', () => {
    expect(META_CONTENT_SECURITY_POLICY).toBe(CONTENT_SECURITY_POLICY.replace("; frame-ancestors 'none'", ''));
  });

  it('caches hashed assets for a year and revalidates the rest, varying by encoding only where it varies', () => {
    expect(headersFor('/assets/index-abc123.js')).toMatchObject({
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    });
    expect(headersFor('/assets/inter-latin-abc123.woff2')).toMatchObject({
      'Content-Type': 'font/woff2',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersFor('/assets/inter-latin-abc123.woff2').Vary).toBeUndefined();
    expect(headersFor('/rewards/index.html')).toMatchObject({ 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' });
    expect(headersFor('/icons/icon-192.png')).toMatchObject({
      'Cache-Control': 'no-cache',
      'Content-Type': 'image/png',
    });
    expect(headersFor('/index.html')['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(headersFor('/index.html', { https: false })['Strict-Transport-Security']).toBeUndefined();
  });

  it('refuses malformed escapes, NUL and `..` in any spelling, and nothing else', () => {
    for (const path of ['/%E0%A4%A', '/%zz', '/%00', '/..', '/%2e%2e/x', '/a/.%2E/b', '/..%2fx', '/..%5cx', '/a/..?q'])
      expect(REFUSED_ADDRESS.test(path), path).toBe(true);
    for (const path of ['/', '/rewards/', '/%252e%252e%252fx', '/a..b', '/...', '/whitepaper?example=..%2f%'])
      expect(REFUSED_ADDRESS.test(path), path).toBe(false);
  });
});
