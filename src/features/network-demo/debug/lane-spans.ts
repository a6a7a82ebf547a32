// The debug timeline's lanes: one row per target (the post, then each node in reveal order) with
// the stretches of the loop in which it does something, read from the schedule.
import { CENTRAL_POST_ID, type Layer } from '../content/demo-nodes';
import type { Schedule } from '../playback/schedule';
import { secondsLabel } from '../playback/timeline-time';

type LaneSpanKind = 'post' | 'line' | 'bubble' | 'emoji' | 'highlight';

interface LaneSpan {
  kind: LaneSpanKind;
  /** ms from the loop start; a highlight is a moment (from === to). */
  from: number;
  to: number;
  /** What happens and when, as its button is named: "@node_nate bubble · 8.7 s". */
  label: string;
}

export interface LaneRow {
  /** Target id: a node's, or the central post's. */
  id: string;
  /** "@handle", or "Post". */
  label: string;
  /** The node's layer; null for the post. */
  layer: Layer | null;
  /** In time order. */
  spans: LaneSpan[];
}

/** The post's row, then one row per node in reveal order (ties in data order). */
export function laneRows(schedule: Schedule): LaneRow[] {
  const { duration, postAppear, times } = schedule;
  const post: LaneRow = {
    id: CENTRAL_POST_ID,
    label: 'Post',
    layer: null,
    spans: [{ kind: 'post', from: postAppear, to: duration, label: `Post · ${secondsLabel(postAppear)}` }],
  };
  // Array.prototype.sort is stable: equal appear times keep data order.
  const nodes = [...schedule.nodes].sort((a, b) => times[a.id]!.appear - times[b.id]!.appear);
  return [
    post,
    ...nodes.map((node): LaneRow => {
      const { lineStart, appear, bubble, emoji, highlight } = times[node.id]!;
      const handle = `@${node.name}`;
      const span = (kind: LaneSpanKind, from: number, to: number): LaneSpan => ({
        kind,
        from,
        to,
        label: `${handle} ${kind} · ${secondsLabel(from)}`,
      });
      const spans = [span('line', lineStart, appear), span('bubble', bubble, emoji), span('emoji', emoji, duration)];
      if (highlight !== null) spans.push(span('highlight', highlight, highlight));
      return { id: node.id, label: handle, layer: node.layer, spans: spans.sort((a, b) => a.from - b.from) };
    }),
  ];
}
