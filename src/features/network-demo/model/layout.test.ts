import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../config/constants';
import { DEMO_NODES } from './demo-nodes';
import { COMPACT_HEIGHT_PX, layoutScene, truncateText, type SceneLayout } from './layout';

// Stage widths: 1440 px desktop (1200 content - padding), 390 px and 360 px phones.
const STAGES = [1152, 358, 328];
// Room for the celebrity ring and the emoji badge around each avatar.
const HALO = 6;

/** The central card's rectangle once it rests at its final scale. */
function restingCardRect(layout: SceneLayout) {
  const w = layout.card.width * DEMO.centralPostScale;
  const h = layout.card.height * DEMO.centralPostScale;
  return {
    left: layout.centre.x - w / 2,
    top: layout.centre.y - h / 2,
    right: layout.centre.x + w / 2,
    bottom: layout.centre.y + h / 2,
  };
}

describe.each(STAGES)('layout at %i px wide', (width) => {
  const layout = layoutScene(DEMO_NODES, width, width < 640 ? COMPACT_HEIGHT_PX : DEMO.containerHeightPx);
  const r = layout.nodeRadius + HALO;

  it('keeps every pair of nodes apart', () => {
    for (const [i, a] of DEMO_NODES.entries()) {
      for (const b of DEMO_NODES.slice(i + 1)) {
        const pa = layout.positions[a.id]!;
        const pb = layout.positions[b.id]!;
        expect(Math.hypot(pa.x - pb.x, pa.y - pb.y), `${a.id} vs ${b.id}`).toBeGreaterThan(2 * r + 4);
      }
    }
  });

  it('keeps nodes off the resting central card and inside the stage', () => {
    const card = restingCardRect(layout);
    for (const node of DEMO_NODES) {
      const p = layout.positions[node.id]!;
      const dx = Math.max(card.left - p.x, 0, p.x - card.right);
      const dy = Math.max(card.top - p.y, 0, p.y - card.bottom);
      expect(Math.hypot(dx, dy), `${node.id} vs card`).toBeGreaterThan(r + 4);
      expect(p.x - r).toBeGreaterThanOrEqual(0);
      expect(p.x + r).toBeLessThanOrEqual(width);
      expect(p.y - r).toBeGreaterThanOrEqual(0);
      expect(p.y + r).toBeLessThanOrEqual(layout.height);
    }
  });
});

it('truncates at a word boundary with an ellipsis', () => {
  expect(truncateText('short', 10)).toBe('short');
  expect(truncateText('Quality over follower count. Finally', 20)).toBe('Quality over…');
  expect(truncateText('Quality over follower count. Finally', 30).length).toBeLessThanOrEqual(30);
});
