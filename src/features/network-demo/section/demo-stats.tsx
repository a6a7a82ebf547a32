import { Coins, Megaphone, Star, Users } from 'lucide-react';
import { useStore } from 'zustand';
import { TAO_SYMBOL } from '../../../config/product';
import { formatAmount, formatCompact } from '../../../lib/format';
import { StatCard } from '../../../ui/stat-card';
import { DEMO_NODES } from '../content/demo-nodes';
import type { DemoStore } from '../playback/store';
import { DEMO_STATS_ID } from '../demo-ids';
import styles from './demo-stats.module.css';

/**
 * The live stats under the canvas, derived from the revealed nodes once per discrete change (the
 * store's `stats`). Each figure is its own subscription (a number), so the panel re-renders only when
 * a figure changes: a discrete change (a bubble, an emoji) need not change one.
 */
export function DemoStats({ store }: { store: DemoStore }) {
  const stats = {
    reached: useStore(store, (s) => s.stats.reached),
    totalReach: useStore(store, (s) => s.stats.totalReach),
    celebritiesFound: useStore(store, (s) => s.stats.celebritiesFound),
    earned: useStore(store, (s) => s.stats.earned),
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
