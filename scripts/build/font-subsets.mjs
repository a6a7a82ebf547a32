// The font files the site cuts from its fonts for the first screen: what each holds, where it goes,
// and the CSS unicode-range that says so. Read by scripts/build/build-fonts.mjs, which writes the files,
// and by the test that holds src/styles/fonts.css and the committed files to it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import fontWeights from '../../src/styles/font-weights.json' with { type: 'json' };

const require = createRequire(import.meta.url);

/** Where the subsets are written, beside the stylesheet that names them. */
export const FONT_SUBSET_DIR = 'src/styles/fonts';

/**
 * The weights the site's text is set in, by its stylesheets and by the demo's canvas. Every face of
 * both families declares this range (faces of one family must declare the same range for the browser
 * to join their unicode-ranges), and the cut faces hold only its part of the weight axis.
 */
export const FONT_WEIGHTS = fontWeights;

/**
 * The OpenType features the cut faces keep: those a browser applies to Latin text by default, and
 * tabular figures (font-variant-numeric). The stylistic sets and alternates the site never asks for
 * are left out, with the glyphs only they reach.
 */
export const LAYOUT_FEATURES = ['ccmp', 'locl', 'rvrn', 'mark', 'mkmk', 'calt', 'clig', 'liga', 'rlig', 'kern', 'tnum'];

/**
 * Each subset: its file name, the family fonts.css declares it in, its source (an @fontsource-variable
 * file), the code points it keeps, as inclusive ranges, and the layout features it keeps where they
 * are not LAYOUT_FEATURES. Inter's Latin face is 47 KB; its core (ASCII and the signs, letters and
 * punctuation the copy uses) 20 KB, and the rest stays available through the full face, fetched only
 * by text that needs it. All of Latin-1 made the core 26 KB, which on a phone's slow connection
 * arrives a round trip later: Lighthouse's mobile run put the largest paint 140 ms later for it.
 * The Greek face (19 KB) would be fetched for the three letters the copy uses (Σ, α, τ); JetBrains
 * Mono's Latin face (40 KB) for the ASCII of commands and addresses (9 KB cut).
 */
export const FONT_SUBSETS = [
  {
    file: 'inter-latin-core-wght.woff2',
    family: 'Inter Variable',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    ranges: [
      [0x20, 0x7e],
      // No-break space, ©, ·, ×, á.
      [0xa0, 0xa0],
      [0xa9, 0xa9],
      [0xb7, 0xb7],
      [0xd7, 0xd7],
      [0xe1, 0xe1],
      [0x2013, 0x2014],
      [0x2018, 0x201e],
      [0x2022, 0x2022],
      [0x2026, 0x2026],
      [0x2039, 0x203a],
      [0x20ac, 0x20ac],
      [0x2122, 0x2122],
      [0x2191, 0x2191],
      [0x2193, 0x2193],
      [0x2212, 0x2212],
    ],
  },
  {
    file: 'inter-greek-core-wght.woff2',
    family: 'Inter Variable',
    source: '@fontsource-variable/inter/files/inter-greek-wght-normal.woff2',
    ranges: [
      [0x3a3, 0x3a3],
      [0x3b1, 0x3b1],
      [0x3c4, 0x3c4],
    ],
  },
  {
    file: 'jetbrains-mono-latin-core-wght.woff2',
    family: 'JetBrains Mono Variable',
    source: '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2',
    ranges: [[0x20, 0x7e]],
    // JetBrains Mono's contextual alternates are its code ligatures ("--", "...", "=>" drawn as one
    // sign): 14 of the face's 23 KB, and a command or an address reads truer, character by character, without them.
    features: LAYOUT_FEATURES.filter((feature) => feature !== 'calt'),
  },
];

/** Whether `path` (a URL path) is the built asset of `subset`: its file name, with the build's hash added. */
export const isSubsetAsset = ({ file }, path) =>
  new RegExp(`^/assets/${file.replace(/\.woff2$/, '')}-[\\w-]+\\.woff2$`).test(path);

const hex = (codePoint) => codePoint.toString(16).toUpperCase();

/** A subset's code points as a CSS unicode-range value, e.g. "U+20-7E, U+3C4". */
export const unicodeRange = ({ ranges }) =>
  ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');

/** The subset's bytes, cut from its source with HarfBuzz: the site's weights of the variable face, its layout features. */
export async function buildSubset({ source, ranges, features = LAYOUT_FEATURES }) {
  const text = ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');
  return subsetFont(await readFile(require.resolve(source)), text, {
    targetFormat: 'woff2',
    keepFeatures: features,
    variationAxes: { wght: FONT_WEIGHTS },
  });
}
