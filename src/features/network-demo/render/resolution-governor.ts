// Adaptive quality: while drawn frames stay slower than the budget, the canvas's resolution steps
// down (never below 0.75 of its CSS pixel size); once they stay fast, it steps back up towards the
// device's. A stage that cannot keep up at a step backs off from trying it again.

import { SCENE_SETTINGS } from './scene-settings';

const TUNING = SCENE_SETTINGS.governor;

export interface GovernorOptions {
  /** The best resolution: the device pixel ratio, at most SCENE_SETTINGS.maxResolution. */
  max: number;
  min?: number;
  step?: number;
  /** A window whose median frame is slower than this steps down (ms). */
  slowMs?: number;
  /** Windows whose median frame is at least this fast allow a step up (ms). */
  fastMs?: number;
  /** Frames per window. */
  window?: number;
}

export interface ResolutionGovernor {
  resolution(): number;
  /** One drawn frame's interval; returns the new resolution when it changes, else null. */
  frame(ms: number): number | null;
}

export function createResolutionGovernor({
  max,
  min = TUNING.minResolution,
  step = TUNING.step,
  slowMs = TUNING.slowFrameMs,
  fastMs = TUNING.fastFrameMs,
  window = TUNING.windowFrames,
}: GovernorOptions): ResolutionGovernor {
  let resolution = max;
  let samples: number[] = [];
  let fastWindows = 0;
  // Windows of fast frames needed before trying a step up; doubles each time a step up fails.
  let patience = 4;
  let justRaised = false;

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  return {
    resolution: () => resolution,
    frame(ms) {
      if (ms > TUNING.gapMs) return null;
      samples.push(ms);
      if (samples.length < window) return null;
      const typical = median(samples);
      samples = [];
      if (typical > slowMs && resolution > min) {
        if (justRaised) patience *= 2;
        justRaised = false;
        fastWindows = 0;
        resolution = Math.max(min, Math.round((resolution - step) * 100) / 100);
        return resolution;
      }
      justRaised = false;
      if (typical <= fastMs && resolution < max && ++fastWindows >= patience) {
        fastWindows = 0;
        justRaised = true;
        resolution = Math.min(max, Math.round((resolution + step) * 100) / 100);
        return resolution;
      }
      if (typical > fastMs) fastWindows = 0;
      return null;
    },
  };
}
