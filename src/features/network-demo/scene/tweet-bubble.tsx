import { CanvasTextMetrics, TextStyle, type Container, type Graphics } from 'pixi.js';
import { useCallback, useMemo, useRef } from 'react';
import type { DemoNode } from '../model/demo-nodes';
import { nodeFrame } from '../model/frame';
import { truncateText } from '../model/layout';
import { ACCENT_2, FONT, LAYER_COLOR, SURFACE_RAISED, TEXT } from './palette';
import { useFrameApplier, useScene } from './scene-context';
import { beginDraw } from './begin-draw';
import { DEMO_TWEETS } from '../model/demo-tweets';

const PAD = 8;
const TAIL = 7;
const EDGE = 6;

/** The node's tweet in a bubble that pops in, then shrinks into the node's emoji badge. */
export function TweetBubble({ node }: { node: DemoNode }) {
  const { layout, schedule } = useScene();
  const { x, y } = layout.positions[node.id]!;
  const r = layout.nodeRadius;
  const { width, fontSize, maxChars } = layout.bubble;
  const groupRef = useRef<Container>(null);

  const box = useMemo(() => {
    const handleStyle = new TextStyle({ fontFamily: FONT, fontSize, fontWeight: '700', fill: ACCENT_2 });
    const bodyStyle = new TextStyle({
      fontFamily: FONT,
      fontSize,
      fill: TEXT,
      wordWrap: true,
      wordWrapWidth: width - 2 * PAD,
      lineHeight: Math.round(fontSize * 1.35),
    });
    const text = truncateText(DEMO_TWEETS[node.id] ?? '', maxChars);
    const handleHeight = CanvasTextMetrics.measureText(`@${node.name}`, handleStyle).height;
    const bodyHeight = CanvasTextMetrics.measureText(text, bodyStyle).height;
    const height = PAD + handleHeight + 3 + bodyHeight + PAD;
    // On phones bubbles open away from the centre so they do not cover the central post.
    const fitsAbove = y - r - TAIL - height - EDGE >= 0;
    const fitsBelow = y + r + TAIL + height + EDGE <= layout.height;
    const above = !layout.compact || y <= layout.centre.y ? fitsAbove || !fitsBelow : !fitsBelow && fitsAbove;
    const tip = { x, y: above ? y - r - 4 : y + r + 4 };
    const left = Math.min(Math.max(x - width / 2, EDGE), layout.width - EDGE - width) - tip.x;
    const top = above ? -TAIL - height : TAIL;
    return { handleStyle, bodyStyle, text, handleHeight, height, above, tip, left, top };
  }, [
    node.id,
    node.name,
    x,
    y,
    r,
    width,
    fontSize,
    maxChars,
    layout.width,
    layout.height,
    layout.centre.y,
    layout.compact,
  ]);

  const color = LAYER_COLOR[node.layer];
  const drawBox = useCallback(
    (g: Graphics) => {
      const { left, top, height, above } = box;
      const tailX = Math.min(Math.max(0, left + 12), left + width - 12);
      beginDraw(g);
      g.roundRect(left - 3, top - 3, width + 6, height + 6, 13).fill({ color, alpha: 0.1 });
      g.roundRect(left, top, width, height, 10)
        .fill({ color: SURFACE_RAISED, alpha: 0.97 })
        .stroke({ width: 1, color, alpha: 0.55 });
      const base = above ? -TAIL - 0.5 : TAIL + 0.5;
      g.poly([tailX - 6, base, tailX + 6, base, 0, 0]).fill({ color: SURFACE_RAISED, alpha: 0.97 });
    },
    [box, width, color],
  );

  const apply = useCallback(
    (t: number) => {
      const group = groupRef.current;
      if (!group) return;
      const f = nodeFrame(schedule, node.id, t);
      group.visible = f.bubbleScale > 0 && f.bubbleAlpha > 0;
      if (!group.visible) return;
      group.scale.set(f.bubbleScale);
      group.alpha = f.bubbleAlpha;
      // Collapse towards the emoji badge at the avatar's top right.
      const target = { x: x + r * 0.78, y: y - r * 0.78 };
      group.x = box.tip.x + (target.x - box.tip.x) * f.bubbleCollapse;
      group.y = box.tip.y + (target.y - box.tip.y) * f.bubbleCollapse;
    },
    [schedule, node.id, x, y, r, box],
  );
  useFrameApplier(apply);

  return (
    <pixiContainer ref={groupRef} x={box.tip.x} y={box.tip.y} visible={false}>
      <pixiGraphics draw={drawBox} />
      <pixiText text={`@${node.name}`} x={box.left + PAD} y={box.top + PAD} style={box.handleStyle} />
      <pixiText text={box.text} x={box.left + PAD} y={box.top + PAD + box.handleHeight + 3} style={box.bodyStyle} />
    </pixiContainer>
  );
}
