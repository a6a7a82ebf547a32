import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import type { DemoEngine } from '../playback/engine';
import type { Inspector } from '../inspect/inspector';
import type { SceneHandle } from '../render/scene-handle';
import { CENTRAL_POST_ID } from '../content/demo-nodes';
import { CENTRAL_POST } from '../content/central-post';
import { PLAYBACK_SPEEDS } from '../playback/playback-speeds';
import type { DemoState } from '../playback/schedule';
import { visibleBoxes, type BoxKind } from '../layout/scene-geometry';
import { createSceneFrame, writeSceneFrame } from '../playback/scene-frame';
import { isTarget, postTarget } from '../inspect/targets';

interface DebugNode {
  id: string;
  name: string;
  /** 0: the central post. */
  layer: 0 | 1 | 2 | 3;
  parent: string | null;
  x: number;
  y: number;
  r: number;
  revealed: boolean;
}

interface DebugBox {
  id: string;
  kind: BoxKind;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The debug handle `window.__demo`, present only in debug mode (`/?debug`), for tests and tools. */
interface DemoDebugApi {
  /** Resolves once the canvas shows t (the scene may draw in a worker, a moment after the clock). */
  seek(ms: number): Promise<void>;
  play(): void;
  /** Resolves once the canvas shows the moment it paused at. */
  pause(): Promise<void>;
  time(): number;
  duration(): number;
  state(): DemoState;
  /** Every target, in CSS px from the canvas's top-left at the current t. */
  nodes(): DebugNode[];
  /** Everything visible now, as the scene draws it. */
  boxes(): DebugBox[];
  playing(): boolean;
  speed(): number;
  /** Plays at one of the Speed select's speeds (0.25 to 4), as choosing it there would; throws for any other. */
  setSpeed(speed: number): void;
  /** Pins `id`'s card, as a click would; null closes it. Resolves once the canvas shows its emphasis. */
  inspect(id: string | null): Promise<void>;
  /** The node whose card is open (by hover, focus or pin). */
  inspected(): string | null;
  /** The loop range playback repeats, or null. */
  range(): { in: number; out: number } | null;
  /** Resolves once the canvas shows everything asked of it until now (the moment, the emphasis). */
  drawn(): Promise<void>;
}

declare global {
  interface Window {
    __demo?: DemoDebugApi;
  }
}

function debugNodes(engine: DemoEngine, scene: SceneHandle): DebugNode[] {
  const { geometry } = scene.getState();
  const { phase, revealed } = engine.store.getState();
  if (!geometry) return [];
  const shown = new Set(revealed);
  const { layout } = geometry;
  const post = postTarget(geometry);
  return [
    {
      id: CENTRAL_POST_ID,
      name: CENTRAL_POST.handle,
      layer: 0,
      parent: null,
      x: post.x,
      y: post.y,
      r: post.r,
      revealed: isTarget({ phase, revealed }, CENTRAL_POST_ID),
    },
    ...engine.schedule.nodes.map((node) => ({
      id: node.id,
      name: node.name,
      layer: node.layer,
      parent: node.layer === 1 ? CENTRAL_POST_ID : node.connectsTo[0]!,
      ...layout.positions[node.id]!,
      r: layout.nodeRadius,
      revealed: shown.has(node.id),
    })),
  ];
}

/** Installs window.__demo while mounted; seek commits the stats panel before returning. */
export function useDebugApi(engine: DemoEngine, inspector: Inspector, scene: SceneHandle) {
  useEffect(() => {
    const { store } = engine;
    const drawn = () => scene.getState().settled();
    // The values of the clock's moment, as the scene draws them, computed when asked.
    const frame = createSceneFrame(engine.schedule);
    const api: DemoDebugApi = {
      seek: (ms) => {
        flushSync(() => engine.seek(ms));
        return drawn();
      },
      play: () => engine.play(),
      pause: () => {
        engine.pause();
        return drawn();
      },
      time: () => engine.time(),
      duration: () => engine.schedule.duration,
      state: () => {
        const { phase, revealed, bubbles, highlighted } = store.getState();
        return structuredClone({ phase, revealed, bubbles, highlighted });
      },
      nodes: () => debugNodes(engine, scene),
      boxes: () => {
        const { geometry } = scene.getState();
        if (!geometry) return [];
        return visibleBoxes(geometry, writeSceneFrame(frame, engine.schedule, engine.time())).map((box) => ({
          ...box,
        }));
      },
      playing: () => store.getState().playing,
      speed: () => store.getState().speed,
      setSpeed: (speed) => {
        if (!PLAYBACK_SPEEDS.includes(speed))
          throw new RangeError(`No speed ${speed}: one of ${PLAYBACK_SPEEDS.join(', ')}`);
        flushSync(() => engine.setSpeed(speed));
      },
      inspect: (id) => {
        flushSync(() => inspector.pin(id));
        return drawn();
      },
      inspected: () => inspector.inspection()?.id ?? null,
      range: () => {
        const { range } = store.getState();
        return range && { ...range };
      },
      drawn,
    };
    window.__demo = api;
    return () => {
      if (window.__demo === api) delete window.__demo;
    };
  }, [engine, inspector, scene]);
}
