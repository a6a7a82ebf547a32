// What the scene draws from, wherever it runs: the clock's moment as the page last sent it, whether
// it plays, and which node's path is emphasised. The page's engine owns the clock; the scene only
// receives its moments (across a worker's boundary, as numbers) and computes the frame itself.
import { inspectedPath } from '../playback/inspected-path';
import { createSceneFrame, writeSceneFrame, type SceneFrame } from '../playback/scene-frame';
import type { Schedule } from '../playback/schedule';

type FrameListener = (frame: SceneFrame) => void;

export interface SceneFeed {
  readonly schedule: Schedule;
  /** The frame of the last moment received. */
  frame(): SceneFrame;
  /** Whether that moment came from the playing clock (so how long it takes to draw measures the machine). */
  paced(): boolean;
  /** The ids on the inspected node's path from the post; null when no card is open. */
  emphasis(): ReadonlySet<string> | null;
  /** Calls `listener` with every moment received, and at once if one has been; returns the unsubscribe function. */
  onFrame(listener: FrameListener): () => void;
  /** Calls `listener` when the emphasis changes; returns the unsubscribe function. */
  onEmphasis(listener: () => void): () => void;
  /** A new moment from the clock (only ones that change the picture are sent). */
  receive(t: number, paced: boolean): void;
  /** Draws the last moment again (a new layout, or a restored context). */
  redraw(): void;
  /** The inspected node, or null. */
  emphasise(id: string | null): void;
}

export function createSceneFeed(schedule: Schedule): SceneFeed {
  const frame = createSceneFrame(schedule);
  const frameListeners = new Set<FrameListener>();
  const emphasisListeners = new Set<() => void>();
  let received = false;
  let paced = false;
  let emphasis: ReadonlySet<string> | null = null;
  const emit = () => frameListeners.forEach((listener) => listener(frame));
  return {
    schedule,
    frame: () => frame,
    paced: () => paced,
    emphasis: () => emphasis,
    onFrame(listener) {
      frameListeners.add(listener);
      if (received) listener(frame);
      return () => frameListeners.delete(listener);
    },
    onEmphasis(listener) {
      emphasisListeners.add(listener);
      return () => emphasisListeners.delete(listener);
    },
    receive(t, isPaced) {
      received = true;
      paced = isPaced;
      writeSceneFrame(frame, schedule, t);
      emit();
    },
    redraw() {
      if (received) emit();
    },
    emphasise(id) {
      emphasis = id ? inspectedPath(schedule.nodes, id) : null;
      emphasisListeners.forEach((listener) => listener());
    },
  };
}
