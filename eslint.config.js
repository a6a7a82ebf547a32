// Lint: TypeScript, React hooks rules, and the layer boundaries of src/ (imports only point down).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/lint/eslint-import-boundaries.js';
import cycles from './scripts/lint/eslint-import-cycles.js';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Imports point down: app -> pages -> features -> charts/ui -> data -> lib/config. Never sideways between features.
const boundaryZones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other; compose them in a page.',
  })),
  {
    target: './src/features',
    from: ['./src/app', './src/pages'],
    message: 'A feature never imports a page or the app shell.',
  },
  {
    target: './src/pages',
    from: './src/app',
    message: 'Pages compose features; they do not reach into the app shell.',
  },
  {
    target: ['./src/ui', './src/charts', './src/data', './src/lib', './src/config'],
    from: ['./src/app', './src/pages', './src/features'],
    message: 'Shared layers never import app, pages or features.',
  },
  {
    target: ['./src/lib', './src/config'],
    from: ['./src/ui', './src/charts', './src/data'],
    message: 'lib and config import nothing of the app.',
  },
];

const DEMO = 'src/features/network-demo';
// Inside the demo imports point one way: content -> playback -> layout -> render -> inspect ->
// export -> debug. The section's controls and stats read content and playback alone; the files at the
// demo's root compose the folders.
const DEMO_LAYERS = ['content', 'playback', 'layout', 'render', 'inspect', 'export', 'debug'];
const demoZones = [
  ...DEMO_LAYERS.map((layer, i) => ({
    target: `./${DEMO}/${layer}`,
    from: [...DEMO_LAYERS.slice(i + 1), 'section'].map((later) => `./${DEMO}/${later}`),
    message: i
      ? `Inside the demo, ${layer}/ imports from ${DEMO_LAYERS.slice(0, i).join(', ')} alone.`
      : 'Inside the demo, content/ imports no other folder.',
  })),
  {
    target: `./${DEMO}/section`,
    from: DEMO_LAYERS.slice(2).map((later) => `./${DEMO}/${later}`),
    message: 'The demo section’s controls and stats read content and playback alone.',
  },
];
/** The demo's .ts modules that adapt it to GSAP (the clock), zustand (the store) or Pixi (the scene's renderer). */
const DEMO_ADAPTERS = [
  'playback/clock.ts',
  'playback/store.ts',
  'playback/manual-ticker.test-support.ts',
  'render/{atlas-sprite,gl-extensions,scene-pictures,pixi-extend,read-pixels-async,worker-adapter}.ts',
  'render/{release-test-context,sheet-textures,scene-handle,scene-refs,webgl-renderer-only}.ts',
  'render/cpu/{partial-redraws,render-regions}.ts',
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', '.dist-*', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries, cycles },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/import-boundaries': ['error', { zones: [...boundaryZones, ...demoZones] }],
      'cycles/no-import-cycles': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    // The demo's logic is pure wherever it lives: every .ts module of the feature but its hooks and
    // the adapters named here, which are the only ones to touch React, Pixi, GSAP or the store.
    files: [`${DEMO}/**/*.ts`],
    ignores: [`${DEMO}/**/use-*.ts`, ...DEMO_ADAPTERS.map((file) => `${DEMO}/${file}`)],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*'], message: 'A pure demo module: no React.' },
            { group: ['pixi.js', '@pixi/*'], message: 'A pure demo module: no Pixi.' },
            { group: ['gsap', 'gsap/*', '@gsap/*'], message: 'A pure demo module: no GSAP.' },
            { group: ['zustand', 'zustand/*'], message: 'A pure demo module: no store.' },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,mjs,js}', 'scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
);
