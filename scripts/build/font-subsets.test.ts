import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildSubset,
  FONT_SUBSET_DIR,
  FONT_SUBSETS,
  FONT_WEIGHTS,
  isSubsetAsset,
  unicodeRange,
} from './font-subsets.mjs';

const faces = (css: string) => [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]!);
const siteFaces = faces(readFileSync('src/styles/fonts.css', 'utf8'));
/** The faces Fontsource declares for the package a subset's source file is in. */
const fontsourceFaces = (source: string) =>
  faces(readFileSync(`node_modules/${source.split('/files/')[0]}/wght.css`, 'utf8'));

/** Every stylesheet under src, with its path. */
function stylesheets(dir = 'src'): { path: string; css: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [{ path, css: readFileSync(path, 'utf8') }] : [];
  });
}

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
        family: '',
        source: '',
        ranges: [
          [0x20, 0x7e],
          [0x3c4, 0x3c4],
        ],
      }),
    ).toBe('U+20-7E, U+3C4');
  });

  it('knows its built asset by name and hash, and not the full face it was cut from', () => {
    const core = { file: 'inter-latin-core-wght.woff2', family: '', source: '', ranges: [] };
    expect(isSubsetAsset(core, '/assets/inter-latin-core-wght-CMl98zqD.woff2')).toBe(true);
    expect(isSubsetAsset(core, '/assets/inter-latin-core-wght-C_l9-zqD.woff2')).toBe(true);
    expect(isSubsetAsset(core, '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2')).toBe(false);
    expect(isSubsetAsset(core, '/assets/inter-latin-core-wght-CMl98zqD.js')).toBe(false);
  });

  it('every face declares the weights the subsets hold', () => {
    expect(siteFaces.length).toBeGreaterThan(0);
    for (const face of siteFaces)
      expect(/font-weight:\s*([^;]+);/.exec(face)?.[1]).toBe(`${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max}`);
  });

  it('no stylesheet asks for a weight outside them', () => {
    const outside = stylesheets().flatMap(({ path, css }) =>
      [...css.matchAll(/(?:font-weight:\s*|font:\s*)(\d{3})\b/g)]
        .map((match) => Number(match[1]))
        .filter((weight) => weight < FONT_WEIGHTS.min || weight > FONT_WEIGHTS.max)
        .map((weight) => `${path}: ${weight}`),
    );
    expect(outside).toEqual([]);
  });

  for (const subset of FONT_SUBSETS) {
    describe(subset.file, () => {
      it('is declared in fonts.css, in its family, with exactly the code points it holds', () => {
        const face = faceOf(siteFaces, `./fonts/${subset.file}`);
        expect(/font-family:\s*'([^']+)'/.exec(face ?? '')?.[1]).toBe(subset.family);
        const range = /unicode-range:\s*([^;]+);/
          .exec(face ?? '')?.[1]
          ?.replace(/\s+/g, ' ')
          .trim();
        expect(range).toBe(unicodeRange(subset));
      });

      it('and the full face it is cut from keeps the rest of Fontsource’s range, without overlap', () => {
        const sourceFile = subset.source.split('/').pop()!;
        const original = codePoints(faceOf(fontsourceFaces(subset.source), sourceFile) ?? '');
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
