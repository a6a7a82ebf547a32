/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { CONTENT_SECURITY_POLICY } from './scripts/content-security-policy.ts';

// Built pages carry the CSP as a meta tag; the dev server goes without (its hot reload injects inline scripts).
const contentSecurityPolicy = (): Plugin => ({
  name: 'content-security-policy',
  apply: 'build',
  transformIndexHtml: () => [
    { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
  ],
});

// `--mode e2e` builds the production bundle plus test-only routes (see src/app/routes.tsx).
export default defineConfig({
  plugins: [react(), contentSecurityPolicy()],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // One stylesheet for the whole site (about 13 KB gzip): a page paints after a single CSS
    // request instead of one per chunk, and moving between pages never waits for styles.
    cssCodeSplit: false,
    // The benchmark reads which chunks belong to the demo from the manifest.
    manifest: true,
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
  },
});
