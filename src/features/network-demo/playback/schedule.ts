// The demo's timeline as data: event times and the discrete state at any t, so that scrubbing to
// any t, either way, shows exactly that moment.
import { DEMO } from '../../../config/constants';
import type { DemoNode } from '../content/demo-nodes';
import { lastIndexAtOrBefore } from './timeline-time';

export type Phase = 0 | 1 | 2;

/** What each phase is called where the debug panel and its log name it. */
export const PHASE_NAMES: Record<Phase, string> = { 0: 'idle', 1: 'central post', 2: 'spread' };
export type BubbleState = 'hidden' | 'tweet' | 'emoji';
type DemoEventKind = 'phase' | 'line' | 'reveal' | 'bubble' | 'emoji' | 'highlight' | 'reset';

interface DemoEvent {
  t: number;
  kind: DemoEventKind;
  /** Node id, for node events; the new phase as text for phase events. */
  target: string;
}

/** Event times of one node, in ms from the loop start. */
export interface NodeTimes {
  lineStart: number;
  appear: number;
  bubble: number;
  emoji: number;
  /** Celebrity highlight time, or null for other nodes. */
  highlight: number | null;
}

export interface Schedule {
  /** Loop length: the reset time. */
  duration: number;
  postAppear: number;
  spreadStart: number;
  nodes: readonly DemoNode[];
  times: Record<string, NodeTimes>;
  /** Every event, sorted by time (stable: data order within one time). */
  events: DemoEvent[];
  /** Distinct times at which state() changes, ascending. */
  discreteTimes: number[];
  /** First time at which everything has been shown (all events passed). */
  settledAt: number;
}

export interface DemoState {
  phase: Phase;
  revealed: string[];
  bubbles: Record<string, BubbleState>;
  highlighted: string[];
}

function layerOffsets(nodes: readonly DemoNode[]) {
  const count = (layer: number) => nodes.filter((node) => node.layer === layer).length;
  const layer2 = count(1) * DEMO.staggerLayer1Ms + DEMO.layerGapMs;
  const layer3 = layer2 + count(2) * DEMO.staggerLayer2Ms;
  return {
    1: { offset: 0, stagger: DEMO.staggerLayer1Ms },
    2: { offset: layer2, stagger: DEMO.staggerLayer2Ms },
    3: { offset: layer3, stagger: DEMO.staggerLayer3Ms },
  } as const;
}

/** Builds the event list of one loop from the nodes and the spec's constants. */
export function buildSchedule(nodes: readonly DemoNode[]): Schedule {
  const postAppear = DEMO.startDelayMs;
  const spreadStart = postAppear + DEMO.shrinkDelayMs;
  const duration = spreadStart + DEMO.loopResetMs;
  const offsets = layerOffsets(nodes);
  const indexInLayer = { 1: 0, 2: 0, 3: 0 };
  const times: Record<string, NodeTimes> = {};
  for (const node of nodes) {
    const { offset, stagger } = offsets[node.layer];
    const lineStart = spreadStart + offset + stagger * indexInLayer[node.layer]++;
    const appear = lineStart + DEMO.lineAnimationMs;
    const bubble = appear + DEMO.bubbleAfterNodeMs;
    times[node.id] = { lineStart, appear, bubble, emoji: bubble + DEMO.bubbleCollapseDelayMs, highlight: null };
  }
  const lastAppear = Math.max(...nodes.map((node) => times[node.id]!.appear));
  nodes
    .filter((node) => node.isCelebrity)
    .forEach((node, c) => {
      times[node.id]!.highlight = lastAppear + DEMO.staggerCelebrityMs * c;
    });

  const events: DemoEvent[] = [
    { t: 0, kind: 'phase', target: '0' },
    { t: postAppear, kind: 'phase', target: '1' },
    { t: spreadStart, kind: 'phase', target: '2' },
    { t: duration, kind: 'reset', target: '0' },
  ];
  for (const node of nodes) {
    const { lineStart, appear, bubble, emoji, highlight } = times[node.id]!;
    events.push(
      { t: lineStart, kind: 'line', target: node.id },
      { t: appear, kind: 'reveal', target: node.id },
      { t: bubble, kind: 'bubble', target: node.id },
      { t: emoji, kind: 'emoji', target: node.id },
    );
    if (highlight !== null) events.push({ t: highlight, kind: 'highlight', target: node.id });
  }
  events.sort((a, b) => a.t - b.t);
  const discreteTimes = [
    ...new Set(events.filter((e) => e.kind !== 'line' && e.kind !== 'reset' && e.t > 0).map((e) => e.t)),
  ].sort((a, b) => a - b);
  const settledAt = Math.max(...events.filter((e) => e.kind !== 'reset').map((e) => e.t));
  return { duration, postAppear, spreadStart, nodes, times, events, discreteTimes, settledAt };
}

/** t folded into one loop: the loop resets at `duration`. */
function loopTime(schedule: Schedule, t: number): number {
  const folded = t % schedule.duration;
  return folded < 0 ? folded + schedule.duration : folded;
}

/** How many discrete changes have happened by t: equal keys mean equal state(). */
export function discreteKey(schedule: Schedule, t: number): number {
  const time = loopTime(schedule, t);
  return lastIndexAtOrBefore(schedule.discreteTimes, time) + 1;
}

/** The discrete state at t: phase, revealed nodes, each bubble, highlighted celebrities. */
export function stateAt(schedule: Schedule, t: number): DemoState {
  const time = loopTime(schedule, t);
  const phase: Phase = time >= schedule.spreadStart ? 2 : time >= schedule.postAppear ? 1 : 0;
  const bubbles: Record<string, BubbleState> = {};
  for (const node of schedule.nodes) {
    const { bubble, emoji } = schedule.times[node.id]!;
    bubbles[node.id] = time >= emoji ? 'emoji' : time >= bubble ? 'tweet' : 'hidden';
  }
  const byTime = (key: 'appear' | 'highlight') =>
    schedule.nodes
      .filter((node) => {
        const at = schedule.times[node.id]![key];
        return at !== null && time >= at;
      })
      .sort((a, b) => schedule.times[a.id]![key]! - schedule.times[b.id]![key]!)
      .map((node) => node.id);
  return { phase, revealed: byTime('appear'), bubbles, highlighted: byTime('highlight') };
}

/** The next discrete event time after t within the loop (the loop length if none). */
export function nextEventTime(schedule: Schedule, t: number): number {
  return schedule.discreteTimes.find((at) => at > t) ?? schedule.duration;
}

/** The last discrete event time before t (0 if none). */
export function previousEventTime(schedule: Schedule, t: number): number {
  return [...schedule.discreteTimes].reverse().find((at) => at < t) ?? 0;
}
