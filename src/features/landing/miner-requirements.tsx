import { Activity, BadgeCheck, KeyRound, UserCheck } from 'lucide-react';
import styles from './miner-requirements.module.css';

const REQUIREMENTS = [
  { icon: BadgeCheck, title: 'A verified social account', text: 'Your X account carries the verified badge.' },
  { icon: KeyRound, title: 'A registered hotkey', text: 'Registered on the subnet, as in step 2.' },
  { icon: UserCheck, title: 'An authentic follower base', text: 'Real, active people, not bots or bought followers.' },
  { icon: Activity, title: 'Regular participation', text: 'Retweet or reply to tasks as they come.' },
] as const;

/** What every miner needs before rewards can flow. */
export function MinerRequirements({ titleId }: { titleId: string }) {
  return (
    <div className={styles.box}>
      <h3 id={titleId} className={styles.title}>
        What a miner needs
      </h3>
      <ul className={styles.list}>
        {REQUIREMENTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.item}>
            <Icon aria-hidden="true" className={styles.icon} />
            <span>
              <strong className={styles.itemTitle}>{title}</strong>
              <span className={styles.itemText}>{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
