import { describe, expect, it } from 'vitest';
import { FONT_SUBSETS } from '../../../../scripts/build/font-subsets.mjs';
import { DEMO_NODES } from '../content/demo-nodes';
import { CENTRAL_POST } from '../content/central-post';
import { DEMO_TWEETS } from '../content/demo-tweets';

const interCore = FONT_SUBSETS.find((subset) => subset.file === 'inter-latin-core-wght.woff2')!;
const inCore = (char: string) =>
  interCore.ranges.some(([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to);

describe('the scene’s font', () => {
  // The scene loads only Inter's core: a character outside it would be drawn in the system font.
  it('holds every character of the text the scene writes', () => {
    const texts = [
      CENTRAL_POST.name,
      `@${CENTRAL_POST.handle}`,
      CENTRAL_POST.text,
      ...DEMO_NODES.flatMap((node) => [`@${node.name}`, node.followers, DEMO_TWEETS[node.id]!]),
    ];
    const outside = [...new Set(texts.join(''))].filter((char) => !inCore(char));
    expect(outside).toEqual([]);
  });
});
