// The canvas's interaction surface: the pointer hovers and clicks targets, a finger taps them, and
// the keyboard walks them (arrows, Home, End, Enter or Space to pin, Escape to close). Hit tests run
// on events against the scene's geometry, never per frame; React renders only what is announced.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type TouchEvent,
} from 'react';
import type { DemoEngine } from '../playback/engine';
import type { SceneHandle } from '../render/scene-handle';
import type { Inspector } from './inspector';
import { useInspection } from './use-inspection';
import { afterNextFrame } from '../../../lib/after-next-frame';
import { CENTRAL_POST_ID } from '../content/demo-nodes';
import { DEMO_TWEETS } from '../content/demo-tweets';
import { announcement, targetDetails } from './target-details';
import { currentTargets, nextInDirection, targetAt, TOUCH_HIT_RADIUS, type Direction, type Target } from './targets';
import styles from './inspection-layer.module.css';

const ARROWS: Record<string, Direction> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };
// A press that moves further than this is a drag or a scroll, not a tap.
const TAP_SLOP_PX = 10;

interface Props {
  engine: DemoEngine;
  inspector: Inspector;
  /** Where the targets are on the canvas. */
  scene: SceneHandle;
  /** The inspected target's card, for aria-describedby while one is open. */
  cardId: string;
}

/** The target keyboard focus starts on: the central post once shown, else the latest revealed. */
const startTarget = (targets: Target[]) =>
  targets.find((target) => target.id === CENTRAL_POST_ID) ?? targets.at(-1) ?? null;

function targetsNow(engine: DemoEngine, scene: SceneHandle): Target[] {
  const { geometry } = scene.getState();
  const { phase, revealed } = engine.store.getState();
  if (!geometry) return [];
  return currentTargets(geometry, phase, revealed);
}

export function InspectionLayer({ engine, inspector, scene, cardId }: Props) {
  const surface = useRef<HTMLDivElement>(null);
  const focused = useRef<string | null>(null);
  const press = useRef<{ x: number; y: number; id: number } | null>(null);
  const tapped = useRef(false);
  const tapFocusing = useRef(false);
  const hintId = useId();
  const [announced, setAnnounced] = useState('');
  const cardOpen = useInspection(inspector, (open) => open !== null);
  const cardPinned = useInspection(inspector, (open) => open?.by === 'pin');

  // A click or tap elsewhere on the page closes a pinned card at once; the canvas's own (pointerup
  // below) and the debug panel's controls, which work on the pinned moment ([data-keeps-card]), excepted.
  useEffect(() => {
    if (!cardPinned) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (surface.current?.contains(target) || document.getElementById(cardId)?.contains(target)) return;
      if (target instanceof Element && target.closest('[data-keeps-card]')) return;
      inspector.pin(null);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [cardPinned, cardId, inspector]);

  const pointAt = (event: { clientX: number; clientY: number }) => {
    const rect = surface.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const announce = (id: string | null) => {
    if (!id) {
      setAnnounced('No influencer reached yet.');
      return;
    }
    setAnnounced(announcement(targetDetails(engine.schedule, id, engine.store.getState().bubbles, DEMO_TWEETS)));
  };

  const focusTarget = (id: string | null) => {
    focused.current = id;
    inspector.focus(id);
    announce(id);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch') return;
    const target = targetAt(targetsNow(engine, scene), pointAt(event));
    // The cursor says what is clickable, written straight to the element: no render per move.
    surface.current!.style.cursor = target ? 'pointer' : '';
    inspector.hover(target?.id ?? null);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    press.current = { ...pointAt(event), id: event.pointerId };
    // The release then comes here even if it happens outside the canvas.
    if (event.pointerType === 'mouse') event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = press.current;
    press.current = null;
    tapped.current = false;
    if (!start || start.id !== event.pointerId || event.button > 0) return;
    const point = pointAt(event);
    if (Math.hypot(point.x - start.x, point.y - start.y) > TAP_SLOP_PX) return;
    const minRadius = event.pointerType === 'touch' ? TOUCH_HIT_RADIUS : 0;
    const target = targetAt(targetsNow(engine, scene), point, minRadius);
    // A click on empty canvas closes a pinned card.
    inspector.pin(target?.id ?? null);
    if (target) focused.current = target.id;
    tapped.current = event.pointerType === 'touch';
  };

  // A finger's tap was answered on its pointerup: its compatibility mousedown, mouseup and click
  // would come only after the frame that shows the card, there only to move focus here (so that a
  // keyboard beside the screen walks the targets on from the tapped one). Focus moves there still,
  // after that frame as before: in the tap's event, focus() would first work out the new card's style.
  // Given by script, it would show the keyboard's ring, which a tap never asked for: that waits for a key.
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    if (tapped.current && event.cancelable) {
      event.preventDefault();
      const element = event.currentTarget;
      afterNextFrame(() => {
        element.dataset.tapFocus = '';
        tapFocusing.current = true;
        element.focus({ preventScroll: true });
        tapFocusing.current = false;
      });
    }
    tapped.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    delete event.currentTarget.dataset.tapFocus;
    const targets = targetsNow(engine, scene);
    const from = targets.find((target) => target.id === focused.current) ?? null;
    const direction = ARROWS[event.key];
    if (direction) {
      event.preventDefault();
      const next = from ? nextInDirection(targets, from, direction) : (targets[0] ?? null);
      if (next) focusTarget(next.id);
      else announce(from?.id ?? null);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusTarget(targets[0]?.id ?? null);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusTarget(targets.at(-1)?.id ?? null);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      // Focus came before the post was shown (or the focused node was hidden since): the post,
      // now there, is the focused target, as it would have been on focus.
      const chosen = from ?? startTarget(targets);
      if (!chosen) return announce(null);
      if (!from) focusTarget(chosen.id);
      const pinned = inspector.inspection();
      if (pinned?.by === 'pin' && pinned.id === chosen.id) inspector.close();
      else inspector.pin(chosen.id);
    } else if (event.key === 'Escape') {
      inspector.close();
    }
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    // Focus a press gives is not keyboard focus: the click pins what it hit. (A finger's tap gives
    // focus after onTouchEnd, once its press is over.)
    if (press.current || tapFocusing.current || !event.currentTarget.matches(':focus-visible')) return;
    const targets = targetsNow(engine, scene);
    const keep = targets.find((target) => target.id === focused.current);
    focusTarget((keep ?? startTarget(targets))?.id ?? null);
  };

  return (
    <div
      ref={surface}
      className={styles.surface}
      role="application"
      aria-roledescription="interactive network"
      aria-label="Influence network: arrow keys move between the post and the influencers, Enter or Space pins a card"
      aria-describedby={cardOpen ? `${hintId} ${cardId}` : hintId}
      tabIndex={0}
      data-testid="demo-inspection"
      onPointerMove={onPointerMove}
      onPointerLeave={() => inspector.hover(null)}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (press.current = null)}
      onTouchEnd={onTouchEnd}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={(event) => {
        delete event.currentTarget.dataset.tapFocus;
        focused.current = null;
        inspector.focus(null);
      }}
    >
      <p id={hintId} className="visually-hidden">
        Arrow keys move between the post and the influencers reached so far; Home and End go to the post and the latest;
        Enter pins a card and pauses the demo; Escape closes it.
      </p>
      <p className="visually-hidden" aria-live="polite" data-testid="demo-inspection-live">
        {announced}
      </p>
    </div>
  );
}
