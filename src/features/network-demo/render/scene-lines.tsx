import type { SceneGeometry } from '../layout/scene-geometry';
import type { DemoNode } from '../content/demo-nodes';
import { LAYER_COLOR } from './palette';
import type { SheetTextures } from './sheet-textures';
import type { RegisterRef } from './scene-refs';

interface Props {
  nodes: readonly DemoNode[];
  geometry: SceneGeometry;
  textures: SheetTextures;
  register: RegisterRef;
}

/** Each node's connection line from its parent, drawn progressively with a glowing head. */
export function SceneLines({ nodes, geometry, textures, register }: Props) {
  const stroke = textures.get('line');
  return (
    <pixiContainer>
      {nodes.map((node, i) => {
        const from = geometry.lineStarts[i]!;
        const to = geometry.nodes[i]!.avatar;
        const head = textures.get(`head:${node.layer}`);
        return (
          <pixiContainer
            key={node.id}
            ref={(group) => register('lines', i, group)}
            x={from.x}
            y={from.y}
            rotation={Math.atan2(to.y - from.y, to.x - from.x)}
            visible={false}
          >
            <pixiSprite
              ref={(sprite) => register('strokes', i, sprite)}
              texture={stroke.texture}
              anchor={stroke.anchor}
              tint={LAYER_COLOR[node.layer]}
            />
            <pixiSprite ref={(sprite) => register('heads', i, sprite)} texture={head.texture} anchor={head.anchor} />
          </pixiContainer>
        );
      })}
    </pixiContainer>
  );
}
