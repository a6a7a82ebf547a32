import { useApplication } from '@pixi/react';
import type { WebGLRenderer } from 'pixi.js';
import { useCallback, useEffect, useRef } from 'react';
import type { SceneGeometry } from '../layout/scene-geometry';
import { createPartialRedraws } from './cpu/partial-redraws';
import { createResolutionGovernor } from './resolution-governor';
import { createFrameDrawer, drawFrame, type FrameDrawer } from './draw-frame';
import type { SheetTextures } from './sheet-textures';
import { createScenePictures } from './scene-pictures';
import type { FromScene } from './scene-protocol';
import type { SceneFrame } from '../playback/scene-frame';
import type { Schedule } from '../playback/schedule';
import type { SceneSnapshotter } from './scene-snapshotter';
import { createSceneRefs, type RegisterRef } from './scene-refs';
import { StageBackground, type BackgroundShader } from './stage-background';
import { SceneLines } from './scene-lines';
import { SceneNodes } from './scene-nodes';
import { SceneBubbles } from './scene-bubbles';

interface Props {
  geometry: SceneGeometry;
  textures: SheetTextures;
  schedule: Schedule;
  /** The moment the canvas shows, and the emphasised path: what a picture puts back once drawn. */
  live: LiveMoment;
  /** The canvas's best resolution (device pixels per CSS pixel). */
  resolution: number;
  /** Lower the resolution in steps while frames are slow (off where the exact picture is inspected). */
  adaptiveQuality: boolean;
  /** Redraw only the regions a frame changes, into a kept drawing buffer (a CPU rasteriser's); else whole frames. */
  partialRedraws: boolean;
  /** What the scene says of itself (ready, gone, resolution), in the protocol's own words. */
  post: (message: FromScene) => void;
  /** Offers the service this layout's drawer and snapshotter; returns how to take them back. */
  attach: (layout: LiveLayout) => () => void;
}

/** The live moment, as the scene's service holds it. */
export interface LiveMoment {
  frame(): SceneFrame;
  emphasis(): ReadonlySet<string> | null;
}

/** What a laid-out scene offers its service: the drawer of the clock's moments, and pictures of any other. */
export interface LiveLayout {
  drawer: FrameDrawer;
  snapshotter: SceneSnapshotter;
}

/** The whole network, layered: rings, lines, post, nodes, bubbles. Its drawer draws each moment the service receives. */
export function NetworkScene(props: Props) {
  const { geometry, textures, schedule, live, resolution, adaptiveQuality, partialRedraws, post, attach } = props;
  const { app, isInitialised } = useApplication();
  const refs = useRef(createSceneRefs());
  const onBackground = useCallback((shader: BackgroundShader) => {
    refs.current.background = shader;
  }, []);
  const register = useCallback<RegisterRef>((slot, index, object) => {
    (refs.current[slot] as unknown[])[index] = object;
  }, []);
  const postTexture = textures.get('post');
  // Runs once the scene has moved on to new textures (a resize) or is unmounted.
  useEffect(() => () => textures.destroy(), [textures]);

  useEffect(() => {
    // The app may not be initialised yet (or already destroyed) when this root commits.
    if (!isInitialised || !app.renderer) return;
    const { width, height } = geometry.layout;
    app.renderer.resize(width, height, resolution);
    const renderer = app.renderer as WebGLRenderer;
    const partial = partialRedraws ? createPartialRedraws(renderer, app.stage, geometry) : null;
    const { drawer, lengths } = createFrameDrawer({
      refs: refs.current,
      geometry,
      renderer,
      stage: app.stage,
      governor: adaptiveQuality ? createResolutionGovernor({ max: resolution }) : null,
      partial,
      onResolution: (at) => post({ type: 'resolution', resolution: at }),
    });
    // Kept: by the time this effect is cleaned up the application may be destroyed, its canvas gone.
    const canvas = app.canvas;
    const redrawAll = () => drawer.redrawAll();
    canvas.addEventListener('webglcontextrestored', redrawAll);
    const snapshotter = createScenePictures({
      renderer: app.renderer,
      stage: app.stage,
      schedule,
      size: { width, height },
      draw: (frame) => drawFrame(refs.current, geometry, lengths, frame, live.emphasis()),
      restore: () => drawFrame(refs.current, geometry, lengths, live.frame(), live.emphasis()),
      keepsBuffer: partialRedraws,
    });
    // From here the canvas has this layout and can draw moments off the clock.
    post({ type: 'ready', geometry, resolution: snapshotter.canvasResolution() });
    const detach = attach({ drawer, snapshotter });
    return () => {
      detach();
      post({ type: 'gone' });
      // Its textures go with the renderer when the application is destroyed first.
      if (app.renderer) snapshotter.destroy();
      canvas.removeEventListener('webglcontextrestored', redrawAll);
    };
  }, [app, isInitialised, geometry, schedule, live, resolution, adaptiveQuality, partialRedraws, post, attach]);

  return (
    <>
      {/* The stage's own background: outside the scene, which fades before the loop resets. */}
      <StageBackground layout={geometry.layout} onShader={onBackground} />
      <pixiContainer ref={(root) => void (refs.current.root = root)}>
        <SceneLines nodes={schedule.nodes} geometry={geometry} textures={textures} register={register} />
        <pixiSprite
          ref={(sprite) => void (refs.current.post = sprite)}
          texture={postTexture.texture}
          anchor={postTexture.anchor}
          x={geometry.layout.centre.x}
          y={geometry.layout.centre.y}
          visible={false}
        />
        <SceneNodes nodes={schedule.nodes} geometry={geometry} textures={textures} register={register} />
        <SceneBubbles nodes={schedule.nodes} geometry={geometry} textures={textures} register={register} />
      </pixiContainer>
    </>
  );
}
