import type { Layer } from '../model/demo-nodes';
import type { SceneGeometry } from '../model/scene-geometry';
import { LAYER_COLOR } from './palette';
import type { SceneAtlas } from './scene-atlas';
import { LINE_STRIP, orbitRadii } from './scene-images';

// Straight segments per ellipse: smooth at this size, and thin quads cost the rasteriser almost
// nothing, where one image of the whole ellipse would blend a stage's worth of empty pixels.
const SEGMENTS = 96;

/** Faint guide ellipses through each layer's nodes, so the three rings read at a glance. */
export function OrbitRings({ geometry, atlas }: { geometry: SceneGeometry; atlas: SceneAtlas }) {
  const { centre } = geometry.layout;
  const hairline = atlas.get('hairline');
  return (
    <pixiContainer x={centre.x} y={centre.y}>
      {([1, 2, 3] as Layer[]).flatMap((layer) => {
        const { rx, ry } = orbitRadii(geometry, layer);
        const point = (i: number) => {
          const angle = (i / SEGMENTS) * Math.PI * 2;
          return { x: rx * Math.cos(angle), y: ry * Math.sin(angle) };
        };
        return Array.from({ length: SEGMENTS }, (_, i) => {
          const from = point(i);
          const to = point(i + 1);
          return (
            <pixiSprite
              key={`${layer}:${i}`}
              texture={hairline.texture}
              anchor={hairline.anchor}
              x={from.x}
              y={from.y}
              rotation={Math.atan2(to.y - from.y, to.x - from.x)}
              scale={{ x: Math.hypot(to.x - from.x, to.y - from.y) / LINE_STRIP.length, y: 1 }}
              tint={LAYER_COLOR[layer]}
              alpha={0.1}
            />
          );
        });
      })}
    </pixiContainer>
  );
}
