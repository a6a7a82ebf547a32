import type { CSSProperties } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { initialsOf } from '../../../lib/format';
import { ATLAS_SIZE, ATLAS_URL, atlasFrames, emojiFrameName } from '../model/atlas-grid';
import { CENTRAL_POST, DEMO_NODES, EMOTION_EMOJI } from '../model/demo-nodes';
import { demoStore, type FallbackReason } from '../store/demo-store';
import styles from './static-network.module.css';

const FRAMES = atlasFrames();
const NOTES: Record<Exclude<FallbackReason, null>, string> = {
  unsupported: 'WebGL is not available in this browser, so the network is shown as a simplified static view.',
  lost: 'The graphics context was lost; showing a simplified view until it is restored.',
};

/** A CSS sprite of one atlas frame drawn at `size` px, or nothing when the atlas failed. */
function sprite(frame: string, size: number, atlasLoaded: boolean): CSSProperties | undefined {
  const f = FRAMES[frame];
  if (!f || !atlasLoaded) return undefined;
  const k = size / f.w;
  return {
    backgroundImage: `url(${ATLAS_URL})`,
    backgroundSize: `${ATLAS_SIZE.width * k}px ${ATLAS_SIZE.height * k}px`,
    backgroundPosition: `${-f.x * k}px ${-f.y * k}px`,
  };
}

/** The network as DOM and SVG, for browsers without WebGL or while the context is lost. */
export function StaticNetwork({
  reason,
  atlasLoaded,
}: {
  reason: Exclude<FallbackReason, null>;
  atlasLoaded: boolean;
}) {
  const { phase, revealed, bubbles, highlighted } = useStore(
    demoStore,
    useShallow((s) => ({ phase: s.phase, revealed: s.revealed, bubbles: s.bubbles, highlighted: s.highlighted })),
  );
  const shown = new Set(revealed);
  const stars = new Set(highlighted);
  const position = (id: string) => (id === 'post' ? { x: 50, y: 50 } : DEMO_NODES.find((n) => n.id === id)!.position);
  return (
    <div className={styles.fallback} data-testid="demo-fallback">
      <p className={styles.note}>{NOTES[reason]}</p>
      <svg className={styles.lines} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        {DEMO_NODES.map((node) => {
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
      <div className={styles.post} data-on={phase > 0 || undefined}>
        <span className={styles.avatar} style={sprite(CENTRAL_POST.avatar, 28, atlasLoaded)}>
          {atlasLoaded ? '' : initialsOf(CENTRAL_POST.name)}
        </span>
        <span>
          <strong>{CENTRAL_POST.name}</strong> <span className={styles.verified}>✓</span>
          <span className={styles.postText}>{CENTRAL_POST.text}</span>
        </span>
      </div>
      <ul className={styles.nodes} aria-label={`${revealed.length} of ${DEMO_NODES.length} influencers reached`}>
        {DEMO_NODES.map((node) => (
          <li
            key={node.id}
            className={styles.node}
            style={{ left: `${node.position.x}%`, top: `${node.position.y}%` }}
            data-on={shown.has(node.id) || undefined}
            data-star={stars.has(node.id) || undefined}
            data-layer={node.layer}
          >
            <span className={styles.avatar} style={sprite(node.avatar, 32, atlasLoaded)} aria-hidden="true">
              {atlasLoaded ? '' : initialsOf(node.name)}
            </span>
            <span className="visually-hidden">@{node.name}</span>
            {bubbles[node.id] === 'emoji' && (
              <span
                className={styles.emoji}
                style={sprite(emojiFrameName(node.emotion), 18, atlasLoaded)}
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
