import { describe, expect, it } from 'vitest';
import { DEMO_SCHEDULE as schedule } from '../../playback/demo-schedule';
import { stageFixture, TEST_STAGES } from '../../layout/stage-fixtures.test-support';
import { frameDamage, snapshotFrame } from './frame-damage';
import { drawsWhole } from './render-regions';

const FRAME_MS = 1000 / 60;

describe.each(TEST_STAGES)('redrawing a %i × %i stage', (width, height) => {
  const { geometry, frameAt } = stageFixture(width, height);

  it('draws no frame of the loop whole, pass by pass, until the scene fades', () => {
    // A whole frame shades every pixel of the stage: on a CPU rasteriser, a frame dropped.
    const whole: number[] = [];
    let previous = frameAt(0);
    for (let i = 1; i * FRAME_MS < schedule.duration; i++) {
      const next = frameAt(Math.round(i * FRAME_MS));
      const fading = next.alpha !== previous.alpha;
      const damage = frameDamage(geometry, snapshotFrame(previous), next);
      if (!fading && (damage === 'full' || drawsWhole(damage, geometry.layout))) whole.push(next.t);
      previous = next;
    }
    expect(whole).toEqual([]);
  });
});
