import { describe, expect, it } from 'vitest';
import { clipFrame, clipFrameCount, CLIP_FRAME_DURATION_US } from './clip-frames';
import { clipName, stillName } from './export-names';

describe('clip frames', () => {
  it('a second of loop at 1x is 60 frames, 1000/60 ms apart', () => {
    expect(clipFrameCount(2300, 3300, 1)).toBe(60);
    expect(clipFrame(2300, 1, 0)).toEqual({ t: 2300, timestamp: 0 });
    expect(clipFrame(2300, 1, 1).t).toBeCloseTo(2300 + 1000 / 60, 9);
    expect(clipFrame(2300, 1, 59).timestamp).toBe(Math.round((59 * 1e6) / 60));
  });

  it('at speed s the clip lasts (out - in) / s: twice as fast, half the frames, twice the step', () => {
    expect(clipFrameCount(0, 17_300, 2)).toBe(Math.ceil(8650 / (1000 / 60)));
    expect(clipFrame(0, 2, 3).t).toBeCloseTo(100, 9);
    expect(clipFrameCount(0, 1000, 0.5)).toBe(120);
    expect(clipFrame(0, 0.5, 120).t).toBeCloseTo(1000, 9);
  });

  it('the whole loop at 1x: 1038 frames, the last inside the loop', () => {
    const count = clipFrameCount(0, 17_300, 1);
    expect(count).toBe(1038);
    expect(clipFrame(0, 1, count - 1).t).toBeLessThan(17_300);
    expect((count * CLIP_FRAME_DURATION_US) / 1000).toBeGreaterThanOrEqual(17_300 - 1000 / 60);
  });
});

describe('export names', () => {
  it('name the moment and the range in whole ms', () => {
    expect(stillName(9300.4)).toBe('amplify-demo-9300ms.png');
    expect(clipName(2300, 8000)).toBe('amplify-demo-2300-8000ms.webm');
  });
});
