import { BadgeCheck, ExternalLink, UserPlus } from 'lucide-react';
import type { InterestedInfluencer } from '../../data/types';
import { Avatar } from '../../ui/avatar';
import { EngagementBadge } from '../../ui/badge';
import { Button, ButtonLink } from '../../ui/button';
import { FactLine } from '../../ui/fact-line';
import { useNotice } from '../../ui/notice';
import { TextWithEmoji } from '../../ui/text-with-emoji';
import { connectNotice } from './action-notices';
import styles from './dashboard.module.css';

/** One influencer who recently showed interest, with a link to their X profile and Connect. */
export function InfluencerCard({ influencer }: { influencer: InterestedInfluencer }) {
  const notify = useNotice();
  const { name, handle, followers, engagement, lastActivity, bio, avatar, recentTweet, verified } = influencer;
  return (
    <li className={styles.item} data-testid="influencer">
      <div className={styles.itemHead}>
        <Avatar src={avatar} name={name} size={48} />
        <div className={styles.who}>
          <h3 className={styles.name}>
            {name}
            {verified && (
              <>
                <BadgeCheck className={styles.verified} aria-hidden="true" />
                <span className="visually-hidden">(verified account)</span>
              </>
            )}
          </h3>
          <FactLine className={styles.meta}>
            {`@${handle}`}
            {`${followers} followers`}
          </FactLine>
          <p className={styles.meta}>Active {lastActivity}</p>
        </div>
        <EngagementBadge level={engagement} />
      </div>
      <p className={styles.bio}>
        <TextWithEmoji text={bio} />
      </p>
      <blockquote className={styles.quote}>
        <p>
          <TextWithEmoji text={recentTweet} />
        </p>
        <footer className={styles.quoteSource}>Recent tweet</footer>
      </blockquote>
      <div className={styles.actions}>
        <ButtonLink
          variant="secondary"
          size="sm"
          href={`https://x.com/${handle}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          View Profile
          <ExternalLink aria-hidden="true" />
          <span className="visually-hidden"> of {name} on X (opens in a new tab)</span>
        </ButtonLink>
        <Button size="sm" onClick={() => notify(connectNotice(name))}>
          <UserPlus aria-hidden="true" />
          Connect
          <span className="visually-hidden"> with {name}</span>
        </Button>
      </div>
    </li>
  );
}
