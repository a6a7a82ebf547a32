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

/** The tweet bubbles that have room on this stage, each painted once with its text, anchored at its tip. */
export function SceneBubbles({ nodes, geometry, textures, register }: Props) {
  return (
    <pixiContainer>
      {nodes.map((node, i) => {
        const placed = geometry.nodes[i]!.bubble;
        if (!placed) return null;
        const image = textures.get(`bubble:${node.id}`);
        return (
          <pixiSprite
            key={node.id}
            ref={(sprite) => register('bubbles', i, sprite)}
            texture={image.texture}
            anchor={image.anchor}
            x={placed.tip.x}
            y={placed.tip.y}
            visible={false}
          />
        );
      })}
    </pixiContainer>
  );
}
