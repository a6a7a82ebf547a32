// The legibility rule as both test tiers check it (the geometry's unit test, and the e2e test on the
// boxes the page reports): at one moment, what each visible tweet bubble covers, another bubble, the
// post, or someone else's avatar or emoji, and whether it leaves the stage. Collapsing onto its own
// node's emoji, a bubble may cover its own node.
import { circleOverlapsRect, rectInside, rectsOverlap, type Rect } from './geometry';
import type { BoxKind } from './scene-geometry';

interface Box extends Rect {
  id: string;
  kind: BoxKind;
}

/** Avatars and emoji are round: a bubble covers one only where it reaches into the circle. */
const asCircle = (box: Rect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2, r: box.width / 2 });

/** Each way a visible bubble breaks the rule, as a sentence; none when the moment is legible. */
export function legibilityProblems(boxes: readonly Box[], stage: { width: number; height: number }): string[] {
  const found: string[] = [];
  const edges = { x: 0, y: 0, width: stage.width, height: stage.height };
  for (const bubble of boxes.filter((box) => box.kind === 'bubble')) {
    if (!rectInside(bubble, edges)) found.push(`bubble ${bubble.id} leaves the stage`);
    for (const other of boxes) {
      if (other === bubble) continue;
      const covers =
        other.kind === 'bubble' || other.kind === 'post'
          ? rectsOverlap(bubble, other)
          : other.id !== bubble.id && circleOverlapsRect(asCircle(other), bubble);
      if (covers) found.push(`bubble ${bubble.id} covers ${other.kind} ${other.id}`);
    }
  }
  return found;
}
