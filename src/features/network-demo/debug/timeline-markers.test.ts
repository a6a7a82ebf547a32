import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../config/constants';
import { DEMO_NODES } from '../content/demo-nodes';
import { buildSchedule } from '../playback/schedule';
import { boxLeft, stackInLanes, timelineMarkers } from './timeline-markers';

const schedule = buildSchedule(DEMO_NODES);

describe('timelineMarkers', () => {
  it('names the phase changes, each layer start and each celebrity highlight at its time', () => {
    expect(timelineMarkers(schedule).map(({ t, kind, label }) => ({ t, kind, label }))).toEqual([
      { t: 1500, kind: 'phase', label: 'Central post appears · 1.5 s' },
      { t: 2300, kind: 'phase', label: 'Spread starts · 2.3 s' },
      { t: 2300, kind: 'layer', label: 'Layer 1 starts · 2.3 s' },
      { t: 5500, kind: 'layer', label: 'Layer 2 starts · 5.5 s' },
      { t: 7300, kind: 'layer', label: 'Layer 3 starts · 7.3 s' },
      { t: 11050, kind: 'celebrity', label: 'Celebrity @elena_macro · 11.1 s' },
      { t: 11250, kind: 'celebrity', label: 'Celebrity @zara_zk · 11.3 s' },
      { t: 11450, kind: 'celebrity', label: 'Celebrity @nova_nodes · 11.5 s' },
      { t: 11650, kind: 'celebrity', label: 'Celebrity @sam_signal · 11.7 s' },
    ]);
  });

  it('follows the schedule rather than fixed times', () => {
    // Drop layer 1's first node: layer 1 still starts at S, every later time moves.
    const shorter = buildSchedule(DEMO_NODES.filter((node) => node.id !== 'n1'));
    const layer2 = timelineMarkers(shorter).find((marker) => marker.layer === 2)!;
    expect(layer2.t).toBe(shorter.spreadStart + 5 * DEMO.staggerLayer1Ms + DEMO.layerGapMs);
    expect(timelineMarkers(shorter).filter((marker) => marker.kind === 'celebrity')).toHaveLength(4);
    const noCelebrities = buildSchedule(DEMO_NODES.map((node) => ({ ...node, isCelebrity: false })));
    expect(timelineMarkers(noCelebrities).map((marker) => marker.kind)).toEqual([
      'phase',
      'phase',
      'layer',
      'layer',
      'layer',
    ]);
  });

  it('gives layer markers their layer and no one else', () => {
    expect(timelineMarkers(schedule).map((marker) => marker.layer)).toEqual([
      null,
      null,
      1,
      2,
      3,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('stackInLanes', () => {
  it('keeps boxes that do not touch in one row', () => {
    expect(stackInLanes([0, 50, 100], 44, 4)).toEqual([0, 0, 0]);
  });

  it('stacks coinciding and close boxes, reusing the first row that is free again', () => {
    expect(stackInLanes([0, 0, 20, 48, 60], 44, 4)).toEqual([0, 1, 2, 0, 1]);
  });

  it('counts the gap: a box exactly gap px after the last fits, one px closer does not', () => {
    expect(stackInLanes([0, 48], 44, 4)).toEqual([0, 0]);
    expect(stackInLanes([0, 47], 44, 4)).toEqual([0, 1]);
  });

  it('answers in input order whatever the order of the lefts', () => {
    expect(stackInLanes([20, 0], 44, 4)).toEqual([1, 0]);
  });
});

describe('boxLeft', () => {
  it('centres a box on its moment, or ends or starts it there', () => {
    expect(boxLeft(0.5, 300, 40, -0.5)).toBe(130);
    expect(boxLeft(0.5, 300, 40, -1)).toBe(110);
    expect(boxLeft(0.5, 300, 40, 0)).toBe(150);
  });

  it('keeps boxes at either end inside the track', () => {
    expect(boxLeft(0, 300, 40, -0.5)).toBe(0);
    expect(boxLeft(1, 300, 40, -0.5)).toBe(260);
    expect(boxLeft(1, 300, 40, 0)).toBe(260);
    expect(boxLeft(0.01, 300, 40, -1)).toBe(0);
  });
});
