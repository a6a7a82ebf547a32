import { describe, expect, it } from 'vitest';
import { CENTRAL_POST_ID, DEMO_NODES, type DemoNode } from '../content/demo-nodes';
import { DEMO_SCHEDULE } from '../playback/demo-schedule';
import { laneRows } from './lane-spans';
import { buildSchedule } from '../playback/schedule';

const rows = laneRows(DEMO_SCHEDULE);
const { times, duration } = DEMO_SCHEDULE;

describe('laneRows', () => {
  it('has the post first, then every node once, in reveal order', () => {
    expect(rows[0]).toMatchObject({ id: CENTRAL_POST_ID, label: 'Post', layer: null });
    const ids = rows.slice(1).map((row) => row.id);
    expect([...ids].sort()).toEqual(DEMO_NODES.map((node) => node.id).sort());
    const appears = ids.map((id) => times[id]!.appear);
    expect(appears).toEqual([...appears].sort((a, b) => a - b));
    // The same order as the schedule reveals them.
    const revealed = DEMO_SCHEDULE.events.filter((event) => event.kind === 'reveal').map((event) => event.target);
    expect(ids).toEqual(revealed);
  });

  it('keeps data order between nodes that appear at the same time', () => {
    const [a, b] = DEMO_NODES;
    const schedule = buildSchedule([a!, b!] as DemoNode[]);
    schedule.times[b!.id]!.appear = schedule.times[a!.id]!.appear;
    expect(
      laneRows(schedule)
        .slice(1)
        .map((row) => row.id),
    ).toEqual([a!.id, b!.id]);
  });

  it('groups by layer: layers never interleave', () => {
    const layers = rows.slice(1).map((row) => row.layer);
    expect(layers).toEqual([...layers].sort());
  });

  it('gives the post one span from its appearance to the reset', () => {
    expect(rows[0]!.spans).toEqual([{ kind: 'post', from: 1500, to: duration, label: 'Post · 1.5 s' }]);
  });

  it('gives each node its line, bubble and emoji, to the ms of the schedule', () => {
    for (const row of rows.slice(1)) {
      const t = times[row.id]!;
      const byKind = Object.fromEntries(row.spans.map((span) => [span.kind, span]));
      expect(byKind.line).toMatchObject({ from: t.lineStart, to: t.appear });
      expect(byKind.bubble).toMatchObject({ from: t.bubble, to: t.emoji });
      expect(byKind.emoji).toMatchObject({ from: t.emoji, to: duration });
      if (t.highlight === null) expect(byKind.highlight).toBeUndefined();
      else expect(byKind.highlight).toMatchObject({ from: t.highlight, to: t.highlight });
      const froms = row.spans.map((span) => span.from);
      expect(froms).toEqual([...froms].sort((a, b) => a - b));
    }
  });

  it('names rows by handle and spans by what happens and when', () => {
    const nate = rows.find((row) => row.id === 'n7')!;
    expect(nate.label).toBe('@node_nate');
    expect(nate.spans.map((span) => span.label)).toEqual([
      '@node_nate line · 5.5 s',
      '@node_nate bubble · 7.0 s',
      '@node_nate emoji · 9.0 s',
    ]);
    // Layer 2's first node: its line starts after layer 1's six slots and the gap.
    expect(nate.spans.map((span) => [span.from, span.to])).toEqual([
      [5500, 6500],
      [7000, 9000],
      [9000, duration],
    ]);
    const elena = rows.find((row) => row.id === 'n13')!;
    expect(elena.spans.find((span) => span.kind === 'highlight')).toEqual({
      kind: 'highlight',
      from: times.n13!.highlight,
      to: times.n13!.highlight,
      label: `@elena_macro highlight · ${(Math.round(times.n13!.highlight! / 100) / 10).toFixed(1)} s`,
    });
  });
});
