// The open card: DOM beside the target, in the shared tooltip look, placed by Floating UI against the
// target's point (flipping and shifting to stay on screen and below the sticky header, but never
// leaving its target: scrolled out of view with it, or under the header, the card hides until the
// target is back). Nothing in it moves per frame. Its own
// chunk, with Floating UI, which InspectCard fetches.
import {
  autoUpdate,
  flip,
  hide,
  limitShift,
  offset,
  shift,
  useFloating,
  type VirtualElement,
} from '@floating-ui/react';
import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { TAO_SYMBOL } from '../../../config/product';
import { formatAmount } from '../../../lib/format';
import type { DemoEngine } from '../playback/engine';
import { emojiCellName } from '../render/atlas-grid';
import { EMOTION_EMOJI } from '../content/emotions';
import { DEMO_TWEETS } from '../content/demo-tweets';
import { atlasSprite } from '../render/atlas-sprite';
import { targetDetails } from './target-details';
import { secondsLabel } from '../playback/timeline-time';
import { stickyHeaderBottom } from '../../../ui/sticky-header';
import styles from './inspect-card.module.css';

// Space kept between the card and the window's edges (the header's, at the top).
const EDGE_PX = 8;
/** The window less the sticky header over its top: where the card may be. */
const clearOfHeader = () => ({ top: stickyHeaderBottom() + EDGE_PX, right: EDGE_PX, bottom: EDGE_PX, left: EDGE_PX });

interface OpenCardProps {
  id: string;
  target: string;
  pinned: boolean;
  engine: DemoEngine;
  anchor: VirtualElement | Element;
  atlasLoaded: boolean;
}

export function OpenCard({ id, target, pinned, engine, anchor, atlasLoaded }: OpenCardProps) {
  const bubbles = useStore(engine.store, (state) => state.bubbles);
  const details = targetDetails(engine.schedule, target, bubbles, DEMO_TWEETS);
  const {
    refs: { setFloating, setPositionReference },
    floatingStyles,
    middlewareData,
  } = useFloating({
    open: true,
    placement: 'right',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(12),
      flip(() => ({ fallbackPlacements: ['left', 'top', 'bottom'], padding: clearOfHeader() })),
      shift(() => ({ padding: clearOfHeader(), limiter: limitShift() })),
      hide(() => ({ padding: { top: stickyHeaderBottom(), right: 0, bottom: 0, left: 0 } })),
    ],
  });
  const targetHidden = middlewareData.hide?.referenceHidden === true;
  useLayoutEffect(() => setPositionReference(anchor), [setPositionReference, anchor]);
  return createPortal(
    <div
      ref={setFloating}
      id={id}
      role="tooltip"
      className={styles.card}
      style={{ ...floatingStyles, visibility: targetHidden ? 'hidden' : undefined }}
      data-testid="demo-card"
      data-pinned={pinned || undefined}
    >
      <p className={styles.head}>
        <strong>{details.layer === null ? details.name : details.handle}</strong>
        {details.layer === null && <span className={styles.muted}> {details.handle}</span>}
        {details.emotion && (
          <span
            className={styles.emoji}
            style={atlasSprite(emojiCellName(details.emotion), 18, atlasLoaded)}
            role="img"
            aria-label={`reacted with ${details.emotion.replace('-', ' ')}`}
          >
            {atlasLoaded ? '' : EMOTION_EMOJI[details.emotion]}
          </span>
        )}
      </p>
      <p className={styles.meta}>
        {details.layer === null ? (
          'The central post'
        ) : (
          <>
            {details.followers} followers · layer {details.layer}
            {details.celebrity && <span className={styles.celebrity}> · celebrity</span>}
          </>
        )}
      </p>
      <p className={styles.text}>{details.text}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{details.layer === null ? 'Posted at' : 'Reached at'}</dt>
          <dd>{secondsLabel(details.at)}</dd>
        </div>
        {details.via && (
          <div>
            <dt>Via</dt>
            <dd>{details.via}</dd>
          </div>
        )}
        {details.earned !== null && (
          <div>
            <dt>Adds to Earned</dt>
            <dd>{formatAmount(details.earned, 1, TAO_SYMBOL)}</dd>
          </div>
        )}
      </dl>
      {pinned && <p className={styles.hint}>Pinned: the demo is paused. Escape or a click elsewhere closes it.</p>}
    </div>,
    document.body,
  );
}
