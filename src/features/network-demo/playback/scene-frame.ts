// Per-frame visual values (line progress, scale, alpha) as pure functions of the loop time.
// The scene applies them each frame; they never pass through React or the store. Whatever
// state() says is shown is visible from its exact millisecond (pops start part-grown).
import { DEMO, DEMO_MOTION as MOTION } from '../../../config/constants';
import { easeInCubic, easeInOutCubic, easeOutBack, easeOutCubic, progress } from './easing';
import type { NodeTimes, Schedule } from './schedule';

/** The highlight's strength at its first millisecond: like a pop, it starts part-grown, so it shows when state() counts it. */
const HIGHLIGHT_START = 0.3;

/** The share of its size a bubble keeps at eased collapse `c`: it lands on the badge at 15 %. */
export const collapseShrink = (c: number): number => 1 - 0.85 * c;

interface PostFrame {
  alpha: number;
  scale: number;
}

/** One node's values at a t. */
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

/**
 * The central post: fades in at phase 1, then scales from 1 to its resting 0.6 by the spread.
 * @internal Exported for the tests; the engine reads it through writeSceneFrame.
 */
export function postFrame(schedule: Schedule, t: number): PostFrame {
  const intro = easeOutCubic(progress(t, schedule.postAppear, MOTION.postIntroMs));
  const shrinkStart = schedule.postAppear + MOTION.postIntroMs;
  const shrink = easeInOutCubic(progress(t, shrinkStart, schedule.spreadStart - shrinkStart));
  if (t < schedule.postAppear) return { alpha: 0, scale: 1 };
  return { alpha: 0.3 + 0.7 * intro, scale: (0.92 + 0.08 * intro) * (1 - (1 - DEMO.centralPostScale) * shrink) };
}

/**
 * One node's visual values at t.
 * @internal For the tests; the engine writes them in place, once per tick.
 */
export function nodeFrame(schedule: Schedule, id: string, t: number): NodeFrame {
  return writeNodeFrame(emptyNodeFrame(), schedule.times[id]!, t);
}

const emptyNodeFrame = (): NodeFrame => ({
  line: 0,
  nodeScale: 0,
  nodeAlpha: 0,
  bubbleScale: 0,
  bubbleAlpha: 0,
  bubbleCollapse: 0,
  emojiScale: 0,
  highlight: 0,
  pulse: 0,
});

/** Writes one node's values at t into `out` (the engine reuses one object per node every tick). */
function writeNodeFrame(out: NodeFrame, times: NodeTimes, t: number): NodeFrame {
  const collapse = progress(t, times.emoji, MOTION.bubbleCollapseDurationMs);
  const bubbleIn = progress(t, times.bubble, MOTION.bubblePopMs);
  const visible = t >= times.bubble && collapse < 1;
  const pulseP = times.highlight === null ? 1 : progress(t, times.highlight, MOTION.pulseMs);
  out.line = easeInOutCubic(progress(t, times.lineStart, DEMO.lineAnimationMs));
  out.nodeScale = t < times.appear ? 0 : 0.5 + 0.5 * easeOutBack(progress(t, times.appear, MOTION.nodePopMs));
  out.nodeAlpha = t < times.appear ? 0 : 0.4 + 0.6 * progress(t, times.appear, MOTION.nodePopMs / 2);
  out.bubbleScale = visible ? (0.6 + 0.4 * easeOutBack(bubbleIn)) * collapseShrink(easeInCubic(collapse)) : 0;
  out.bubbleAlpha = visible ? (0.5 + 0.5 * Math.min(1, bubbleIn * 2)) * (1 - easeInCubic(collapse)) : 0;
  out.bubbleCollapse = easeInCubic(collapse);
  out.emojiScale = t < times.emoji ? 0 : 0.4 + 0.6 * easeOutBack(progress(t, times.emoji, MOTION.emojiPopMs));
  out.highlight =
    times.highlight === null || t < times.highlight
      ? 0
      : HIGHLIGHT_START + (1 - HIGHLIGHT_START) * easeOutCubic(progress(t, times.highlight, MOTION.highlightMs));
  out.pulse = times.highlight !== null && t >= times.highlight && pulseP < 1 ? pulseP : 0;
  return out;
}

/** The last moment a node's bubble is drawn: its collapse onto the emoji has ended. */
export const bubbleEnd = (times: NodeTimes) => times.emoji + MOTION.bubbleCollapseDurationMs;

/** The largest scale a bubble, a node and an emoji reach while popping in (easeOutBack overshoots by 10%). */
export const POP_OVERSHOOT = { bubble: 0.6 + 0.4 * 1.1, node: 0.5 + 0.5 * 1.1, emoji: 0.4 + 0.6 * 1.1 } as const;

/** Every value the scene draws at one t: the post, each node (in schedule order) and the scene's fade. */
export interface SceneFrame {
  t: number;
  post: PostFrame;
  nodes: NodeFrame[];
  alpha: number;
}

export function createSceneFrame(schedule: Schedule): SceneFrame {
  return { t: Number.NaN, post: { alpha: 0, scale: 1 }, nodes: schedule.nodes.map(emptyNodeFrame), alpha: 1 };
}

/** Writes the whole scene's values at t into `frame`, in place. */
export function writeSceneFrame(frame: SceneFrame, schedule: Schedule, t: number): SceneFrame {
  frame.t = t;
  frame.post = postFrame(schedule, t);
  schedule.nodes.forEach((node, i) => writeNodeFrame(frame.nodes[i]!, schedule.times[node.id]!, t));
  frame.alpha = sceneAlpha(schedule, t);
  return frame;
}

/**
 * Whole-scene opacity: a short fade before the loop resets.
 * @internal Exported for the tests.
 */
export function sceneAlpha(schedule: Schedule, t: number): number {
  return 1 - easeInCubic(progress(t, schedule.duration - MOTION.loopFadeMs, MOTION.loopFadeMs));
}

/** A t at which every node, emoji and highlight is fully drawn (reduced motion rests here). */
export function finishedTime(schedule: Schedule): number {
  return (
    schedule.settledAt +
    Math.max(MOTION.nodePopMs, MOTION.bubbleCollapseDurationMs, MOTION.emojiPopMs, MOTION.highlightMs, MOTION.pulseMs)
  );
}

/** Every interval [start, end] in which some per-frame value changes, for one loop. */
export function animationWindows(schedule: Schedule): [number, number][] {
  const windows: [number, number][] = [
    [schedule.postAppear, schedule.spreadStart],
    [schedule.duration - MOTION.loopFadeMs, schedule.duration],
  ];
  for (const times of Object.values(schedule.times)) {
    windows.push(
      [times.lineStart, times.appear],
      [times.appear, times.appear + MOTION.nodePopMs],
      [times.bubble, times.bubble + MOTION.bubblePopMs],
      [times.emoji, times.emoji + Math.max(MOTION.bubbleCollapseDurationMs, MOTION.emojiPopMs)],
    );
    if (times.highlight !== null)
      windows.push([times.highlight, times.highlight + Math.max(MOTION.highlightMs, MOTION.pulseMs)]);
  }
  return windows;
}

/** False when the frames at `from` and `to` are identical, so drawing `to` again can be skipped. */
export function frameDiffers(windows: readonly [number, number][], from: number, to: number): boolean {
  if (!(to >= from)) return true;
  return windows.some(([start, end]) => start <= to && end >= from);
}
