import { describe, expect, it } from 'vitest';
import { DEMO_NODES } from '../content/demo-nodes';
import { DEMO_SCHEDULE as schedule } from './demo-schedule';
import {
  SPEC_LAST_EVENT,
  SPEC_LOOP,
  SPEC_POST_APPEAR,
  SPEC_SPREAD_START,
  SPEC_TIMES,
  specMoment,
  specState,
} from '../content/spec-table.test-support';
import { animationWindows, finishedTime, frameDiffers, nodeFrame, postFrame, sceneAlpha } from './scene-frame';
import { stateAt } from './schedule';

// The times are the spec's, written out by hand in spec-table.test-support.ts, not the schedule's own.

describe('per-frame values agree with the discrete state', () => {
  it('shows the post from 1500 and rests it at 0.6 by the spread', () => {
    expect(postFrame(schedule, SPEC_POST_APPEAR - 1).alpha).toBe(0);
    expect(postFrame(schedule, SPEC_POST_APPEAR).alpha).toBeGreaterThan(0);
    expect(postFrame(schedule, SPEC_SPREAD_START).scale).toBeCloseTo(0.6, 6);
  });

  it('draws each line over its second and shows node, bubble, emoji and highlight from their exact ms', () => {
    for (const node of DEMO_NODES) {
      const times = SPEC_TIMES[node.id]!;
      expect(nodeFrame(schedule, node.id, times.lineStart - 1).line).toBe(0);
      expect(nodeFrame(schedule, node.id, times.lineStart).line).toBe(0);
      expect(nodeFrame(schedule, node.id, times.lineStart + 500).line).toBeGreaterThan(0);
      expect(nodeFrame(schedule, node.id, times.appear - 1).line).toBeLessThan(1);
      expect(nodeFrame(schedule, node.id, times.appear).line).toBe(1);
      expect(nodeFrame(schedule, node.id, times.appear - 1).nodeScale).toBe(0);
      expect(nodeFrame(schedule, node.id, times.appear).nodeScale).toBeGreaterThan(0);
      expect(nodeFrame(schedule, node.id, times.bubble - 1).bubbleScale).toBe(0);
      expect(nodeFrame(schedule, node.id, times.bubble).bubbleScale).toBeGreaterThan(0);
      expect(nodeFrame(schedule, node.id, times.emoji - 1).emojiScale).toBe(0);
      expect(nodeFrame(schedule, node.id, times.emoji).emojiScale).toBeGreaterThan(0);
      if (times.highlight === null) continue;
      expect(nodeFrame(schedule, node.id, times.highlight - 1).highlight).toBe(0);
      expect(nodeFrame(schedule, node.id, times.highlight + 1).highlight).toBeGreaterThan(0);
    }
  });

  it('draws each celebrity highlight from its exact ms, and none the ms before', () => {
    for (const [id, { highlight }] of Object.entries(SPEC_TIMES))
      if (highlight !== null) {
        expect(nodeFrame(schedule, id, highlight).highlight, id).toBeGreaterThan(0);
        expect(nodeFrame(schedule, id, highlight - 1).highlight, id).toBe(0);
      }
  });

  it('is fully settled at finishedTime, matching the end state', () => {
    const t = finishedTime(schedule);
    // After the last event of the spec's table, well before its reset.
    expect(t).toBeGreaterThan(SPEC_LAST_EVENT);
    expect(t).toBeLessThan(SPEC_LOOP - 1000);
    expect(stateAt(schedule, t)).toEqual(specState(specMoment(17299)));
    for (const node of DEMO_NODES) {
      const f = nodeFrame(schedule, node.id, t);
      expect(f).toMatchObject({ line: 1, nodeScale: 1, nodeAlpha: 1, bubbleScale: 0, emojiScale: 1, pulse: 0 });
      expect(f.highlight).toBe(node.isCelebrity ? 1 : 0);
    }
    expect(sceneAlpha(schedule, t)).toBe(1);
    expect(sceneAlpha(schedule, SPEC_LOOP)).toBe(0);
  });
});

describe('frameDiffers', () => {
  const windows = animationWindows(schedule);

  it('skips frames only where nothing moves', () => {
    expect(frameDiffers(windows, 100, 116)).toBe(false);
    expect(frameDiffers(windows, 1490, 1506)).toBe(true);
    expect(frameDiffers(windows, 3000, 3016)).toBe(true);
    expect(frameDiffers(windows, 15000, 15016)).toBe(false);
    expect(frameDiffers(windows, 17290, 5)).toBe(true);
  });

  it('never skips a frame whose values differ from the last drawn one', () => {
    const sample = (t: number) =>
      JSON.stringify([
        postFrame(schedule, t),
        sceneAlpha(schedule, t),
        ...DEMO_NODES.map((n) => nodeFrame(schedule, n.id, t)),
      ]);
    for (let t = 16; t < schedule.duration; t += 16) {
      if (!frameDiffers(windows, t - 16, t)) expect(sample(t), `t=${t}`).toBe(sample(t - 16));
    }
  });
});
