// A Vite plugin that leaves out of the build the parts of Pixi the demo's scene never runs but
// Pixi's and @pixi/react's modules import anyway: every visit to `/` downloaded and evaluated them.
// Each substitution names the one module that imports the part, the exact specifier, and what it
// gets instead; pixi-prune.test.ts checks against the installed packages that every importer still
// imports exactly those names, so an upgrade that changes one fails the tests instead of shipping
// the part again (or breaking the scene).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

interface Substitution {
  /** The importing module, relative to node_modules. */
  importer: string;
  specifier: string;
  /** The names the importer takes from it. */
  names: string[];
  /** What it gets instead: a module's path, or a stub's source. */
  replacement: { path: string } | { source: string };
  why: string;
}

// @pixi/react's version, as the installed package says it.
const pixiReactVersion = (
  JSON.parse(readFileSync(new URL('../../node_modules/@pixi/react/package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

// Pixi's environments, which it loads at init unless told not to: the scene starts its application
// with `manageImports: false` (scene-host.tsx), so neither was ever loaded; shipped, their chunks split
// Pixi's modules that they share with the scene into a file of their own. Each keeps its name, its
// priority and its test, and loads nothing.
const environment = (file: string, name: string, priority: number, test: string): Substitution => ({
  importer: 'pixi.js/lib/index.mjs',
  specifier: `./environment-${name === 'browser' ? 'browser' : 'webworker'}/${file}`,
  names: [`${name}Ext`],
  replacement: {
    source: `export const ${name}Ext = { extension: { type: 'environment', name: '${name}', priority: ${priority} }, test: ${test}, load: async () => {} };`,
  },
  why: `the ${name} environment's events, accessibility and DOM overlays, never loaded (manageImports: false)`,
});

export const SUBSTITUTIONS: Substitution[] = [
  {
    importer: 'pixi.js/lib/app/Application.mjs',
    specifier: '../rendering/renderers/autoDetectRenderer.mjs',
    names: ['autoDetectRenderer'],
    replacement: {
      path: fileURLToPath(new URL('../../src/features/network-demo/render/webgl-renderer-only.ts', import.meta.url)),
    },
    why: 'the WebGPU and Canvas renderers, which the bundler folds into the demo chunk: 46 KB gzip with what they import (the Canvas one draws a test canvas at load)',
  },
  {
    importer: 'pixi.js/lib/unsafe-eval/init.mjs',
    specifier: '../rendering/renderers/gpu/GpuUboSystem.mjs',
    names: ['GpuUboSystem'],
    replacement: { source: 'export class GpuUboSystem {}' },
    why: "the WebGPU renderer's uniform buffers, which the no-eval module patches too",
  },
  {
    importer: 'pixi.js/lib/unsafe-eval/init.mjs',
    specifier: '../scene/particle-container/shared/ParticleBuffer.mjs',
    names: ['ParticleBuffer'],
    replacement: { source: 'export class ParticleBuffer {}' },
    why: "ParticleContainer's buffers, which the no-eval module patches too",
  },
  {
    importer: '@pixi/react/lib/helpers/applyProps.mjs',
    specifier: 'pixi.js',
    names: ['Graphics', 'Container'],
    // Nothing is a Graphics: the scene registers none with @pixi/react (pixi-extend.ts), so a
    // `draw` prop, the one use, would only be warned about.
    replacement: { source: "export { Container } from 'pixi.js';\nexport class Graphics {}" },
    why: 'Graphics, its geometry, SVG parsing and earcut: 22 KB gzip, with the next one, which imports them too',
  },
  {
    importer: '@pixi/react/lib/components/Application.mjs',
    specifier: 'pixi.js',
    names: ['TextStyle', 'extensions'],
    // The scene draws no Pixi text: the default style it saves and restores is never read.
    replacement: {
      source: "export { extensions } from 'pixi.js';\nexport const TextStyle = { defaultTextStyle: {} };",
    },
    why: 'TextStyle, with the fills and Graphics it imports',
  },
  {
    importer: 'pixi.js/lib/index.mjs',
    specifier: './spritesheet/init.mjs',
    names: [],
    replacement: { source: 'export {};' },
    why: "the spritesheet loader and the asset resolver it needs (4.6 KB gzip): the scene's sheet is cut by its own code",
  },
  {
    importer: 'pixi.js/lib/rendering/init.mjs',
    specifier: './renderers/shared/texture/sources/VideoSource.mjs',
    names: ['VideoSource'],
    // Registered as a texture source of no type: Pixi's registry takes it and files it nowhere.
    replacement: {
      source: "export class VideoSource {\n  static extension = { type: [], name: 'video-source-left-out' };\n}",
    },
    why: 'the video texture source (1.4 KB gzip): the scene draws from one painted sheet, never a video',
  },
  {
    importer: 'pixi.js/lib/color/Color.mjs',
    specifier: '@pixi/colord',
    names: ['extend', 'colord'],
    // The scene gives Pixi every colour as a number, which Color reads without colord; a hex string
    // of six or eight digits still reads, and anything else (a CSS colour name, rgb(), hsl()) is
    // refused with Pixi's own "Unable to convert color" error.
    replacement: {
      source: [
        'export const extend = () => {};',
        'export function colord(value) {',
        "  const hex = typeof value === 'string' ? /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(value) : null;",
        '  const byte = (i) => parseInt(hex[1].slice(2 * i, 2 * i + 2), 16);',
        '  return {',
        '    isValid: () => hex !== null,',
        '    rgba: hex && { r: byte(0), g: byte(1), b: byte(2), a: hex[2] ? parseInt(hex[2], 16) / 255 : 1 },',
        '  };',
        '}',
      ].join('\n'),
    },
    why: 'colord, which parses CSS colour strings (3.3 KB gzip with its names plugin): the scene passes none',
  },
  {
    importer: 'pixi.js/lib/color/Color.mjs',
    specifier: '@pixi/colord/plugins/names',
    names: ['default'],
    replacement: { source: 'export default () => {};' },
    why: "colord's CSS colour names, with the parser above",
  },
  {
    importer: '@pixi/react/lib/core/reconciler.mjs',
    specifier: '../package.json.mjs',
    names: ['default'],
    // The reconciler reads one field, the version it names itself by to React's devtools.
    replacement: { source: `export default { version: ${JSON.stringify(pixiReactVersion)} };` },
    why: "@pixi/react's whole package.json (its scripts, dependencies and lint settings; 1 KB gzip)",
  },
  environment('browserExt.mjs', 'browser', -1, '() => true'),
  environment(
    'webworkerExt.mjs',
    'webworker',
    0,
    "() => typeof self !== 'undefined' && self.WorkerGlobalScope !== undefined",
  ),
];

const STUB_PREFIX = '\0pixi-prune:';
const normalise = (path: string) => path.replaceAll('\\', '/');

export const pixiPrune = (): Plugin => ({
  name: 'pixi-prune',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer) return null;
    const from = normalise(importer);
    const index = SUBSTITUTIONS.findIndex(
      (s) => s.specifier === source && from.endsWith(`/node_modules/${s.importer}`),
    );
    if (index < 0) return null;
    const { replacement } = SUBSTITUTIONS[index]!;
    return 'path' in replacement ? replacement.path : `${STUB_PREFIX}${index}`;
  },
  load(id) {
    if (!id.startsWith(STUB_PREFIX)) return null;
    const replacement = SUBSTITUTIONS[Number(id.slice(STUB_PREFIX.length))]?.replacement;
    return replacement && 'source' in replacement ? replacement.source : null;
  },
});
