import { useColorEmoji } from '../../ui/use-color-emoji';
import styles from './leaderboard-table.module.css';

/**
 * A miner's emoji in its round tile; where this device has no colour emoji font (it would draw a
 * box), the first letter of the miner's name instead. The page is written with the emoji, and
 * checked once it has painted.
 */
export function MinerAvatar({ emoji, name }: { emoji: string; name: string }) {
  const inColour = useColorEmoji(emoji);
  return (
    <span className={styles.emoji} aria-hidden="true" data-avatar={inColour ? 'emoji' : 'initial'}>
      {inColour ? emoji : initialOf(name)}
    </span>
  );
}

const initialOf = (name: string) => (name.match(/[a-z0-9]/i)?.[0] ?? name.charAt(0)).toUpperCase();
