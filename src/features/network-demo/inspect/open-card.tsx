// The open card: DOM beside the target, in the shared tooltip look, placed by Floating UI against the
// target's point (flipping and shifting to stay on screen and below the sticky header, but never
// leaving its target: scrolled out of view with it, or under the header, the card hides until the
// target is back). Nothing in it moves per frame. Its own chunk, with Floating UI, which InspectCard
// fetches.
//
// A card opens in the tap's own event (a pin), so what opening costs is what the tap waits for. The
// card renders once: its place is written to its style as Floating UI computes it, as useFloating
// would but without rendering the card again, once the browser has laid it out (followPoint).
import {
  autoUpdate,
  computePosition,
  flip,
  hide,
  limitShift,
  offset,
  shift,
  type VirtualElement,
} from '@floating-ui/react';
import { useLayoutEffect, useRef } from 'react';
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
  /** Its id, for aria-describedby; none for a rehearsal. */
  id?: string;
  target: string;
  pinned: boolean;
  engine: DemoEngine;
  anchor: VirtualElement | Element;
  atlasLoaded: boolean;
  /** A card rendered unseen, for no one, once (InspectCard): called when it has been placed. */
  rehearsed?: () => void;
}

/**
 * Keeps a card placed against a point on the canvas. The card is placed when the browser has laid it
 * out, before that frame is painted (its resize observer's first report), and again whenever its size
 * changes, the page scrolls or the window resizes: the point moves only then. Placed in the event that
 * opened it (a tap), measuring it would make the browser lay the page out there, early and once more
 * than it must, while the tap waits. Floating UI's autoUpdate places at once, and also walks the
 * canvas's ancestors for scroll containers and watches it for layout shifts: this canvas has no
 * scroll container but the window.
 */
function followPoint(_reference: unknown, card: HTMLElement, update: () => void) {
  const options = { passive: true } as const;
  addEventListener('scroll', update, options);
  addEventListener('resize', update, options);
  const resized = new ResizeObserver(update);
  resized.observe(card);
  return () => {
    removeEventListener('scroll', update);
    removeEventListener('resize', update);
    resized.disconnect();
  };
}

const MIDDLEWARE = [
  offset(12),
  flip(() => ({ fallbackPlacements: ['left', 'top', 'bottom'], padding: clearOfHeader() })),
  shift(() => ({ padding: clearOfHeader(), limiter: limitShift() })),
  hide(() => ({ padding: { top: stickyHeaderBottom(), right: 0, bottom: 0, left: 0 } })),
];

/** A CSS length on the device's pixel grid, as useFloating rounds it: the text stays crisp. */
const onPixelGrid = (px: number) => Math.round(px * devicePixelRatio) / devicePixelRatio;

/** Places `card` beside `anchor`, now and whenever followPoint (or autoUpdate) says it may have moved. */
function placeCard(anchor: VirtualElement | Element, card: HTMLElement, placed?: () => void): () => void {
  let placing = true;
  const place = () =>
    void computePosition(anchor, card, { placement: 'right', middleware: MIDDLEWARE }).then(
      ({ x, y, middlewareData }) => {
        if (!placing) return;
        card.style.transform = `translate(${onPixelGrid(x)}px, ${onPixelGrid(y)}px)`;
        card.style.visibility = middlewareData.hide?.referenceHidden ? 'hidden' : '';
        placed?.();
      },
    );
  // Unseen until placed: never a frame at the page's top-left corner.
  card.style.visibility = 'hidden';
  // A static view's button is an element, in whatever scrolls it: autoUpdate finds that out.
  const stop = (anchor instanceof Element ? autoUpdate : followPoint)(anchor, card, place);
  return () => {
    placing = false;
    stop();
  };
}

export function OpenCard({ id, target, pinned, engine, anchor, atlasLoaded, rehearsed }: OpenCardProps) {
  const card = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => placeCard(anchor, card.current!, rehearsed), [anchor, rehearsed]);
  const bubbles = useStore(engine.store, (state) => state.bubbles);
  const details = targetDetails(engine.schedule, target, bubbles, DEMO_TWEETS);
  return createPortal(
    <div
      ref={card}
      id={id}
      role={rehearsed ? undefined : 'tooltip'}
      aria-hidden={rehearsed ? true : undefined}
      className={rehearsed ? `${styles.card} ${styles.rehearsal}` : styles.card}
      data-testid={rehearsed ? undefined : 'demo-card'}
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
