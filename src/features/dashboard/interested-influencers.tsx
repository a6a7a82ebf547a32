import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useInterestedInfluencers } from '../../data/queries';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { LoadError } from '../../ui/load-error';
import { InfluencerCard } from './influencer-card';
import { ItemSkeletons } from './item-skeletons';
import styles from './dashboard.module.css';

/** How many influencers the list shows before View All. */
const INFLUENCERS_SHOWN = 4;

/** The "Live" list of influencers recently interested in the network, expandable to all of them. */
export function InterestedInfluencers() {
  const { data, error, isPending, isError, isFetching, refetch } = useInterestedInfluencers();
  const [expanded, setExpanded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const listId = useId();

  const toggle = () => {
    setExpanded((value) => !value);
    // Collapsing pulls the button up the page; keep it, and the focus on it, in view.
    if (expanded) requestAnimationFrame(() => toggleRef.current?.scrollIntoView({ block: 'nearest' }));
  };

  let body;
  if (isPending)
    body = (
      <ItemSkeletons label="Loading interested influencers…" count={INFLUENCERS_SHOWN} testId="influencers-skeleton" />
    );
  else if (isError)
    body = (
      <LoadError what="interested influencers" error={error} onRetry={() => void refetch()} retrying={isFetching} />
    );
  else {
    const shown = expanded ? data : data.slice(0, INFLUENCERS_SHOWN);
    body = (
      <>
        <ul id={listId} className={styles.list} aria-labelledby={headingId}>
          {shown.map((influencer) => (
            <InfluencerCard key={influencer.id} influencer={influencer} />
          ))}
        </ul>
        {data.length > INFLUENCERS_SHOWN && (
          <Button
            ref={toggleRef}
            variant="ghost"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={toggle}
          >
            {expanded ? 'Show Fewer Influencers' : `View All Interested Influencers (${data.length})`}
            {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          </Button>
        )}
      </>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelIntro}>
        <div className={styles.panelHead}>
          <h2 id={headingId}>Interested Influencers</h2>
          <Badge tone="live">Live</Badge>
        </div>
        <p className={styles.panelLede}>Verified voices who recently engaged with the network.</p>
      </div>
      <div className={styles.panelBody}>{body}</div>
    </section>
  );
}
