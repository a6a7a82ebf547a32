import { memo } from 'react';
import { SCORING } from '../../../config/constants';
import { formatCompact } from '../../../lib/format';
import { EXAMPLE_LIMITS, type EditorDispatch, type ExampleRow } from './example-state';
import type { Standing } from '../example-tables/ranking-row';
import { FlagField } from './flag-field';
import { NumberField } from './number-field';
import { SliderField } from './slider-field';
import editor from './example-editor.module.css';
import styles from './follower-fields.module.css';

const STANDING_TEXT: Record<Standing, string> = {
  counts: 'counts',
  'not-reshared': 'did not reshare',
  'below-cut': `below the top-${SCORING.topInfluencers} cut`,
};

// Engagement is shown in percent with at most two decimals (0.031 × 100 is 3.1000000000000005).
const percentOf = (fraction: number) => Math.round(fraction * 10_000) / 100;
const fractionOf = (percent: number) => percent / 100;

interface FollowerFieldsProps {
  row: ExampleRow;
  index: number;
  rank: number;
  standing: Standing;
  canRemove: boolean;
  dispatch: EditorDispatch;
}

/** One follower's controls, as a group named by its handle. Re-renders only when its row or rank changes. */
export const FollowerFields = memo(function FollowerFields({
  row,
  index,
  rank,
  standing,
  canRemove,
  dispatch,
}: FollowerFieldsProps) {
  const common = { index, dispatch };
  return (
    <div className={styles.followerBox}>
      <fieldset className={styles.follower} data-handle={row.handle}>
        <legend>@{row.handle}</legend>
        <div className={styles.rowHead}>
          <p className={styles.standing} data-standing={standing}>
            Rank {rank}, {STANDING_TEXT[standing]}
          </p>
          <button
            type="button"
            className={editor.remove}
            disabled={!canRemove}
            onClick={() => dispatch({ type: 'remove', index })}
          >
            Remove<span className="visually-hidden"> @{row.handle}</span>
          </button>
        </div>
        <div className={styles.fields}>
          <FlagField {...common} label="Reshared the task" field="resharedTask" checked={row.resharedTask} />
          <FlagField
            {...common}
            label="Empty or new followers"
            field="emptyOrNewFollowers"
            checked={row.emptyOrNewFollowers}
          />
          <NumberField
            {...common}
            label="Followers"
            field="followers"
            value={row.followers}
            hint={formatCompact(row.followers)}
            max={EXAMPLE_LIMITS.maxFollowers}
            step={1}
          />
          <NumberField
            {...common}
            label="Engagement (%)"
            field="engagementRate"
            value={percentOf(row.engagementRate)}
            max={100}
            step={0.1}
            toRow={fractionOf}
          />
          <SliderField {...common} label="Authenticity" field="authenticity" value={row.authenticity} />
          <SliderField {...common} label="Follower quality" field="followerQuality" value={row.followerQuality} />
          <SliderField {...common} label="Spam penalty" field="spamPenalty" value={row.spamPenalty} />
        </div>
      </fieldset>
    </div>
  );
});
