// The font files the site cuts from its fonts for the first screen: what each holds, where it goes,
// and the CSS unicode-range that says so. Read by scripts/build-fonts.mjs, which writes the files,
// and by the test that holds src/styles/fonts.css and the committed files to it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** Where the subsets are written, beside the stylesheet that names them. */
export const FONT_SUBSET_DIR = 'src/styles/fonts';

/**
 * Each subset: its source (an @fontsource-variable file), its file name and the code points it keeps, as
 * inclusive ranges. Inter's Latin face is 47 KB; its core (ASCII, Latin-1, the punctuation the copy
 * uses) 37 KB, and the rest stays available through the full face, fetched only by text that needs it.
 * The Greek face (19 KB) is on the first screen for τ alone.
 */
export const FONT_SUBSETS = [
  {
    file: 'inter-latin-core-wght.woff2',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    ranges: [
      [0x20, 0x7e],
      [0xa0, 0xff],
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
    file: 'inter-tau-wght.woff2',
    source: '@fontsource-variable/inter/files/inter-greek-wght-normal.woff2',
    ranges: [[0x3c4, 0x3c4]],
  },
];

const hex = (codePoint) => codePoint.toString(16).toUpperCase();

/** A subset's code points as a CSS unicode-range value, e.g. "U+20-7E, U+3C4". */
export const unicodeRange = ({ ranges }) =>
  ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');

/** The subset's bytes, cut from its source with HarfBuzz: every weight of the variable face, its layout features. */
export async function buildSubset({ source, ranges }) {
  const text = ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');
  return subsetFont(await readFile(require.resolve(source)), text, { targetFormat: 'woff2' });
}
