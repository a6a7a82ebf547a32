import type { Graphics } from 'pixi.js';
import { useCallback } from 'react';
import { initialsOf } from '../../../lib/format';
import { discColor, FONT, TEXT } from './palette';
import { useScene } from './scene-context';
import { beginDraw } from './begin-draw';

/** A round avatar from the atlas, or initials on a coloured disc when the atlas failed. */
export function NodeAvatar({ frame, name, radius }: { frame: string; name: string; radius: number }) {
  const { textures } = useScene();
  const texture = textures?.[frame];
  const drawDisc = useCallback(
    (g: Graphics) => {
      beginDraw(g);
      g.circle(0, 0, radius).fill({ color: discColor(name) });
    },
    [radius, name],
  );
  if (texture) return <pixiSprite texture={texture} anchor={0.5} width={radius * 2} height={radius * 2} />;
  return (
    <pixiContainer>
      <pixiGraphics draw={drawDisc} />
      <pixiText
        text={initialsOf(name)}
        anchor={0.5}
        style={{ fontFamily: FONT, fontSize: Math.round(radius * 0.78), fontWeight: '700', fill: TEXT }}
      />
    </pixiContainer>
  );
}
