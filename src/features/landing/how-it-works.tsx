import { BadgeCheck, Coins, Gauge, Megaphone, MousePointerClick, type LucideIcon } from 'lucide-react';
import { SCORING } from '../../config/constants';
import { PRODUCT_NAME, TAO_SYMBOL } from '../../config/product';
import { DISTRIBUTION } from '../../data/tokenomics';
import { shareOf } from './hero-facts';
import { HOW_IT_WORKS_ID } from './landing-ids';
import section from './landing-section.module.css';
import styles from './how-it-works.module.css';
import { SectionHeading } from './section-heading';

const MINERS_SHARE = shareOf(DISTRIBUTION, 'Miners');
const MINERS_REWARD =
  MINERS_SHARE === null
    ? 'Rewards are split by score'
    : `Miners share ${MINERS_SHARE}% of the subnet’s emissions, split by score`;

interface Step {
  icon: LucideIcon;
  actor: string;
  title: string;
  text: string;
}

const STEPS: readonly Step[] = [
  {
    icon: Megaphone,
    actor: 'Advertiser',
    title: 'A tweet becomes a task',
    text: 'An advertiser posts a tweet and lists it as a task. For now, tasks come from the founder’s posts; organic tasks from businesses follow.',
  },
  {
    icon: BadgeCheck,
    actor: 'Influencer',
    title: 'Verified accounts retweet or reply',
    text: 'Verified influencers share the task with their audience by retweeting or replying, in their own voice.',
  },
  {
    icon: Gauge,
    actor: 'Validator',
    title: 'Quality and authority are scored',
    text: `Validators check each miner’s top ${SCORING.topInfluencers} influencers for authentic engagement and authority, filter spam, and recalculate scores every ${SCORING.scoreRecalcHours}\u00a0hours.`,
  },
  {
    icon: Coins,
    actor: 'Miner',
    title: `Miners earn TAO (${TAO_SYMBOL})`,
    text: `${MINERS_REWARD}: engagement quality and influencer authority, never the raw follower count.`,
  },
];

/** The miner explainer: who does what, from task to reward. */
export function HowItWorks() {
  return (
    <section
      id={HOW_IT_WORKS_ID}
      tabIndex={-1}
      className={`${section.section} ${section.alt}`}
      aria-labelledby="how-it-works-title"
      data-landing-section="how-it-works"
    >
      <div className="container">
        <SectionHeading id="how-it-works-title" eyebrow="How it works" title="How miners earn TAO">
          Four roles, one loop. {PRODUCT_NAME} turns authentic engagement into a score that the Bittensor network pays
          out on.
        </SectionHeading>
        <ol className={styles.steps}>
          {STEPS.map(({ icon: Icon, actor, title, text }, index) => (
            <li key={actor} className={styles.step}>
              <div className={styles.stepHead}>
                <span className={styles.icon} aria-hidden="true">
                  <Icon />
                </span>
                <p className={styles.actor}>{actor}</p>
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 className={styles.title}>{title}</h3>
              <p className={styles.text}>{text}</p>
            </li>
          ))}
        </ol>
        <aside className={styles.callout} aria-label="What a miner does">
          <span className={styles.calloutIcon} aria-hidden="true">
            <MousePointerClick />
          </span>
          <p>
            <strong>Miners only retweet or reply.</strong> Detection and scoring are automatic: there are no forms to
            fill in and no tweet IDs to submit.
          </p>
        </aside>
      </div>
    </section>
  );
}
