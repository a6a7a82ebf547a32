// Adaptive quality: while drawn frames stay slower than the budget, the canvas's resolution steps
// down (never below 0.75 of its CSS pixel size); once they stay fast, it steps back up towards the
// device's. A stage that cannot keep up at a step backs off from trying it again.

/** The most device pixels per CSS pixel the canvas and its pictures draw at, whatever the screen's. */
export const MAX_RESOLUTION = 2;

export interface GovernorOptions {
  /** The best resolution: the device pixel ratio, at most MAX_RESOLUTION. */
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

// A gap this long is a pause, a hidden tab or a scroll away, not a slow frame.
const GAP_MS = 250;

export function createResolutionGovernor({
  max,
  min = 0.75,
  step = 0.25,
  slowMs = 21,
  fastMs = 17.5,
  window = 30,
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
      if (ms > GAP_MS) return null;
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
