// The debug address: /?debug&t=9300&speed=0.5&node=n7&in=2300&out=8000&lanes=1 names one moment
// (paused at t, that speed, that node's card pinned, that loop range, the lanes open). Reading checks every value against the
// schedule and ignores, with a reason, what makes no sense; writing describes the current state and
// leaves every other parameter as it was.
import { CENTRAL_POST_ID } from '../content/demo-nodes';
import { isLoopRange, type LoopRange } from '../playback/loop-range';
import { NORMAL_SPEED, PLAYBACK_SPEEDS } from '../playback/playback-speeds';
import { stateAt, type Schedule } from '../playback/schedule';
import { isTarget } from '../inspect/targets';

/** The timeline inspector's state as the address carries it. */
export interface TimelineAddress {
  /** Paused at this t; null while playing. */
  t: number | null;
  speed: number;
  /** The node whose card is pinned. */
  node: string | null;
  range: LoopRange | null;
  /** Whether the timeline's lanes are open. */
  lanes: boolean;
}

/** What an address asks for: null where it asks nothing (or nothing that makes sense). */
interface AddressRequest {
  t: number | null;
  speed: number | null;
  node: string | null;
  range: LoopRange | null;
  lanes: boolean | null;
  /** One line per ignored value, naming its parameter. */
  warnings: string[];
}

const KEYS = ['t', 'speed', 'node', 'in', 'out', 'lanes'] as const;

function readNumber(params: URLSearchParams, key: string, warnings: string[]): number | null {
  const raw = params.get(key);
  if (raw === null) return null;
  const value = raw.trim() === '' ? Number.NaN : Number(raw);
  if (Number.isFinite(value)) return value;
  warnings.push(`Ignoring ${key}=${raw} in the address: not a number.`);
  return null;
}

/**
 * Reads `search` (location.search). `openAt` is the t the demo shows when the address names none,
 * which a node must have been revealed by to be pinned.
 */
export function readTimelineAddress(search: string, schedule: Schedule, openAt: number): AddressRequest {
  const params = new URLSearchParams(search);
  const warnings: string[] = [];
  const loop = `the loop (0 to ${schedule.duration} ms)`;

  let t = readNumber(params, 't', warnings);
  if (t !== null && (t < 0 || t > schedule.duration)) {
    warnings.push(`Ignoring t=${params.get('t')} in the address: outside ${loop}.`);
    t = null;
  }

  let speed = readNumber(params, 'speed', warnings);
  if (speed !== null && !PLAYBACK_SPEEDS.includes(speed)) {
    warnings.push(`Ignoring speed=${params.get('speed')} in the address: not one of ${PLAYBACK_SPEEDS.join(', ')}.`);
    speed = null;
  }

  const start = readNumber(params, 'in', warnings);
  const end = readNumber(params, 'out', warnings);
  let range: LoopRange | null = null;
  if (start !== null && end !== null) {
    range = { in: start, out: end };
    if (!isLoopRange(range, schedule.duration)) {
      const why = start < end ? `not within ${loop}` : 'in must come before out';
      warnings.push(`Ignoring in=${params.get('in')} and out=${params.get('out')} in the address: ${why}.`);
      range = null;
    }
  } else if (start !== null || end !== null) {
    const [given, missing] = start !== null ? ['in', 'out'] : ['out', 'in'];
    warnings.push(`Ignoring ${given}=${params.get(given)} in the address: a loop range needs ${missing} too.`);
  }

  let node = params.get('node');
  if (node !== null) {
    const known = node === CENTRAL_POST_ID || schedule.nodes.some((candidate) => candidate.id === node);
    const at = t ?? openAt;
    const state = stateAt(schedule, at);
    const shown = isTarget(state, node);
    if (!known) warnings.push(`Ignoring node=${node} in the address: no such node.`);
    else if (!shown) warnings.push(`Ignoring node=${node} in the address: not revealed yet at t = ${at} ms.`);
    if (!known || !shown) node = null;
  }

  const rawLanes = params.get('lanes');
  let lanes: boolean | null = null;
  if (rawLanes === '1' || rawLanes === '0') lanes = rawLanes === '1';
  else if (rawLanes !== null) warnings.push(`Ignoring lanes=${rawLanes} in the address: not 1 or 0.`);

  return { t, speed, node, range, lanes, warnings };
}

/** `search` with the timeline inspector's parameters set to `state` (in a fixed order, after all others). */
export function writeTimelineAddress(search: string, state: TimelineAddress): string {
  // Other parameters keep their exact text: only ours are rewritten.
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && !(KEYS as readonly string[]).includes(decodeKey(part)));
  const ours: [string, string | number | null][] = [
    ['t', state.t],
    ['speed', state.speed === NORMAL_SPEED ? null : state.speed],
    ['node', state.node],
    ['in', state.range?.in ?? null],
    ['out', state.range?.out ?? null],
    ['lanes', state.lanes ? 1 : null],
  ];
  const written = ours
    .filter((entry): entry is [string, string | number] => entry[1] !== null)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  const parts = [...kept, ...written];
  return parts.length ? `?${parts.join('&')}` : '';
}

function decodeKey(part: string): string {
  const key = part.split('=')[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}
