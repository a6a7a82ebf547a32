import { ArrowRight, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { subnetName } from '../../config/netuid';
import { NETUID } from '../../config/netuid-setting';
import { PRODUCT_NAME } from '../../config/product';
import { AnchorLink } from '../../ui/anchor-link';
import { Button, buttonClassName } from '../../ui/button';
import { heroFacts, minersShare } from './hero-facts';
import styles from './hero.module.css';
import { GET_STARTED_ID, PAGE_PATHS } from '../../config/site-places';

const FACTS = heroFacts();
const MINERS_SHARE = minersShare();

interface HeroProps {
  /** Brings the demo into view and replays it; the page wires this to the demo. */
  onWatchDemo: () => void;
  /** The network demo, shown under the pitch inside the hero's glow. */
  children?: ReactNode;
}

/** The page's h1, the one-breath pitch and its two calls to action. */
export function Hero({ onWatchDemo, children }: HeroProps) {
  return (
    <section
      className={children ? `${styles.hero} ${styles.withDemo}` : styles.hero}
      aria-labelledby="hero-title"
      data-landing-section="hero"
    >
      <div className={styles.backdrop} aria-hidden="true" />
      <div className={`container ${styles.inner}`}>
        <p className={styles.kicker}>
          <span className={styles.dot} aria-hidden="true" />
          {subnetName(NETUID)} · {PRODUCT_NAME}
        </p>
        <h1 id="hero-title" className={styles.title}>
          Real influence, <span className={styles.gradient}>rewarded in TAO</span>
        </h1>
        <p className={styles.subline}>
          Advertisers post a tweet as a task. Miners retweet or reply from their verified X accounts, and earn TAO for
          the authority and engagement quality of the followers who reshare it after them, not for follower counts.
        </p>
        <div className={styles.actions}>
          <AnchorLink path={PAGE_PATHS.home} anchor={GET_STARTED_ID} className={buttonClassName({ size: 'lg' })}>
            Start Amplifying
            <ArrowRight aria-hidden="true" />
          </AnchorLink>
          <Button size="lg" variant="secondary" onClick={onWatchDemo}>
            <Play aria-hidden="true" />
            Watch Demo
          </Button>
        </div>
        <dl className={styles.facts}>
          {FACTS.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt className={styles.factLabel}>{fact.label}</dt>
              <dd className={styles.factValue}>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {MINERS_SHARE && <p className={styles.share}>{MINERS_SHARE}</p>}
      </div>
      {children && <div className={`container ${styles.demo}`}>{children}</div>}
    </section>
  );
}
