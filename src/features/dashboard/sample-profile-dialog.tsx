import { X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type MouseEvent } from 'react';
import type { InterestedInfluencer } from '../../data/types';
import { Avatar } from '../../ui/avatar';
import { EngagementBadge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { TextWithEmoji } from '../../ui/text-with-emoji';
import { InfluencerName } from './influencer-name';
import styles from './sample-profile-dialog.module.css';

interface SampleProfileDialogProps {
  influencer: InterestedInfluencer;
  /** Called once the dialog has closed (Close, Escape, or a tap outside it). */
  onClose: () => void;
}

/**
 * A sample influencer's profile, on the site itself: the people on the dashboard are invented, so
 * nothing links to an account on X that may belong to someone real. A modal <dialog>, which keeps
 * focus inside, closes on Escape and gives focus back to the button that opened it.
 */
export function SampleProfileDialog({ influencer, onClose }: SampleProfileDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const noteId = useId();
  const { name, engagement, lastActivity, bio, avatar, recentTweet } = influencer;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // A tap on the backdrop lands on the dialog element itself, outside its content box.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={noteId}
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <div className={styles.body}>
        <div className={styles.head}>
          <Avatar src={avatar} name={name} size={64} />
          <div className={styles.who}>
            <p className={styles.sample}>Sample profile</p>
            <InfluencerName influencer={influencer} heading="h2" id={titleId} classes={styles} />
          </div>
          <Button variant="ghost" size="sm" className={styles.close} onClick={() => ref.current?.close()}>
            <X aria-hidden="true" />
            <span className="visually-hidden">Close the profile</span>
          </Button>
        </div>
        <p id={noteId} className={styles.note}>
          Sample data: an invented person for this demo, not a real account on X.
        </p>
        <div className={styles.activity}>
          <EngagementBadge level={engagement} />
          <span>Active {lastActivity}</span>
        </div>
        <h3 className={styles.label}>Bio</h3>
        <p>
          <TextWithEmoji text={bio} />
        </p>
        <h3 className={styles.label}>Recent tweet</h3>
        <blockquote className={styles.quote}>
          <p>
            <TextWithEmoji text={recentTweet} />
          </p>
        </blockquote>
      </div>
    </dialog>
  );
}
