import { UserPlus, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { InterestedInfluencer } from '../../data/types';
import { Avatar } from '../../ui/avatar';
import { EngagementBadge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { useInlineNotice } from '../../ui/notice';
import { TextWithEmoji } from '../../ui/text-with-emoji';
import { connectNotice } from './action-notices';
import { InfluencerName } from './influencer-name';
import { SampleProfileDialog } from './sample-profile-dialog';
import styles from './dashboard.module.css';
import profile from './sample-profile-dialog.module.css';

/** One sample influencer who recently showed interest, with their sample profile (on the site, never on X) and Connect. */
export function InfluencerCard({ influencer }: { influencer: InterestedInfluencer }) {
  const notice = useInlineNotice();
  const [profileOpen, setProfileOpen] = useState(false);
  const { name, engagement, lastActivity, bio, avatar, recentTweet } = influencer;
  return (
    <li className={styles.item} data-testid="influencer">
      <div className={styles.itemHead}>
        <Avatar src={avatar} name={name} size={48} />
        <div className={styles.who}>
          <InfluencerName influencer={influencer} heading="h3" classes={styles} />
          <p className={styles.meta}>Active {lastActivity}</p>
          <p className={profile.sample}>Sample profile</p>
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
        <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setProfileOpen(true)}>
          <UserRound aria-hidden="true" />
          View Profile
          <span className="visually-hidden"> of {name} (sample data)</span>
        </Button>
        <Button size="sm" onClick={() => notice.show(connectNotice(name))}>
          <UserPlus aria-hidden="true" />
          Connect
          <span className="visually-hidden"> with {name}</span>
        </Button>
      </div>
      {notice.element}
      {profileOpen && <SampleProfileDialog influencer={influencer} onClose={() => setProfileOpen(false)} />}
    </li>
  );
}
