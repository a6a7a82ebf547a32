// The stats panel's figures, derived from the revealed and highlighted nodes: reached, total
// reach in people, celebrities found, and TAO earned by layer.
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

/** Stats for the given revealed and highlighted ids. @internal Exported for the tests; the panel reads statsPerChange. */
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

/**
 * The stats of a store state, computed once per pair of lists: the store's lists are new at each
 * discrete change and only then, so every figure read between two changes shares one computation.
 */
export function statsPerChange(nodes: readonly DemoNode[]) {
  let last: { revealed: readonly string[]; highlighted: readonly string[]; stats: DemoStats } | null = null;
  return ({ revealed, highlighted }: { revealed: readonly string[]; highlighted: readonly string[] }): DemoStats => {
    if (last?.revealed !== revealed || last.highlighted !== highlighted)
      last = { revealed, highlighted, stats: computeStats(nodes, revealed, highlighted) };
    return last.stats;
  };
}
