import { useApplication } from '@pixi/react';
import type { Container, WebGLRenderer } from 'pixi.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DEMO_NODES } from '../model/demo-nodes';
import { DEMO_SCHEDULE } from '../model/demo-schedule';
import { animationWindows, frameDiffers, sceneAlpha } from '../model/frame';
import type { SceneLayout } from '../model/layout';
import type { DemoTimeline } from '../timeline/demo-timeline';
import type { AtlasTextures } from './atlas-textures';
import { CentralPost } from './central-post';
import { ConnectionLine } from './connection-line';
import { NodeView } from './node-view';
import { OrbitRings } from './orbit-rings';
import { releasePixiTestContext } from './release-test-context';
import { SceneContext, type FrameRegistry } from './scene-context';
import { TweetBubble } from './tweet-bubble';

const ANIMATION_WINDOWS = animationWindows(DEMO_SCHEDULE);

interface Props {
  layout: SceneLayout;
  textures: AtlasTextures | null;
  timeline: DemoTimeline;
}

/** The whole network, layered: rings, lines, post, nodes, bubbles. Draws only when the clock says. */
export function NetworkScene({ layout, textures, timeline }: Props) {
  const { app, isInitialised } = useApplication();
  const [registry] = useState<FrameRegistry>(() => new Set());
  const rootRef = useRef<Container>(null);
  const value = useMemo(() => ({ layout, schedule: DEMO_SCHEDULE, textures, registry }), [layout, textures, registry]);

  useEffect(() => {
    // The app may not be initialised yet (or already destroyed) when this root commits.
    if (!isInitialised || !app.renderer) return;
    app.renderer.resize(layout.width, layout.height);
    let drawnAt = Number.NaN;
    return timeline.onFrame((t, forced) => {
      if (!app.renderer || (app.renderer as WebGLRenderer).gl?.isContextLost()) return;
      // Between animations every value is at rest: the last drawn frame is still right.
      if (!forced && !frameDiffers(ANIMATION_WINDOWS, drawnAt, t)) return;
      drawnAt = t;
      registry.forEach((apply) => apply(t));
      if (rootRef.current) rootRef.current.alpha = sceneAlpha(DEMO_SCHEDULE, t);
      app.render();
      // Lets tests (and anyone inspecting) know a frame of this layout is on screen.
      app.canvas.dataset.drawn = 'true';
      releasePixiTestContext();
    });
  }, [app, isInitialised, layout, registry, timeline]);

  return (
    <SceneContext.Provider value={value}>
      <pixiContainer ref={rootRef}>
        <OrbitRings />
        <pixiContainer>
          {DEMO_NODES.map((node) => (
            <ConnectionLine key={node.id} node={node} />
          ))}
        </pixiContainer>
        <CentralPost />
        <pixiContainer>
          {DEMO_NODES.map((node) => (
            <NodeView key={node.id} node={node} />
          ))}
        </pixiContainer>
        <pixiContainer>
          {DEMO_NODES.map((node) => (
            <TweetBubble key={node.id} node={node} />
          ))}
        </pixiContainer>
      </pixiContainer>
    </SceneContext.Provider>
  );
}
