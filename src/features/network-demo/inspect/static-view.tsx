import { useRef, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { initialsOf } from '../../../lib/format';
import type { Inspector } from './inspector';
import { useInspection } from './use-inspection';
import { emojiCellName } from '../render/atlas-grid';
import { CENTRAL_POST_ID, type DemoNode } from '../content/demo-nodes';
import { EMOTION_EMOJI } from '../content/emotions';
import { CENTRAL_POST } from '../content/central-post';
import type { DemoStore } from '../playback/store';
import type { FallbackReason } from '../playback/demo-lifecycle';
import { atlasSprite as sprite } from '../render/atlas-sprite';
import styles from './static-view.module.css';

const NOTES: Record<Exclude<FallbackReason, null>, string> = {
  unsupported: 'WebGL is not available in this browser, so the network is shown as a simplified static view.',
  lost: 'The graphics context was lost; showing a simplified view until it is restored.',
};

/** The id of a target's button in the static view, for its card to point at. */
export const staticTargetId = (id: string) => `demo-target-${id}`;

/** The network as DOM and SVG, for browsers without WebGL or while the context is lost. */
export function StaticView({
  store,
  nodes,
  inspector,
  reason,
  atlasLoaded,
}: {
  store: DemoStore;
  nodes: readonly DemoNode[];
  inspector: Inspector;
  reason: Exclude<FallbackReason, null>;
  atlasLoaded: boolean;
}) {
  // Focus a press gives is not keyboard focus: the click pins instead.
  const pressed = useRef(false);
  const pin = useInspection(inspector, (open) => (open?.by === 'pin' ? open.id : null));
  // Hover, focus and a click open the same card as on the canvas.
  const targetProps = (id: string) => ({
    id: staticTargetId(id),
    onMouseEnter: () => inspector.hover(id),
    onMouseLeave: () => inspector.hover(null),
    onPointerDown: () => (pressed.current = true),
    onFocus: () => {
      if (!pressed.current) inspector.focus(id);
    },
    onBlur: () => inspector.focus(null),
    onClick: () => {
      // The press is over, whether or not it moved focus.
      pressed.current = false;
      if (pin === id) inspector.close();
      else inspector.pin(id);
    },
    'aria-pressed': pin === id,
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') inspector.close();
  };
  // One subscription per field: each re-renders only when its own list is replaced.
  const phase = useStore(store, (s) => s.phase);
  const revealed = useStore(store, (s) => s.revealed);
  const bubbles = useStore(store, (s) => s.bubbles);
  const highlighted = useStore(store, (s) => s.highlighted);
  const shown = new Set(revealed);
  const stars = new Set(highlighted);
  const position = (id: string) =>
    id === CENTRAL_POST_ID ? { x: 50, y: 50 } : nodes.find((n) => n.id === id)!.position;
  return (
    <div className={styles.fallback} data-testid="demo-fallback" onKeyDown={onKeyDown}>
      <p className={styles.note}>{NOTES[reason]}</p>
      <svg className={styles.lines} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        {nodes.map((node) => {
          const from = position(node.connectsTo[0]!);
          return (
            <line
              key={node.id}
              x1={from.x}
              y1={from.y}
              x2={node.position.x}
              y2={node.position.y}
              data-layer={node.layer}
              data-on={shown.has(node.id) || undefined}
            />
          );
        })}
      </svg>
      <button
        type="button"
        className={styles.post}
        data-on={phase > 0 || undefined}
        disabled={phase === 0}
        aria-label={`@${CENTRAL_POST.handle}, the central post`}
        {...targetProps(CENTRAL_POST_ID)}
      >
        <span className={styles.avatar} style={sprite(CENTRAL_POST.avatar, 28, atlasLoaded)}>
          {atlasLoaded ? '' : initialsOf(CENTRAL_POST.name)}
        </span>
        <span>
          <strong>{CENTRAL_POST.name}</strong> <span className={styles.verified}>✓</span>
          <span className={styles.postText}>{CENTRAL_POST.text}</span>
        </span>
      </button>
      <ul className={styles.nodes} aria-label={`${revealed.length} of ${nodes.length} influencers reached`}>
        {nodes.map((node) => (
          <li
            key={node.id}
            className={styles.node}
            style={{ left: `${node.position.x}%`, top: `${node.position.y}%` }}
            data-on={shown.has(node.id) || undefined}
            data-star={stars.has(node.id) || undefined}
            data-layer={node.layer}
          >
            <button
              type="button"
              className={styles.target}
              disabled={!shown.has(node.id)}
              aria-label={`@${node.name}`}
              {...targetProps(node.id)}
            >
              <span className={styles.avatar} style={sprite(node.avatar, 32, atlasLoaded)} aria-hidden="true">
                {atlasLoaded ? '' : initialsOf(node.name)}
              </span>
            </button>
            {bubbles[node.id] === 'emoji' && (
              <span
                className={styles.emoji}
                style={sprite(emojiCellName(node.emotion), 18, atlasLoaded)}
                role="img"
                aria-label={EMOTION_EMOJI[node.emotion]}
              >
                {atlasLoaded ? '' : EMOTION_EMOJI[node.emotion]}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
