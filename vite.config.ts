/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { META_CONTENT_SECURITY_POLICY } from './scripts/serve/header-policy.mjs';
import { bareDynamicImports } from './scripts/vite/bare-dynamic-imports.ts';
import { pixiPrune } from './scripts/vite/pixi-prune.ts';
import { recordWorkerModules } from './scripts/vite/worker-modules.ts';
import { sceneWorkerUrl } from './scripts/vite/scene-worker-url.ts';
import { stageBackground } from './scripts/vite/stage-background-css.ts';
import { composedRulesSource, shortClassNames } from './scripts/vite/short-class-names.ts';

// Built pages carry the CSP as a meta tag too, for hosts that send no headers (GitHub Pages); the dev
// server goes without (its hot reload injects inline scripts). The policy: scripts/serve/header-policy.mjs.
const contentSecurityPolicy = (): Plugin => ({
  name: 'content-security-policy',
  apply: 'build',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: META_CONTENT_SECURITY_POLICY },
      injectTo: 'head-prepend',
    },
  ],
});

// What the pages and the scene's worker both run, in a file of its own: React (hooks, the JSX
// runtime and the scheduler its renderers share) and the plain constants and formatting the scene
// reads. In the page's shared file the worker would fetch and evaluate React DOM and the rest of it
// again, only for React.
const SCENE_SHARED = /node_modules[\\/](react|scheduler)[\\/]|[\\/]src[\\/](config[\\/]constants|lib[\\/]format)\.ts$/;

// React DOM, the router and what the shell and every page use go in one file instead of a dozen
// small ones. The entry's modules stay out (the entry must not pull React in before the first
// paint), and so does the app shell, which imports the entry's route table. UI that only some
// pages use stays with them, except what / shares with one or two others (the stat card, the load
// error, their icons): as files of their own they kept / over its 90 KB gzip (0.1-0.2 KB a file).
// zustand and the demo's element ids are shared by the landing page and the demo's lazy chunks,
// and each made a chunk of its own on / (the ids 0.1 KB).
const SHARED_LIBRARIES =
  /node_modules[\\/](react-dom|wouter|regexparam|use-sync-external-store|zustand)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared|context|icons[\\/](external-link|x|refresh-cw|users|gauge|wallet|badge-check|circle-check))\b/;
const SHARED_SOURCE =
  /[\\/]src[\\/](config[\\/](product|netuid|netuid-setting|miner-job)|ui[\\/](anchor-link|button|card|card\.module|stat-card|load-error|load-error-cause|netuid-note|skeleton|external-link|sticky-header|status-page\.module|use-go-to-anchor|use-page-meta|page-head-sync|page-meta-collector|page-frame\.module)|lib[\\/](wait-for-element|motion)|features[\\/]network-demo[\\/]demo-ids)\.(tsx?|css)$/;
const isShared = (id: string) => SHARED_LIBRARIES.test(id) || SHARED_SOURCE.test(id);

// `--mode e2e` builds the production bundle plus test-only routes (see src/app/routes.tsx).
const ROOT = fileURLToPath(new URL('.', import.meta.url));
// Which stylesheet each class name's hash stands for, filled as the build names them.
const CLASS_FILES = new Map<string, string>();

export default defineConfig(({ command }) => ({
  plugins: [react(), contentSecurityPolicy(), pixiPrune(), sceneWorkerUrl(), bareDynamicImports()],
  css: {
    modules: {
      generateScopedName: command === 'build' ? shortClassNames(ROOT, CLASS_FILES) : undefined,
    },
    postcss: { plugins: [composedRulesSource(ROOT.replace(/\/$/, ''), CLASS_FILES), stageBackground()] },
  },
  // Files served as they are (sample data, avatars, the demo atlas) live in assets/, the project's
  // own top-level layout; Vite copies them to the root of the build.
  publicDir: 'assets',
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  // The one worker built on its own (the colour-emoji probe); the scene's is a chunk of the page's
  // build (scene-worker-url.ts).
  worker: { format: 'es', plugins: () => [recordWorkerModules()] },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // One stylesheet for the whole site (about 13 KB gzip), fetched once a pre-rendered page has
    // painted with the rules it uses (scripts/build/page-stylesheets.mjs): no CSS request per chunk,
    // and moving between pages never waits for styles.
    cssCodeSplit: false,
    // No preload links inserted by script: on a phone (4x slower CPU) inserting a dozen of them in
    // the task that starts the app blocked the page for 90-180 ms, and the same again when the demo's
    // chunk was imported. Each chunk's own imports are fetched as the browser reads it.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React's first: a group takes what its modules import too (React DOM imports React),
            // unless a group before it has taken that.
            { name: 'react', test: SCENE_SHARED },
            { name: 'app', test: isShared },
          ],
        },
      },
    },
    // The benchmark reads which chunks belong to the demo from the manifest.
    manifest: true,
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    // One module graph per worker instead of one per file: starting 51 isolated files cost about
    // 25 s of a 33 s run on 2 cores. Every file sets up what it needs, and the files pass in any
    // order (checked with --sequence.shuffle.files).
    isolate: false,
    // A timeout here guards against a test that hangs, not a slow machine: the suite runs its unit
    // tests at the lowest priority beside Chromium (run-tests.mjs), where a test of 130 ms alone
    // passed 5 s, vitest's default, on a busy machine. Speed is the benchmark's to measure.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
}));
