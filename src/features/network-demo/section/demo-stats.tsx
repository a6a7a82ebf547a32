import { Coins, Megaphone, Star, Users } from 'lucide-react';
import { useStore } from 'zustand';
import { TAO_SYMBOL } from '../../../config/product';
import { formatAmount, formatCompact } from '../../../lib/format';
import { StatCard } from '../../../ui/stat-card';
import { DEMO_NODES } from '../content/demo-nodes';
import { computeStats, type DemoStats as Stats } from './stats';
import type { DemoStore } from '../playback/store';
import { DEMO_STATS_ID } from '../demo-ids';
import styles from './demo-stats.module.css';

/** One figure of the stats at the store's moment: a number, so a new list with the same figure renders nothing. */
const useFigure = (store: DemoStore, key: keyof Stats) =>
  useStore(store, (s) => computeStats(DEMO_NODES, s.revealed, s.highlighted)[key]);

/**
 * The live stats under the canvas, derived from the revealed nodes. Each figure is its own subscription,
 * so it re-renders only when a figure changes: the store's lists are new at every discrete change (a bubble, an emoji), which through the
 * spread is most frames of a drag along the Timeline.
 */
export function DemoStats({ store }: { store: DemoStore }) {
  const stats = {
    reached: useFigure(store, 'reached'),
    totalReach: useFigure(store, 'totalReach'),
    celebritiesFound: useFigure(store, 'celebritiesFound'),
    earned: useFigure(store, 'earned'),
  };
  return (
    <div id={DEMO_STATS_ID} className={styles.grid} data-testid="demo-stats">
      <StatCard
        label="Influencers Reached"
        value={`${stats.reached}`}
        icon={<Users />}
        hint={`of ${DEMO_NODES.length} in the network`}
      />
      <StatCard
        label="Total Reach"
        value={formatCompact(stats.totalReach)}
        icon={<Megaphone />}
        hint="followers of reached influencers"
      />
      <StatCard
        label="Celebrities Found"
        value={`${stats.celebritiesFound}`}
        icon={<Star />}
        hint="high-authority accounts"
      />
      <StatCard
        label="Earned"
        value={formatAmount(stats.earned, 1, TAO_SYMBOL)}
        icon={<Coins />}
        hint="by miners in this spread"
        hintTone="positive"
      />
    </div>
  );
}
