import type { ReactNode } from 'react';
import type { Engagement } from '../data/types';
import styles from './badge.module.css';

type Tone = 'high' | 'medium' | 'accent' | 'live';

export function Badge({ tone = 'accent', children }: { tone?: Tone; children: ReactNode }) {
  const classes = [styles.badge, tone === 'live' ? `${styles.high} ${styles.live}` : styles[tone]];
  return <span className={classes.join(' ')}>{children}</span>;
}

/** Engagement level: high stands out, medium is muted. */
export function EngagementBadge({ level }: { level: Engagement }) {
  return <Badge tone={level}>{level === 'high' ? 'High engagement' : 'Medium engagement'}</Badge>;
}
