// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { retryingImport } from './retrying-import';

describe('retryingImport', () => {
  it('imports only when asked, once, and then has the export at hand', async () => {
    let imports = 0;
    const chunk = retryingImport(
      () => {
        imports += 1;
        return Promise.resolve({ Card: 'card' });
      },
      (module) => module.Card,
    );
    expect(imports).toBe(0);
    expect(chunk.loaded()).toBeUndefined();
    const pending = chunk.load();
    expect(chunk.load()).toBe(pending);
    await expect(pending).resolves.toBe('card');
    expect(chunk.loaded()).toBe('card');
    await chunk.load();
    expect(imports).toBe(1);
  });

  it('resolves undefined when the download fails, and the next call tries again', async () => {
    let fail = true;
    // An error that names no file of the site: the retry asks the importer again.
    const chunk = retryingImport(
      () => (fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(7)),
      (value) => value * 6,
    );
    await expect(chunk.load()).resolves.toBeUndefined();
    expect(chunk.loaded()).toBeUndefined();
    // The browser's own error is kept, for whoever shows or throws it.
    expect(chunk.failure()).toBeInstanceOf(TypeError);
    fail = false;
    await expect(chunk.load()).resolves.toBe(42);
    expect(chunk.loaded()).toBe(42);
  });
});
