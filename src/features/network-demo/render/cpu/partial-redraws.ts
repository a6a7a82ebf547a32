// The scene's one economy for WebGL drawn by the CPU: each frame redraws only the regions whose
// elements changed (frame-damage.ts) into a drawing buffer kept between frames (render-regions.ts).
// There the CPU shades every pixel drawn, and a frame in which one line grows costs that line, not
// the stage: measured on ANGLE over SwiftShader it draws 1.75× the frames of whole redraws. On a
// GPU keeping the buffer costs a copy of the canvas every frame, so there the scene draws whole.
import type { Container, WebGLRenderer } from 'pixi.js';
import type { SceneFrame } from '../../playback/scene-frame';
import type { SceneGeometry } from '../../layout/scene-geometry';
import { frameDamage, snapshotFrame, type DrawnFrame } from './frame-damage';
import { renderRegions } from './render-regions';

/** Draws each frame as the difference from the one before. */
export interface PartialRedraws {
  draw(frame: SceneFrame): void;
  /** The next frame is drawn whole (the buffer was cleared, or something outside the frame changed). */
  redrawAll(): void;
}

/** The renderer's options this needs: no multisampling (which blocked each redraw for 50–250 ms), and the buffer kept. */
export const PARTIAL_REDRAW_OPTIONS = { antialias: false, preserveDrawingBuffer: true } as const;

export function createPartialRedraws(
  renderer: WebGLRenderer,
  stage: Container,
  geometry: SceneGeometry,
): PartialRedraws {
  // The frame last drawn; null: redraw everything.
  let drawn: DrawnFrame | null = null;
  return {
    draw(frame) {
      renderRegions(renderer, stage, frameDamage(geometry, drawn, frame), geometry.layout);
      drawn = snapshotFrame(frame);
    },
    redrawAll: () => void (drawn = null),
  };
}
