import { BadgeCheck } from 'lucide-react';
import type { InterestedInfluencer } from '../../data/types';
import { FactLine } from '../../ui/fact-line';

interface InfluencerNameProps {
  influencer: InterestedInfluencer;
  /** A card's h3, or the h2 that names the profile dialog by its id. */
  heading: 'h2' | 'h3';
  id?: string;
  /** The stylesheet whose .name, .verified and .meta it takes. */
  classes: CSSModuleClasses;
}

/** An influencer's name, with the badge of a verified account, over their handle and followers. */
export function InfluencerName({ influencer, heading: Heading, id, classes }: InfluencerNameProps) {
  const { name, handle, followers, verified } = influencer;
  return (
    <>
      <Heading id={id} className={classes.name}>
        {name}
        {verified && (
          <>
            <BadgeCheck className={classes.verified} aria-hidden="true" />
            <span className="visually-hidden">(verified account)</span>
          </>
        )}
      </Heading>
      <FactLine className={classes.meta}>
        {`@${handle}`}
        {`${followers} followers`}
      </FactLine>
    </>
  );
}
