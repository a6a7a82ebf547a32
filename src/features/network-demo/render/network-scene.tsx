import { useApplication } from '@pixi/react';
import type { WebGLRenderer } from 'pixi.js';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { SceneGeometry } from '../layout/scene-geometry';
import { createPartialRedraws } from './cpu/partial-redraws';
import { createResolutionGovernor } from './resolution-governor';
import { drawFrame, lineLengths } from './draw-frame';
import { releasePixiTestContext } from './release-test-context';
import type { SheetTextures } from './sheet-textures';
import { createScenePictures } from './scene-pictures';
import type { SceneFeed } from './scene-feed';
import type { SceneSnapshotter } from './scene-snapshotter';
import { createSceneRefs, type RegisterRef } from './scene-refs';
import { StageBackground, type BackgroundShader } from './stage-background';
import { SceneLines } from './scene-lines';
import { SceneNodes } from './scene-nodes';
import { SceneBubbles } from './scene-bubbles';

interface Props {
  geometry: SceneGeometry;
  textures: SheetTextures;
  feed: SceneFeed;
  /** The canvas's best resolution (device pixels per CSS pixel). */
  resolution: number;
  /** Lower the resolution in steps while frames are slow (off where the exact picture is inspected). */
  adaptiveQuality: boolean;
  /** Redraw only the regions a frame changes, into a kept drawing buffer (a CPU rasteriser's); else whole frames. */
  partialRedraws: boolean;
  /** What the scene tells its host; one object for the scene's life. */
  on: SceneEvents;
}

export interface SceneEvents {
  /** The canvas draws this layout from here on, and `snapshotter` draws moments off the clock. */
  ready: (geometry: SceneGeometry, snapshotter: SceneSnapshotter) => void;
  /** That layout and its snapshotter are gone. */
  gone: (snapshotter: SceneSnapshotter) => void;
  /** The renderer's resolution changed (it is lowered while frames are slow). */
  resolution: (resolution: number) => void;
  /** The canvas shows a frame (every frame). */
  drawn: () => void;
}

/** The whole network, layered: rings, lines, post, nodes, bubbles. Draws each moment the feed receives. */
export function NetworkScene({ geometry, textures, feed, resolution, adaptiveQuality, partialRedraws, on }: Props) {
  const { app, isInitialised } = useApplication();
  const refs = useRef(createSceneRefs());
  const onBackground = useCallback((shader: BackgroundShader) => {
    refs.current.background = shader;
  }, []);
  const register = useCallback<RegisterRef>((slot, index, object) => {
    (refs.current[slot] as unknown[])[index] = object;
  }, []);
  const lengths = useMemo(() => lineLengths(geometry), [geometry]);
  const post = textures.get('post');
  // Runs once the scene has moved on to new textures (a resize) or is unmounted.
  useEffect(() => () => textures.destroy(), [textures]);

  useEffect(() => {
    // The app may not be initialised yet (or already destroyed) when this root commits.
    if (!isInitialised || !app.renderer) return;
    const { width, height } = geometry.layout;
    app.renderer.resize(width, height, resolution);
    const governor = adaptiveQuality ? createResolutionGovernor({ max: resolution }) : null;
    let lastDrawn = Number.NaN;
    const renderer = app.renderer as WebGLRenderer;
    const partial = partialRedraws ? createPartialRedraws(renderer, app.stage, geometry) : null;
    const redrawAll = () => partial?.redrawAll();
    // Kept: by the time this effect is cleaned up the application may be destroyed, its canvas gone.
    const canvas = app.canvas;
    canvas.addEventListener('webglcontextrestored', redrawAll);
    const stopWatching = feed.onEmphasis(() => {
      redrawAll();
      feed.redraw();
    });
    const pictures = createScenePictures({
      renderer: app.renderer,
      stage: app.stage,
      schedule: feed.schedule,
      size: { width, height },
      draw: (frame) => drawFrame(refs.current, geometry, lengths, frame, feed.emphasis()),
      restore: () => drawFrame(refs.current, geometry, lengths, feed.frame(), feed.emphasis()),
      keepsBuffer: partialRedraws,
    });
    // From here the canvas has this layout and can draw moments off the clock.
    on.ready(geometry, pictures);
    const stopDrawing = feed.onFrame((frame) => {
      if (!app.renderer || renderer.gl?.isContextLost()) return;
      const now = performance.now();
      // Only frames of the playing clock measure the machine; seeks and single redraws do not.
      const step = governor && feed.paced() ? governor.frame(now - lastDrawn) : null;
      if (step !== null) {
        // A new drawing buffer starts empty.
        app.renderer.resize(width, height, step);
        on.resolution(step);
        redrawAll();
      }
      lastDrawn = now;
      drawFrame(refs.current, geometry, lengths, frame, feed.emphasis());
      if (partial) partial.draw(frame);
      else renderer.render({ container: app.stage });
      on.drawn();
      releasePixiTestContext();
    });
    return () => {
      on.gone(pictures);
      // Its textures go with the renderer when the application is destroyed first.
      if (app.renderer) pictures.destroy();
      canvas.removeEventListener('webglcontextrestored', redrawAll);
      stopWatching();
      stopDrawing();
    };
  }, [app, isInitialised, geometry, lengths, feed, resolution, adaptiveQuality, partialRedraws, on]);

  return (
    <>
      {/* The stage's own background: outside the scene, which fades before the loop resets. */}
      <StageBackground layout={geometry.layout} onShader={onBackground} />
      <pixiContainer ref={(root) => void (refs.current.root = root)}>
        <SceneLines nodes={feed.schedule.nodes} geometry={geometry} textures={textures} register={register} />
        <pixiSprite
          ref={(sprite) => void (refs.current.post = sprite)}
          texture={post.texture}
          anchor={post.anchor}
          x={geometry.layout.centre.x}
          y={geometry.layout.centre.y}
          visible={false}
        />
        <SceneNodes nodes={feed.schedule.nodes} geometry={geometry} textures={textures} register={register} />
        <SceneBubbles nodes={feed.schedule.nodes} geometry={geometry} textures={textures} register={register} />
      </pixiContainer>
    </>
  );
}
