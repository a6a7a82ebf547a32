import { Heart, MessageCircle, Repeat2, Share2, type LucideIcon } from 'lucide-react';
import type { TweetTask } from '../../data/types';
import { shareText } from './action-notices';
import { engagementCounts, type CountKind } from './engagement-counts';
import styles from './dashboard.module.css';

const ICONS: Record<CountKind, LucideIcon> = {
  replies: MessageCircle,
  retweets: Repeat2,
  likes: Heart,
  shares: Share2,
};

/**
 * Reply, retweet, like and share counts as X shows them; the share icon is a button that copies the
 * tweet to share it, and says so through the task's notice (`onNotice`).
 */
export function TaskEngagement({ task, onNotice }: { task: TweetTask; onNotice: (message: string) => void }) {
  const share = async () => {
    try {
      await navigator.clipboard.writeText(shareText(task));
      onNotice('Tweet text copied. Paste it anywhere to share it.');
    } catch {
      onNotice('Could not copy the tweet text. Your browser blocked the clipboard.');
    }
  };

  return (
    <ul className={styles.counts} aria-label="Engagement so far">
      {engagementCounts(task).map(({ kind, display, label }) => {
        const Icon = ICONS[kind];
        return (
          <li key={kind} className={styles.count} data-kind={kind}>
            {kind === 'shares' ? (
              <button
                type="button"
                className={styles.share}
                onClick={() => void share()}
                aria-label="Share: copy the tweet text"
              >
                <Icon aria-hidden="true" />
              </button>
            ) : (
              <Icon aria-hidden="true" />
            )}
            <span aria-hidden="true">{display}</span>
            <span className="visually-hidden">{label}</span>
          </li>
        );
      })}
    </ul>
  );
}
