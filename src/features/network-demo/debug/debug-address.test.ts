import { describe, expect, it } from 'vitest';
import { DEMO_NODES } from '../content/demo-nodes';
import { readTimelineAddress, writeTimelineAddress, type TimelineAddress } from './debug-address';
import { buildSchedule } from '../playback/schedule';

const schedule = buildSchedule(DEMO_NODES);
const read = (search: string, openAt = 0) => readTimelineAddress(search, schedule, openAt);
const nothing = { t: null, speed: null, node: null, range: null, lanes: null, warnings: [] };

describe('readTimelineAddress', () => {
  it('reads a full address', () => {
    expect(read('?debug&t=9300&speed=0.5&node=n7&in=2300&out=8000&lanes=1')).toEqual({
      t: 9300,
      speed: 0.5,
      node: 'n7',
      range: { in: 2300, out: 8000 },
      lanes: true,
      warnings: [],
    });
  });

  it('asks for nothing when the address names nothing', () => {
    expect(read('?debug')).toEqual(nothing);
    expect(read('')).toEqual(nothing);
  });

  it('keeps fractional times exactly', () => {
    expect(read('?debug&t=9316.666666666666').t).toBe(9316.666666666666);
    expect(read('?debug&t=0').t).toBe(0);
    expect(read(`?debug&t=${schedule.duration}`).t).toBe(schedule.duration);
  });

  it.each([
    ['t=abc', 't', 'not a number'],
    ['t=', 't', 'not a number'],
    ['t=-1', 't', 'outside the loop'],
    ['t=17301', 't', 'outside the loop'],
    ['t=Infinity', 't', 'not a number'],
    ['speed=3', 'speed', 'not one of'],
    ['speed=fast', 'speed', 'not a number'],
    ['in=8000&out=2300', 'in=8000 and out=2300', 'in must come before out'],
    ['in=2300&out=2300', 'in=2300 and out=2300', 'in must come before out'],
    ['in=-5&out=2300', 'in=-5 and out=2300', 'not within the loop'],
    ['in=2300&out=99999', 'in=2300 and out=99999', 'not within the loop'],
    ['in=2300', 'in=2300', 'needs out too'],
    ['out=8000', 'out=8000', 'needs in too'],
    ['in=x&out=8000', 'in=x', 'not a number'],
    ['t=9300&node=nope', 'node=nope', 'no such node'],
    ['lanes=yes', 'lanes=yes', 'not 1 or 0'],
    ['lanes=', 'lanes=', 'not 1 or 0'],
    ['t=3000&node=n7', 'node=n7', 'not revealed yet at t = 3000 ms'],
    ['node=n1', 'node=n1', 'not revealed yet at t = 0 ms'],
    ['t=1000&node=post', 'node=post', 'not revealed yet'],
  ])('ignores %s, naming %s', (query, named, why) => {
    const request = read(`?debug&${query}`);
    expect(request.warnings.join('\n')).toContain(`Ignoring ${named}`);
    expect(request.warnings.join('\n')).toContain(why);
    const key = named.split('=')[0]!;
    const field = key === 'in' || key === 'out' ? 'range' : key;
    expect(request[field as keyof typeof request]).toBeNull();
  });

  it('reads lanes=1 as open and lanes=0 as closed', () => {
    expect(read('?debug&lanes=1')).toEqual({ ...nothing, lanes: true });
    expect(read('?debug&lanes=0')).toEqual({ ...nothing, lanes: false });
    expect(read('?lanes=1&debug').lanes).toBe(true);
  });

  it('keeps the values that make sense beside one that does not', () => {
    expect(read('?debug&t=9300&speed=3&node=n7')).toMatchObject({ t: 9300, speed: null, node: 'n7' });
    expect(read('?debug&t=nope&speed=2').speed).toBe(2);
  });

  it('checks the node against the moment the demo opens at when no t is given', () => {
    expect(read('?debug&node=n1', schedule.settledAt)).toMatchObject({ node: 'n1', warnings: [] });
    expect(read('?debug&t=1500&node=post')).toMatchObject({ node: 'post', warnings: [] });
  });
});

describe('writeTimelineAddress', () => {
  const playing: TimelineAddress = { t: null, speed: 1, node: null, range: null, lanes: false };

  it('carries nothing while playing at normal speed', () => {
    expect(writeTimelineAddress('?debug', playing)).toBe('?debug');
  });

  it('carries t while paused, and speed, node and range while set', () => {
    expect(
      writeTimelineAddress('?debug', { t: 9300, speed: 0.5, node: 'n7', range: { in: 2300, out: 8000 }, lanes: true }),
    ).toBe('?debug&t=9300&speed=0.5&node=n7&in=2300&out=8000&lanes=1');
  });

  it('carries lanes=1 while the lanes are open and nothing once closed', () => {
    expect(writeTimelineAddress('?debug', { ...playing, lanes: true })).toBe('?debug&lanes=1');
    expect(writeTimelineAddress('?debug&lanes=1&x=2', playing)).toBe('?debug&x=2');
    expect(writeTimelineAddress('?debug&lanes=0', playing)).toBe('?debug');
  });

  it('drops what is no longer set and keeps unrelated parameters as written', () => {
    expect(writeTimelineAddress('?debug&t=9300&utm_source=a+b&node=n7&x=%2F', playing)).toBe(
      '?debug&utm_source=a+b&x=%2F',
    );
    expect(writeTimelineAddress('?debug=1', { ...playing, speed: 2 })).toBe('?debug=1&speed=2');
  });

  it('writes fractional times so they read back exactly', () => {
    const t = 9300 + 1000 / 60;
    const search = writeTimelineAddress('?debug', { ...playing, t });
    expect(read(search).t).toBe(t);
  });

  it('round-trips through readTimelineAddress', () => {
    const state: TimelineAddress = { t: 11050, speed: 4, node: 'n13', range: { in: 7300, out: 12000 }, lanes: true };
    const back = read(writeTimelineAddress('?debug', state));
    expect(back).toEqual({ ...state, warnings: [] });
  });
});
