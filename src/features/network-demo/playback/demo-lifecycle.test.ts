import { describe, expect, it } from 'vitest';
import { fallbackOf, nextStatus, type DemoStatus, type LifecycleEvent } from './demo-lifecycle';
import { isLoading } from './store';

const playing = { playing: true, suspended: false };
const paused = { playing: false, suspended: false };
const away = { playing: true, suspended: true };

// Every transition the demo makes, written from the machine (idle → loading → starting →
// running ⇄ paused / offscreen → failed | static | lost → disposed), not from the code.
const MOVES: [DemoStatus, LifecycleEvent, DemoStatus][] = [
  ['idle', { type: 'load' }, 'loading'],
  ['loading', { type: 'scene-found' }, 'starting'],
  ['loading', { type: 'no-webgl' }, 'static'],
  ['starting', { type: 'started', ...playing }, 'running'],
  ['starting', { type: 'started', ...paused }, 'paused'],
  ['starting', { type: 'started', ...away }, 'offscreen'],
  ['starting', { type: 'failed' }, 'failed'],
  ['running', { type: 'clock', ...paused }, 'paused'],
  ['paused', { type: 'clock', ...playing }, 'running'],
  ['running', { type: 'clock', ...away }, 'offscreen'],
  ['offscreen', { type: 'clock', ...playing }, 'running'],
  ['offscreen', { type: 'clock', ...paused }, 'paused'],
  ['running', { type: 'failed' }, 'failed'],
  ['running', { type: 'context-lost' }, 'lost'],
  ['paused', { type: 'context-lost' }, 'lost'],
  ['lost', { type: 'context-restored', ...playing }, 'running'],
  ['lost', { type: 'context-restored', ...paused }, 'paused'],
  ['running', { type: 'dispose' }, 'disposed'],
  ['static', { type: 'dispose' }, 'disposed'],
  ['loading', { type: 'dispose' }, 'disposed'],
];

// Events that make no sense where they arrive change nothing.
const STAYS: [DemoStatus, LifecycleEvent][] = [
  ['idle', { type: 'scene-found' }],
  ['loading', { type: 'clock', ...playing }],
  ['starting', { type: 'clock', ...playing }],
  ['starting', { type: 'context-lost' }],
  ['running', { type: 'load' }],
  ['running', { type: 'started', ...paused }],
  ['lost', { type: 'clock', ...playing }],
  ['static', { type: 'clock', ...playing }],
  ['static', { type: 'failed' }],
  ['failed', { type: 'context-restored', ...playing }],
  ['disposed', { type: 'load' }],
  ['disposed', { type: 'clock', ...playing }],
];

describe('the demo lifecycle', () => {
  it.each(MOVES)('%s, on %o, moves to %s', (from, event, to) => {
    expect(nextStatus(from, event)).toBe(to);
  });

  it.each(STAYS)('%s stays where it is on %o', (from, event) => {
    expect(nextStatus(from, event)).toBe(from);
  });

  it('loads until the scene has drawn, and shows the static view when it cannot draw or lost its context', () => {
    expect(['idle', 'loading', 'starting'].map((s) => isLoading(s as DemoStatus))).toEqual([true, true, true]);
    expect(['running', 'paused', 'offscreen', 'static'].some((s) => isLoading(s as DemoStatus))).toBe(false);
    expect(fallbackOf('static')).toBe('unsupported');
    expect(fallbackOf('failed')).toBe('unsupported');
    expect(fallbackOf('lost')).toBe('lost');
    expect(fallbackOf('running')).toBeNull();
    expect(fallbackOf('starting')).toBeNull();
  });
});
