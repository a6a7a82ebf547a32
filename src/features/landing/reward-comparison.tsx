import {
  Activity,
  Award,
  Bot,
  CircleCheck,
  CircleX,
  MessageSquareText,
  Repeat,
  Sparkles,
  UserCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { SCORING } from '../../config/constants';
import section from './landing-section.module.css';
import styles from './reward-comparison.module.css';
import { SectionHeading } from './section-heading';

interface Criterion {
  icon: LucideIcon;
  title: string;
  text: string;
}

const REWARDED: readonly Criterion[] = [
  {
    icon: Sparkles,
    title: 'Engagement quality',
    text: 'Replies and retweets that start real conversations with real people.',
  },
  {
    icon: Award,
    title: 'Influencer authority',
    text: 'Accounts whose audience trusts them on the topic, measured by how that audience responds.',
  },
  {
    icon: UserCheck,
    title: 'Authentic followers',
    text: 'Followers who are established, active people. Empty or brand-new accounts weigh a score down.',
  },
  {
    icon: Activity,
    title: 'Regular participation',
    text: 'Showing up for tasks week after week; scores are a moving average, not a one-off spike.',
  },
];

const NOT_REWARDED: readonly Criterion[] = [
  {
    icon: Users,
    title: 'Raw follower counts',
    text: 'A big number alone earns nothing. Who follows you matters, not how many.',
  },
  {
    icon: Bot,
    title: 'Bots and bought followers',
    text: `Validators check authenticity and apply a ${SCORING.emptyFollowerPenalty}× penalty to hollow audiences.`,
  },
  {
    icon: MessageSquareText,
    title: 'Spam',
    text: 'Copy-paste replies and off-topic noise are detected and penalised in the score.',
  },
  {
    icon: Repeat,
    title: 'Engagement farming',
    text: 'Like-for-like rings and reply pods do not add authority, so they do not add reward.',
  },
];

function CriteriaCard({ tone, title, items }: { tone: 'yes' | 'no'; title: string; items: readonly Criterion[] }) {
  const Mark = tone === 'yes' ? CircleCheck : CircleX;
  return (
    <div className={`${styles.card} ${styles[tone]}`}>
      <h3 className={styles.cardTitle}>
        <Mark aria-hidden="true" />
        {title}
      </h3>
      <ul className={styles.list}>
        {items.map(({ icon: Icon, title: itemTitle, text }) => (
          <li key={itemTitle} className={styles.item}>
            <span className={styles.itemIcon} aria-hidden="true">
              <Icon />
            </span>
            <span>
              <strong className={styles.itemTitle}>{itemTitle}</strong>
              <span className={styles.itemText}>{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What earns rewards, beside what does not. */
export function RewardComparison() {
  return (
    <section className={section.section} aria-labelledby="rewards-title" data-landing-section="reward-comparison">
      <div className="container">
        <SectionHeading id="rewards-title" eyebrow="Scoring" title="What we reward, and what we don’t">
          Advertisers pay for attention that is real. Scoring is built to tell the difference.
        </SectionHeading>
        <div className={styles.grid}>
          <CriteriaCard tone="yes" title="What we reward" items={REWARDED} />
          <CriteriaCard tone="no" title="What we don’t reward" items={NOT_REWARDED} />
        </div>
      </div>
    </section>
  );
}
