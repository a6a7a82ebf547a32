import { CanvasTextMetrics, TextStyle, type Container, type Graphics } from 'pixi.js';
import { useCallback, useMemo, useRef } from 'react';
import { CENTRAL_POST } from '../model/demo-nodes';
import { postFrame } from '../model/frame';
import { NodeAvatar } from './node-avatar';
import { ACCENT, ACCENT_2, FONT, SURFACE, TEXT, TEXT_MUTED, VERIFIED } from './palette';
import { useFrameApplier, useScene } from './scene-context';
import { beginDraw } from './begin-draw';

/** The verified account's post at the centre: fades in, then rests at the spec's 0.6 scale. */
export function CentralPost() {
  const { layout, schedule } = useScene();
  const { width, padding, avatar, nameSize, textSize, lineHeight } = layout.card;
  const groupRef = useRef<Container>(null);

  const styles = useMemo(() => {
    const name = new TextStyle({ fontFamily: FONT, fontSize: nameSize, fontWeight: '700', fill: TEXT });
    const handle = new TextStyle({ fontFamily: FONT, fontSize: Math.round(nameSize * 0.78), fill: TEXT_MUTED });
    const body = new TextStyle({
      fontFamily: FONT,
      fontSize: textSize,
      fill: TEXT,
      wordWrap: true,
      wordWrapWidth: width - 2 * padding,
      lineHeight,
    });
    const nameWidth = CanvasTextMetrics.measureText(CENTRAL_POST.name, name).width;
    const bodyHeight = CanvasTextMetrics.measureText(CENTRAL_POST.text, body).height;
    return { name, handle, body, nameWidth, height: padding + avatar + padding * 0.7 + bodyHeight + padding };
  }, [nameSize, textSize, lineHeight, width, padding, avatar]);

  const height = styles.height;
  const drawCard = useCallback(
    (g: Graphics) => {
      beginDraw(g);
      for (const [spread, alpha] of [
        [22, 0.04],
        [14, 0.06],
        [7, 0.1],
      ] as const) {
        g.roundRect(-spread, -spread, width + spread * 2, height + spread * 2, 18 + spread).fill({
          color: ACCENT,
          alpha,
        });
      }
      g.roundRect(0, 0, width, height, 18).fill({ color: SURFACE }).stroke({ width: 1.5, color: ACCENT, alpha: 0.6 });
      g.roundRect(padding, height - 3, width - padding * 2, 2).fill({ color: ACCENT_2, alpha: 0.5 });
    },
    [width, height, padding],
  );
  const badgeSize = nameSize * 0.5;
  const drawBadge = useCallback(
    (g: Graphics) => {
      beginDraw(g);
      g.circle(0, 0, badgeSize).fill({ color: VERIFIED });
      g.moveTo(-badgeSize * 0.45, 0)
        .lineTo(-badgeSize * 0.1, badgeSize * 0.38)
        .lineTo(badgeSize * 0.5, -badgeSize * 0.35)
        .stroke({ width: badgeSize * 0.28, color: 0xffffff, cap: 'round', join: 'round' });
    },
    [badgeSize],
  );

  const apply = useCallback(
    (t: number) => {
      const group = groupRef.current;
      if (!group) return;
      const f = postFrame(schedule, t);
      group.visible = f.alpha > 0;
      group.alpha = f.alpha;
      group.scale.set(f.scale);
    },
    [schedule],
  );
  useFrameApplier(apply);

  const textX = padding + avatar + padding * 0.7;
  return (
    <pixiContainer
      ref={groupRef}
      x={layout.centre.x}
      y={layout.centre.y}
      pivot={{ x: width / 2, y: height / 2 }}
      visible={false}
    >
      <pixiGraphics draw={drawCard} />
      <pixiContainer x={padding + avatar / 2} y={padding + avatar / 2}>
        <NodeAvatar frame={CENTRAL_POST.avatar} name={CENTRAL_POST.name} radius={avatar / 2} />
      </pixiContainer>
      <pixiText text={CENTRAL_POST.name} x={textX} y={padding + avatar * 0.04} style={styles.name} />
      <pixiGraphics
        draw={drawBadge}
        x={textX + styles.nameWidth + badgeSize + 5}
        y={padding + avatar * 0.04 + nameSize * 0.62}
      />
      <pixiText text={`@${CENTRAL_POST.handle} · now`} x={textX} y={padding + avatar * 0.56} style={styles.handle} />
      <pixiText text={CENTRAL_POST.text} x={padding} y={padding + avatar + padding * 0.7} style={styles.body} />
    </pixiContainer>
  );
}
