// Lint: TypeScript, React hooks rules, and the layer boundaries of src/ (imports only point down).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint-import-boundaries.js';

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

export default tseslint.config(
  { ignores: ['dist', 'dist-*', '.dist-*', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/import-boundaries': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: ['src/features/network-demo/model/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*'], message: 'model/ is pure: no React.' },
            { group: ['pixi.js', '@pixi/*'], message: 'model/ is pure: no Pixi.' },
            { group: ['gsap', 'gsap/*', '@gsap/*'], message: 'model/ is pure: no GSAP.' },
            { group: ['zustand', 'zustand/*'], message: 'model/ is pure: no store.' },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts', 'scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
);
