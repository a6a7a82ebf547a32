import { describe, expect, it } from 'vitest';
import { DEMO_NODES } from '../content/demo-nodes';
import { buildSchedule } from '../playback/schedule';
import { timelineValueText } from './timeline-value-text';

const schedule = buildSchedule(DEMO_NODES);

describe('the Timeline range’s value text', () => {
  it('says the moment in seconds and the phase, by number and name', () => {
    expect(timelineValueText(schedule, 0)).toBe('0.0 s, phase 0 (idle)');
    expect(timelineValueText(schedule, 1500)).toBe('1.5 s, phase 1 (central post)');
    expect(timelineValueText(schedule, 2299)).toBe('2.3 s, phase 1 (central post)');
    expect(timelineValueText(schedule, 2300)).toBe('2.3 s, phase 2 (spread)');
    expect(timelineValueText(schedule, 9300)).toBe('9.3 s, phase 2 (spread)');
  });
});
