import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withIntegrity } from './subresource-integrity.mjs';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'sri-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)\n');
  writeFileSync(join(root, 'assets', 'style.css'), 'body{margin:0}\n');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

// sha384 of the two files above, from `openssl dgst -sha384 -binary FILE | base64`.
const SCRIPT = 'sha384-M203vLCvZdI2DAFEpVs3YNPxNFNtwrWrHY9XrXkEzOjLmndNNAWAdMk0uRYc2i2r';
const STYLE = 'sha384-IBXuE+SKr6nOANxq1LIznMbjQUHDJ3PY6mUpF3ZQCTz1+rK8Fip9GAGqRq59yH3C';

describe('subresource integrity', () => {
  it('adds the sha384 of the built file to scripts, stylesheets and module preloads', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/app.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/style.css">',
      '<link rel="modulepreload" href="/assets/app.js" />',
    ].join('\n');
    expect(withIntegrity(html, root)).toBe(
      [
        `<script type="module" crossorigin src="/assets/app.js" integrity="${SCRIPT}"></script>`,
        `<link rel="stylesheet" crossorigin href="/assets/style.css" integrity="${STYLE}">`,
        `<link rel="modulepreload" href="/assets/app.js" integrity="${SCRIPT}" />`,
      ].join('\n'),
    );
  });

  it('leaves other links alone', () => {
    const html = '<link rel="manifest" href="/manifest.webmanifest"><link rel="icon" href="/favicon.svg" />';
    expect(withIntegrity(html, root)).toBe(html);
  });

  it('fails on a file the build lacks, or from another origin', () => {
    expect(() => withIntegrity('<script src="/assets/gone.js"></script>', root)).toThrow(/does not have/);
    expect(() => withIntegrity('<script src="https://cdn.example/x.js"></script>', root)).toThrow(/elsewhere/);
  });
});
