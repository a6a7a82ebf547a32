import { readFileSync } from 'node:fs';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { bareDynamicImports, PRELOAD_HELPER } from './bare-dynamic-imports.ts';

const plugin = bareDynamicImports();
const configResolved = plugin.configResolved as (config: Pick<ResolvedConfig, 'build'>) => void;
const load = plugin.load as (id: string) => string | null;
const built = (build: Partial<ResolvedConfig['build']>) => ({ build: build as ResolvedConfig['build'] });

describe('bareDynamicImports', () => {
  it('replaces the module Vite names its preload helper', () => {
    const vite = readFileSync(new URL('../../node_modules/vite/dist/node/chunks/node.js', import.meta.url), 'utf8');
    expect(vite).toContain('const preloadHelperId = "\\0vite/preload-helper.js";');
    expect(load(PRELOAD_HELPER)).toBe('export const __vitePreload = (load) => load();');
    expect(load('/src/main.tsx')).toBeNull();
  });

  it('refuses a build whose dynamic imports would have files to preload', () => {
    expect(() => configResolved(built({ modulePreload: false, cssCodeSplit: false }))).not.toThrow();
    expect(() => configResolved(built({ modulePreload: { polyfill: false }, cssCodeSplit: false }))).toThrow(
      /modulePreload and cssCodeSplit off/,
    );
    expect(() => configResolved(built({ modulePreload: false, cssCodeSplit: true }))).toThrow(
      /modulePreload and cssCodeSplit off/,
    );
  });
});
