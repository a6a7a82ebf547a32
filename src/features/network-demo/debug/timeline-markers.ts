// The debug timeline's markers: the moments worth jumping to (the two phase changes, the first line
// of each layer, each celebrity highlight), read from the schedule, and how they stack on the track.
import type { Schedule } from '../playback/schedule';
import { secondsLabel } from '../playback/timeline-time';

type MarkerKind = 'phase' | 'layer' | 'celebrity';

export interface TimelineMarker {
  t: number;
  kind: MarkerKind;
  /** What happens, as a button names it: "Layer 2 starts · 5.5 s". */
  label: string;
  /** The phase a phase marker enters; null for the others. */
  phase: number | null;
  /** The layer a layer marker starts; null for the others. */
  layer: number | null;
}

const PHASE_CHANGES: Record<string, string> = { '1': 'Central post appears', '2': 'Spread starts' };

/** The markers of one loop, in time order. */
export function timelineMarkers(schedule: Schedule): TimelineMarker[] {
  const nodes = new Map(schedule.nodes.map((node) => [node.id, node]));
  const started = new Set<number>();
  const markers: TimelineMarker[] = [];
  const add = (
    t: number,
    kind: MarkerKind,
    what: string,
    { phase = null, layer = null }: Partial<TimelineMarker> = {},
  ) => markers.push({ t, kind, label: `${what} · ${secondsLabel(t)}`, phase, layer });
  // Events are sorted and stable within one time, so the first line seen of a layer is its first.
  for (const event of schedule.events) {
    const node = nodes.get(event.target);
    if (event.kind === 'phase' && PHASE_CHANGES[event.target])
      add(event.t, 'phase', PHASE_CHANGES[event.target]!, { phase: Number(event.target) });
    else if (event.kind === 'line' && node && !started.has(node.layer)) {
      started.add(node.layer);
      add(event.t, 'layer', `Layer ${node.layer} starts`, { layer: node.layer });
    } else if (event.kind === 'highlight' && node) add(event.t, 'celebrity', `Celebrity @${node.name}`);
  }
  return markers;
}

/**
 * Rows for boxes `size` px wide whose left edges are `lefts`: each box takes the first row where it
 * keeps `gap` px from the box before it, so coinciding or close markers stack instead of covering
 * each other. Returns each box's row, 0 first.
 */
export function stackInLanes(lefts: readonly number[], size: number, gap: number): number[] {
  const order = lefts.map((_, i) => i).sort((a, b) => lefts[a]! - lefts[b]!);
  const laneEnds: number[] = [];
  const lanes = new Array<number>(lefts.length);
  for (const i of order) {
    const left = lefts[i]!;
    let lane = laneEnds.findIndex((end) => end + gap <= left);
    if (lane === -1) lane = laneEnds.push(0) - 1;
    laneEnds[lane] = left + size;
    lanes[i] = lane;
  }
  return lanes;
}

/**
 * Left edge of a box `size` px wide on a track `width` px wide, for a moment `at` (0..1) of the
 * track: `shift` is where the box sits against it (-0.5 centred on it, -1 ending at it, 0 starting
 * at it), and the box never leaves the track. The stylesheet places boxes by the same rule.
 */
export function boxLeft(at: number, width: number, size: number, shift: number): number {
  return Math.min(Math.max(at * width + shift * size, 0), Math.max(width - size, 0));
}
