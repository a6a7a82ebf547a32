// Applies one moment's values (a SceneFrame: the scene's service writes the clock's, scene-pictures.ts
// a picture's) to the scene's display objects: positions, scales, alphas, and the dimming of what is
// off an open card's path, and draws the live moments on the canvas (createFrameDrawer). It decides nothing.
import { collapsingTip } from '../layout/element-offsets';
import { LINE_STRIP, pulseScale } from '../layout/image-reach';
import type { SceneFrame } from '../playback/scene-frame';
import type { SceneGeometry } from '../layout/scene-geometry';
import type { SceneRefs } from './scene-refs';
import { SCENE_SETTINGS } from './scene-settings';
import type { ResolutionGovernor } from './resolution-governor';
import type { PartialRedraws } from './cpu/partial-redraws';

const { hiddenScale: TINY, dimmedAlpha: DIMMED } = SCENE_SETTINGS;
// Where a collapsing bubble is, reused every frame rather than allocated per bubble per frame.
const bubbleAt = { x: 0, y: 0 };

/** Line lengths by node index, from the geometry. */
function lineLengths(geometry: SceneGeometry): number[] {
  return geometry.nodes.map((node, i) => {
    const from = geometry.lineStarts[i]!;
    return Math.hypot(node.avatar.x - from.x, node.avatar.y - from.y);
  });
}

/**
 * Draws `frame`; with `emphasis` (the ids on an inspected node's path from the post), everything
 * else is dimmed. Without it the picture is exactly what the clock alone gives.
 */
export function drawFrame(
  refs: SceneRefs,
  geometry: SceneGeometry,
  lengths: readonly number[],
  frame: SceneFrame,
  emphasis: ReadonlySet<string> | null,
) {
  if (refs.root) refs.root.alpha = frame.alpha;
  const background = refs.background?.resources.stage;
  if (background && background.uniforms.uOrbitAlpha !== frame.alpha) {
    background.uniforms.uOrbitAlpha = frame.alpha;
    background.update();
  }
  const post = refs.post;
  if (post) {
    post.visible = frame.post.alpha > 0;
    post.alpha = frame.post.alpha;
    post.scale.set(frame.post.scale);
  }
  geometry.nodes.forEach((node, i) => {
    const f = frame.nodes[i]!;
    const keep = !emphasis || emphasis.has(node.id) ? 1 : DIMMED;
    const line = refs.lines[i];
    const stroke = refs.strokes[i];
    const head = refs.heads[i];
    if (line && stroke && head) {
      line.visible = f.line > 0;
      line.alpha = keep;
      stroke.scale.x = Math.max((lengths[i]! * f.line) / LINE_STRIP.length, TINY);
      head.x = lengths[i]! * f.line;
      head.visible = f.line < 1;
    }
    const group = refs.nodes[i];
    if (group) {
      group.visible = f.nodeScale > 0;
      group.scale.set(Math.max(f.nodeScale, TINY));
      group.alpha = f.nodeAlpha * keep;
    }
    const badge = refs.badges[i];
    if (badge) {
      badge.visible = f.emojiScale > 0;
      badge.scale.set(Math.max(f.emojiScale, TINY));
    }
    const highlight = refs.highlights[i];
    if (highlight) {
      highlight.visible = f.highlight > 0;
      highlight.alpha = f.highlight;
    }
    const pulse = refs.pulses[i];
    if (pulse) {
      pulse.visible = f.pulse > 0;
      pulse.scale.set(pulseScale(f.pulse));
      pulse.alpha = (1 - f.pulse) * 0.9;
    }
    const bubble = refs.bubbles[i];
    const placed = node.bubble;
    if (bubble && placed) {
      bubble.visible = f.bubbleScale > 0 && f.bubbleAlpha > 0;
      if (!bubble.visible) return;
      bubble.scale.set(f.bubbleScale);
      bubble.alpha = f.bubbleAlpha * keep;
      // It shrinks onto the emoji badge at the avatar's top right.
      const at = collapsingTip(placed.tip, node.badge, f.bubbleCollapse, bubbleAt);
      bubble.position.set(at.x, at.y);
    }
  });
}

/** What the drawer needs of Pixi's WebGL renderer: to draw the stage, to change its resolution, its context. */
interface StageRenderer<Stage> {
  render(options: { container: Stage }): void;
  resize(width: number, height: number, resolution: number): void;
  readonly gl?: { isContextLost(): boolean } | null;
}

/** Draws the live scene's moments on the canvas: the one per-frame step where the scene runs. */
export interface FrameDrawer {
  /** Draws `frame` on the canvas; `paced`: the clock plays, so the time since the last frame measures the machine. */
  draw(frame: SceneFrame, emphasis: ReadonlySet<string> | null, paced: boolean): boolean;
  /** The next frame is drawn whole (partial redraws start over). */
  redrawAll(): void;
}

interface DrawerOptions<Stage> {
  refs: SceneRefs;
  geometry: SceneGeometry;
  renderer: StageRenderer<Stage>;
  /** The scene's root container, which the renderer draws. */
  stage: Stage;
  /** Lowers the resolution while frames are slow; null where the exact picture is shown (/?debug). */
  governor: ResolutionGovernor | null;
  /** Redraws only what changed (a CPU rasteriser's); null: whole frames. */
  partial: PartialRedraws | null;
  /** The resolution changed. */
  onResolution(resolution: number): void;
}

export function createFrameDrawer<Stage>(options: DrawerOptions<Stage>) {
  const { refs, geometry, renderer, stage, governor, partial, onResolution } = options;
  const lengths = lineLengths(geometry);
  const { width, height } = geometry.layout;
  let lastDrawn = Number.NaN;
  const drawer: FrameDrawer = {
    draw(frame, emphasis, paced) {
      // Nothing is drawn while the context is lost (or once the renderer is gone).
      if (!renderer.gl || renderer.gl.isContextLost()) return false;
      const now = performance.now();
      // Only frames of the playing clock measure the machine; seeks and single redraws do not.
      const step = governor && paced ? governor.frame(now - lastDrawn) : null;
      if (step !== null) {
        // A new drawing buffer starts empty.
        renderer.resize(width, height, step);
        onResolution(step);
        partial?.redrawAll();
      }
      lastDrawn = now;
      drawFrame(refs, geometry, lengths, frame, emphasis);
      if (partial) partial.draw(frame);
      else renderer.render({ container: stage });
      return true;
    },
    redrawAll: () => partial?.redrawAll(),
  };
  return { drawer, lengths };
}
