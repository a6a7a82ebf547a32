// The stats panel's figures, derived from the revealed and highlighted nodes: reached, total
// reach in people, celebrities found, and TAO earned by layer. Computed with the discrete state it
// derives from (sync-store-to-time.ts), so the panel, which the landing page's first download
// carries, reads four numbers and computes none.
import { EARNED_PER_NODE_BY_LAYER } from '../../../config/constants';
import { parseCompact } from '../../../lib/format';
import type { DemoNode } from '../content/demo-nodes';

export interface DemoStats {
  reached: number;
  /** People reached: the sum of revealed nodes' followers. */
  totalReach: number;
  celebritiesFound: number;
  /** TAO earned, rounded to one decimal. */
  earned: number;
}

/** Stats for the given revealed and highlighted ids: computed once per discrete change, by syncDemoToTime. */
export function computeStats(
  nodes: readonly DemoNode[],
  revealed: readonly string[],
  highlighted: readonly string[],
): DemoStats {
  const shown = new Set(revealed);
  const revealedNodes = nodes.filter((node) => shown.has(node.id));
  const totalReach = revealedNodes.reduce((sum, node) => sum + parseCompact(node.followers), 0);
  const earnedRaw = revealedNodes.reduce((sum, node) => sum + EARNED_PER_NODE_BY_LAYER[node.layer], 0);
  return {
    reached: revealedNodes.length,
    totalReach,
    celebritiesFound: highlighted.length,
    earned: Math.round(earnedRaw * 10) / 10,
  };
}
