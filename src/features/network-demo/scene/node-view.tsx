import type { Container, Graphics } from 'pixi.js';
import { useCallback, useRef } from 'react';
import { EMOTION_EMOJI, type DemoNode } from '../model/demo-nodes';
import { emojiFrameName } from '../model/atlas-grid';
import { nodeFrame } from '../model/frame';
import { NodeAvatar } from './node-avatar';
import { FONT, GOLD, LAYER_COLOR, SURFACE, TEXT_MUTED } from './palette';
import { useFrameApplier, useScene } from './scene-context';
import { beginDraw } from './begin-draw';

/** One influencer: glow, avatar, ring, emotion emoji badge and the celebrity highlight. */
export function NodeView({ node }: { node: DemoNode }) {
  const { layout, schedule, textures } = useScene();
  const { x, y } = layout.positions[node.id]!;
  const r = layout.nodeRadius;
  const color = LAYER_COLOR[node.layer];
  const emojiTexture = textures?.[emojiFrameName(node.emotion)];
  const badge = { x: r * 0.78, y: -r * 0.78 };
  const nodeRef = useRef<Container>(null);
  const emojiRef = useRef<Container>(null);
  const highlightRef = useRef<Graphics>(null);
  const pulseRef = useRef<Graphics>(null);

  const drawGlow = useCallback(
    (g: Graphics) => {
      beginDraw(g);
      for (const [extra, alpha] of [
        [14, 0.05],
        [9, 0.08],
        [5, 0.14],
      ] as const)
        g.circle(0, 0, r + extra).fill({ color, alpha });
    },
    [r, color],
  );
  const drawRing = useCallback(
    (g: Graphics) => {
      beginDraw(g);
      g.circle(0, 0, r + 1).stroke({ width: 2, color, alpha: 0.95 });
    },
    [r, color],
  );
  const drawHighlight = useCallback(
    (g: Graphics) => {
      beginDraw(g);
      g.circle(0, 0, r + 12).fill({ color: GOLD, alpha: 0.1 });
      g.circle(0, 0, r + 7).fill({ color: GOLD, alpha: 0.16 });
      g.circle(0, 0, r + 3).stroke({ width: 3, color: GOLD, alpha: 1 });
    },
    [r],
  );
  const drawPulse = useCallback(
    (g: Graphics) => {
      beginDraw(g);
      g.circle(0, 0, r + 4).stroke({ width: 2, color: GOLD, alpha: 1 });
    },
    [r],
  );
  const drawBadge = useCallback(
    (g: Graphics) => {
      beginDraw(g);
      g.circle(0, 0, layout.emojiSize / 2 + 2).fill({ color: SURFACE, alpha: 0.92 });
    },
    [layout.emojiSize],
  );

  const apply = useCallback(
    (t: number) => {
      const group = nodeRef.current;
      const emoji = emojiRef.current;
      const highlight = highlightRef.current;
      const pulse = pulseRef.current;
      if (!group || !emoji || !highlight || !pulse) return;
      const f = nodeFrame(schedule, node.id, t);
      group.visible = f.nodeScale > 0;
      group.scale.set(Math.max(f.nodeScale, 0.0001));
      group.alpha = f.nodeAlpha;
      emoji.visible = f.emojiScale > 0;
      emoji.scale.set(Math.max(f.emojiScale, 0.0001));
      highlight.visible = f.highlight > 0;
      highlight.alpha = f.highlight;
      pulse.visible = f.pulse > 0;
      pulse.scale.set(1 + f.pulse * 0.9);
      pulse.alpha = (1 - f.pulse) * 0.9;
    },
    [schedule, node.id],
  );
  useFrameApplier(apply);

  return (
    <pixiContainer ref={nodeRef} x={x} y={y} visible={false}>
      <pixiGraphics draw={drawGlow} />
      <pixiGraphics ref={highlightRef} draw={drawHighlight} visible={false} />
      <pixiGraphics ref={pulseRef} draw={drawPulse} visible={false} />
      <NodeAvatar frame={node.avatar} name={node.name} radius={r} />
      <pixiGraphics draw={drawRing} />
      {layout.showFollowers && (
        <pixiText
          text={node.followers}
          anchor={{ x: 0.5, y: 0 }}
          y={r + 6}
          style={{ fontFamily: FONT, fontSize: 11, fontWeight: '600', fill: TEXT_MUTED }}
        />
      )}
      <pixiContainer ref={emojiRef} x={badge.x} y={badge.y} visible={false}>
        <pixiGraphics draw={drawBadge} />
        {emojiTexture ? (
          <pixiSprite texture={emojiTexture} anchor={0.5} width={layout.emojiSize} height={layout.emojiSize} />
        ) : (
          <pixiText text={EMOTION_EMOJI[node.emotion]} anchor={0.5} style={{ fontSize: layout.emojiSize * 0.8 }} />
        )}
      </pixiContainer>
    </pixiContainer>
  );
}
