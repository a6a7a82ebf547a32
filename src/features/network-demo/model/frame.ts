// Per-frame visual values (line progress, scale, alpha) as pure functions of the loop time.
// The scene applies them each frame; they never pass through React or the store. Whatever
// state() says is shown is visible from its exact millisecond (pops start part-grown).
// Pure: imports no React, Pixi, GSAP or store.
import { DEMO } from '../../../config/constants';
import { easeInCubic, easeInOutCubic, easeOutBack, easeOutCubic, progress } from './easing';
import type { Schedule } from './schedule';

const POST_INTRO_MS = 300;
const NODE_POP_MS = 450;
const BUBBLE_POP_MS = 300;
const BUBBLE_COLLAPSE_MS = 350;
const EMOJI_POP_MS = 400;
const HIGHLIGHT_MS = 500;
const PULSE_MS = 1100;
const LOOP_FADE_MS = 450;

export interface PostFrame {
  alpha: number;
  scale: number;
}

export interface NodeFrame {
  /** 0..1 of the connection line drawn from the parent. */
  line: number;
  nodeScale: number;
  nodeAlpha: number;
  bubbleScale: number;
  bubbleAlpha: number;
  /** 0 while the bubble floats, 1 once it has collapsed onto the emoji. */
  bubbleCollapse: number;
  emojiScale: number;
  /** 0..1 strength of the celebrity highlight. */
  highlight: number;
  /** 0..1 of the one-off pulse ring when the highlight starts; 0 when none. */
  pulse: number;
}

/** The central post: fades in at phase 1, then scales from 1 to the spec's 0.6 by the spread. */
export function postFrame(schedule: Schedule, t: number): PostFrame {
  const intro = easeOutCubic(progress(t, schedule.postAppear, POST_INTRO_MS));
  const shrinkStart = schedule.postAppear + POST_INTRO_MS;
  const shrink = easeInOutCubic(progress(t, shrinkStart, schedule.spreadStart - shrinkStart));
  if (t < schedule.postAppear) return { alpha: 0, scale: 1 };
  return { alpha: 0.3 + 0.7 * intro, scale: (0.92 + 0.08 * intro) * (1 - (1 - DEMO.centralPostScale) * shrink) };
}

/** One node's visual values at t. */
export function nodeFrame(schedule: Schedule, id: string, t: number): NodeFrame {
  const times = schedule.times[id]!;
  const collapse = progress(t, times.emoji, BUBBLE_COLLAPSE_MS);
  const bubbleIn = progress(t, times.bubble, BUBBLE_POP_MS);
  const visible = t >= times.bubble && collapse < 1;
  const pulseP = times.highlight === null ? 1 : progress(t, times.highlight, PULSE_MS);
  return {
    line: easeInOutCubic(progress(t, times.lineStart, DEMO.lineAnimationMs)),
    nodeScale: t < times.appear ? 0 : 0.5 + 0.5 * easeOutBack(progress(t, times.appear, NODE_POP_MS)),
    nodeAlpha: t < times.appear ? 0 : 0.4 + 0.6 * progress(t, times.appear, NODE_POP_MS / 2),
    bubbleScale: visible ? (0.6 + 0.4 * easeOutBack(bubbleIn)) * (1 - 0.85 * easeInCubic(collapse)) : 0,
    bubbleAlpha: visible ? (0.5 + 0.5 * Math.min(1, bubbleIn * 2)) * (1 - easeInCubic(collapse)) : 0,
    bubbleCollapse: easeInCubic(collapse),
    emojiScale: t < times.emoji ? 0 : 0.4 + 0.6 * easeOutBack(progress(t, times.emoji, EMOJI_POP_MS)),
    highlight: times.highlight === null ? 0 : easeOutCubic(progress(t, times.highlight, HIGHLIGHT_MS)),
    pulse: times.highlight !== null && t >= times.highlight && pulseP < 1 ? pulseP : 0,
  };
}

/** Whole-scene opacity: a short fade before the loop resets. */
export function sceneAlpha(schedule: Schedule, t: number): number {
  return 1 - easeInCubic(progress(t, schedule.duration - LOOP_FADE_MS, LOOP_FADE_MS));
}

/** A t at which every node, emoji and highlight is fully drawn (reduced motion rests here). */
export function finishedTime(schedule: Schedule): number {
  return schedule.settledAt + Math.max(NODE_POP_MS, BUBBLE_COLLAPSE_MS, EMOJI_POP_MS, HIGHLIGHT_MS, PULSE_MS);
}

/** Every interval [start, end] in which some per-frame value changes, for one loop. */
export function animationWindows(schedule: Schedule): [number, number][] {
  const windows: [number, number][] = [
    [schedule.postAppear, schedule.spreadStart],
    [schedule.duration - LOOP_FADE_MS, schedule.duration],
  ];
  for (const times of Object.values(schedule.times)) {
    windows.push(
      [times.lineStart, times.appear],
      [times.appear, times.appear + NODE_POP_MS],
      [times.bubble, times.bubble + BUBBLE_POP_MS],
      [times.emoji, times.emoji + Math.max(BUBBLE_COLLAPSE_MS, EMOJI_POP_MS)],
    );
    if (times.highlight !== null) windows.push([times.highlight, times.highlight + Math.max(HIGHLIGHT_MS, PULSE_MS)]);
  }
  return windows;
}

/** False when the frames at `from` and `to` are identical, so drawing `to` again can be skipped. */
export function frameDiffers(windows: readonly [number, number][], from: number, to: number): boolean {
  if (!(to >= from)) return true;
  return windows.some(([start, end]) => start <= to && end >= from);
}
