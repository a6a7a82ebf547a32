import type { Container, Graphics } from 'pixi.js';
import { useCallback, useRef } from 'react';
import { nodeFrame } from '../model/frame';
import type { DemoNode } from '../model/demo-nodes';
import { LAYER_COLOR } from './palette';
import { useFrameApplier, useScene } from './scene-context';
import { beginDraw } from './begin-draw';

/** The line from a node's parent to the node, drawn progressively with a glowing head. */
export function ConnectionLine({ node }: { node: DemoNode }) {
  const { layout, schedule } = useScene();
  const from = node.layer === 1 ? layout.centre : layout.positions[node.connectsTo[0]!]!;
  const to = layout.positions[node.id]!;
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const color = LAYER_COLOR[node.layer];
  const groupRef = useRef<Container>(null);
  const lineRef = useRef<Graphics>(null);
  const headRef = useRef<Graphics>(null);

  const drawLine = useCallback(
    (g: Graphics) => {
      beginDraw(g);
      g.moveTo(0, 0).lineTo(length, 0).stroke({ width: 7, color, alpha: 0.1, cap: 'round' });
      g.moveTo(0, 0).lineTo(length, 0).stroke({ width: 1.75, color, alpha: 0.9, cap: 'round' });
    },
    [length, color],
  );
  const drawHead = useCallback(
    (g: Graphics) => {
      beginDraw(g);
      g.circle(0, 0, 7).fill({ color, alpha: 0.18 });
      g.circle(0, 0, 3).fill({ color: 0xffffff, alpha: 0.95 });
    },
    [color],
  );

  const apply = useCallback(
    (t: number) => {
      const group = groupRef.current;
      const line = lineRef.current;
      const head = headRef.current;
      if (!group || !line || !head) return;
      const progress = nodeFrame(schedule, node.id, t).line;
      group.visible = progress > 0;
      line.scale.x = Math.max(progress, 0.0001);
      head.x = length * progress;
      head.visible = progress < 1;
    },
    [schedule, node.id, length],
  );
  useFrameApplier(apply);

  return (
    <pixiContainer
      ref={groupRef}
      x={from.x}
      y={from.y}
      rotation={Math.atan2(to.y - from.y, to.x - from.x)}
      visible={false}
    >
      <pixiGraphics ref={lineRef} draw={drawLine} />
      <pixiGraphics ref={headRef} draw={drawHead} />
    </pixiContainer>
  );
}
