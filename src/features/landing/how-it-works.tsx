import { BadgeCheck, Coins, Gauge, Megaphone, MousePointerClick, type LucideIcon } from 'lucide-react';
import { SCORING } from '../../config/constants';
import { MINER_JOB } from '../../config/miner-job';
import { PRODUCT_NAME, TAO_SYMBOL } from '../../config/product';
import { DISTRIBUTION } from '../../data/tokenomics';
import { launchBurn, shareOf } from './hero-facts';
import { HOW_IT_WORKS_ID } from '../../config/site-places';
import section from './landing-section.module.css';
import styles from './how-it-works.module.css';
import { SectionHeading } from './section-heading';

const MINERS_SHARE = shareOf(DISTRIBUTION, 'Miners');
const MINERS_REWARD =
  MINERS_SHARE === null
    ? 'Rewards are split by score'
    : `Miners share ${MINERS_SHARE}% of the subnet’s emissions (${launchBurn()}), split by score`;

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
    actor: 'Miner',
    title: 'Miners retweet or reply',
    text: 'A miner is a verified X account registered on the subnet. It retweets or replies to the task, in its own voice, so its followers see it.',
  },
  {
    icon: Gauge,
    actor: 'Validator',
    title: 'Quality and authority are scored',
    text: `Validators count which of each miner’s top ${SCORING.topInfluencers} followers by authority reshared the task after it, weigh their authenticity and engagement, filter spam, and recalculate scores every ${SCORING.scoreRecalcHours}\u00a0hours.`,
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
          Four steps, one loop. {PRODUCT_NAME} turns authentic engagement into a score that the Bittensor network pays
          out on.
        </SectionHeading>
        <ol className={styles.steps}>
          {STEPS.map(({ icon: Icon, actor, title, text }, index) => (
            <li key={title} className={styles.step}>
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
            <strong>{MINER_JOB}</strong> Detection and scoring are automatic: there are no forms to fill in and no tweet
            IDs to submit.
          </p>
        </aside>
      </div>
    </section>
  );
}
