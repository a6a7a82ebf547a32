import type { Graphics } from 'pixi.js';
import { useCallback } from 'react';
import { RING, type Layer } from '../model/demo-nodes';
import { LAYER_COLOR } from './palette';
import { useScene } from './scene-context';
import { beginDraw } from './begin-draw';

/** Faint guide ellipses through each layer's nodes, so the three rings read at a glance. */
export function OrbitRings() {
  const { layout } = useScene();
  const draw = useCallback(
    (g: Graphics) => {
      beginDraw(g);
      for (const layer of [1, 2, 3] as Layer[]) {
        const { rx, ry } = RING[layer];
        g.ellipse(layout.centre.x, layout.centre.y, (rx / 100) * layout.width, (ry / 100) * layout.height).stroke({
          width: 1,
          color: LAYER_COLOR[layer],
          alpha: 0.1,
        });
      }
    },
    [layout],
  );
  return <pixiGraphics draw={draw} />;
}
