import { describe, expect, it } from 'vitest';
import { DEMO_NODES } from '../content/demo-nodes';
import { DEMO_SCHEDULE as schedule } from '../content/demo-schedule';
import { animationWindows, finishedTime, frameDiffers, nodeFrame, postFrame, sceneAlpha } from './scene-frame';
import { stateAt } from './schedule';

describe('per-frame values agree with the discrete state', () => {
  it('shows the post from 1500 and rests it at 0.6 by the spread', () => {
    expect(postFrame(schedule, 1499).alpha).toBe(0);
    expect(postFrame(schedule, 1500).alpha).toBeGreaterThan(0);
    expect(postFrame(schedule, 2300).scale).toBeCloseTo(0.6, 6);
  });

  it('draws each line over its second and shows node, bubble and emoji from their exact ms', () => {
    for (const node of DEMO_NODES) {
      const times = schedule.times[node.id]!;
      expect(nodeFrame(schedule, node.id, times.lineStart).line).toBe(0);
      expect(nodeFrame(schedule, node.id, times.appear).line).toBe(1);
      expect(nodeFrame(schedule, node.id, times.appear - 1).nodeScale).toBe(0);
      expect(nodeFrame(schedule, node.id, times.appear).nodeScale).toBeGreaterThan(0);
      expect(nodeFrame(schedule, node.id, times.bubble - 1).bubbleScale).toBe(0);
      expect(nodeFrame(schedule, node.id, times.bubble).bubbleScale).toBeGreaterThan(0);
      expect(nodeFrame(schedule, node.id, times.emoji - 1).emojiScale).toBe(0);
      expect(nodeFrame(schedule, node.id, times.emoji).emojiScale).toBeGreaterThan(0);
    }
  });

  it('is fully settled at finishedTime, matching the end state', () => {
    const t = finishedTime(schedule);
    expect(t).toBeLessThan(schedule.duration - 1000);
    expect(stateAt(schedule, t)).toEqual(stateAt(schedule, schedule.duration - 1));
    for (const node of DEMO_NODES) {
      const f = nodeFrame(schedule, node.id, t);
      expect(f).toMatchObject({ line: 1, nodeScale: 1, nodeAlpha: 1, bubbleScale: 0, emojiScale: 1, pulse: 0 });
      expect(f.highlight).toBe(node.isCelebrity ? 1 : 0);
    }
    expect(sceneAlpha(schedule, t)).toBe(1);
    expect(sceneAlpha(schedule, schedule.duration)).toBe(0);
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
