import { badgeCentre } from '../layout/element-offsets';
import type { SceneGeometry } from '../layout/scene-geometry';
import type { DemoNode } from '../content/demo-nodes';
import type { SheetTextures } from './sheet-textures';
import type { RegisterRef } from './scene-refs';

interface Props {
  nodes: readonly DemoNode[];
  geometry: SceneGeometry;
  textures: SheetTextures;
  register: RegisterRef;
}

/** Every influencer: glow, celebrity highlight and pulse, avatar with ring and followers, emoji badge. */
export function SceneNodes({ nodes, geometry, textures, register }: Props) {
  const highlight = textures.get('highlight');
  const pulse = textures.get('pulse');
  // Inside each node's group, which sits at the avatar's centre and scales with its pop.
  const badgeAt = badgeCentre({ x: 0, y: 0 }, geometry.layout.nodeRadius);
  return (
    <pixiContainer>
      {nodes.map((node, i) => {
        const { x, y } = geometry.nodes[i]!.avatar;
        const glow = textures.get(`glow:${node.layer}`);
        const avatar = textures.get(`node:${node.id}`);
        const badge = textures.get(`badge:${node.emotion}`);
        return (
          <pixiContainer key={node.id} ref={(group) => register('nodes', i, group)} x={x} y={y} visible={false}>
            <pixiSprite texture={glow.texture} anchor={glow.anchor} />
            <pixiSprite
              ref={(sprite) => register('highlights', i, sprite)}
              texture={highlight.texture}
              anchor={highlight.anchor}
              visible={false}
            />
            <pixiSprite
              ref={(sprite) => register('pulses', i, sprite)}
              texture={pulse.texture}
              anchor={pulse.anchor}
              visible={false}
            />
            <pixiSprite texture={avatar.texture} anchor={avatar.anchor} />
            <pixiSprite
              ref={(sprite) => register('badges', i, sprite)}
              texture={badge.texture}
              anchor={badge.anchor}
              x={badgeAt.x}
              y={badgeAt.y}
              visible={false}
            />
          </pixiContainer>
        );
      })}
    </pixiContainer>
  );
}
