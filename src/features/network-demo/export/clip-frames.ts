// Which moments a clip shows: 60 frames per second of the clip's own time, each frame i at
// t = from + i · (1000 / 60) · speed, so a clip of from → to at speed s lasts (to − from) / s.

export const CLIP_FPS = 60;
/** One frame of a clip, in ms: also the step of the timeline's frame-by-frame keys. */
export const CLIP_FRAME_MS = 1000 / CLIP_FPS;

export interface ClipFrame {
  /** The loop time the frame shows. */
  t: number;
  /** Its place in the clip, in microseconds (WebCodecs' unit). */
  timestamp: number;
}

/** How many frames a clip of from → to at `speed` has: every frame that starts before its end. */
export const clipFrameCount = (from: number, to: number, speed: number) =>
  Math.max(1, Math.ceil((to - from) / speed / CLIP_FRAME_MS - 1e-9));

export function clipFrame(from: number, speed: number, index: number): ClipFrame {
  return { t: from + index * CLIP_FRAME_MS * speed, timestamp: Math.round((index * 1e6) / CLIP_FPS) };
}

/** One frame's length in microseconds. */
export const CLIP_FRAME_DURATION_US = Math.round(1e6 / CLIP_FPS);
