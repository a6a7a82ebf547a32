import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSubset, FONT_SUBSET_DIR, FONT_SUBSETS, unicodeRange } from './font-subsets.mjs';

const faces = (css: string) => [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]!);
const siteFaces = faces(readFileSync('src/styles/fonts.css', 'utf8'));
const fontsourceFaces = faces(readFileSync('node_modules/@fontsource-variable/inter/wght.css', 'utf8'));

/** The code points of a face's unicode-range. */
function codePoints(face: string): Set<number> {
  const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? '';
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(from, 16); point <= parseInt(to, 16); point += 1) points.add(point);
  }
  return points;
}
const faceOf = (list: string[], file: string) => list.find((face) => face.includes(file));

describe('font subsets', () => {
  it('writes its ranges as CSS does', () => {
    expect(
      unicodeRange({
        file: '',
        source: '',
        ranges: [
          [0x20, 0x7e],
          [0x3c4, 0x3c4],
        ],
      }),
    ).toBe('U+20-7E, U+3C4');
  });

  for (const subset of FONT_SUBSETS) {
    describe(subset.file, () => {
      it('is declared in fonts.css with exactly the code points it holds', () => {
        const face = faceOf(siteFaces, `./fonts/${subset.file}`);
        const range = /unicode-range:\s*([^;]+);/
          .exec(face ?? '')?.[1]
          ?.replace(/\s+/g, ' ')
          .trim();
        expect(range).toBe(unicodeRange(subset));
      });

      it('and the full face it is cut from keeps the rest of Fontsource’s range, without overlap', () => {
        const sourceFile = subset.source.split('/').pop()!;
        const original = codePoints(faceOf(fontsourceFaces, sourceFile) ?? '');
        const full = codePoints(faceOf(siteFaces, sourceFile) ?? '');
        const cut = codePoints(faceOf(siteFaces, `./fonts/${subset.file}`) ?? '');
        expect(original.size, 'Fontsource declares the face').toBeGreaterThan(0);
        expect(
          [...cut].filter((point) => full.has(point)),
          'overlap',
        ).toEqual([]);
        expect(
          [...cut].filter((point) => !original.has(point)),
          'cut beyond the source',
        ).toEqual([]);
        expect(new Set([...full, ...cut])).toEqual(original);
      });

      // Cutting a font with HarfBuzz (WebAssembly) takes a second here, and several beside the e2e tests.
      it('is committed as the subset script cuts it from the installed font', { timeout: 60_000 }, async () => {
        const committed = readFileSync(join(FONT_SUBSET_DIR, subset.file));
        expect(Buffer.compare(committed, await buildSubset(subset)), 'run npm run build:fonts').toBe(0);
      });
    });
  }
});
