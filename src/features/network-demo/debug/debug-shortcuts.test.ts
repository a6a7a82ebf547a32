import { describe, expect, it } from 'vitest';
import { nudged, SHORTCUT_GROUPS, shortcutFor } from './debug-shortcuts';

const press = (key: string, modifiers: Partial<Record<'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
  shortcutFor({ key, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

describe('shortcutFor', () => {
  it.each([
    [' ', false, { kind: 'toggle-play' }],
    ['ArrowLeft', false, { kind: 'event', direction: -1 }],
    ['ArrowRight', false, { kind: 'event', direction: 1 }],
    ['ArrowLeft', true, { kind: 'nudge', ms: -100 }],
    ['ArrowRight', true, { kind: 'nudge', ms: 100 }],
    [',', false, { kind: 'nudge', ms: -1000 / 60 }],
    ['.', false, { kind: 'nudge', ms: 1000 / 60 }],
    ['Home', false, { kind: 'edge', edge: 'start' }],
    ['End', false, { kind: 'edge', edge: 'end' }],
    ['[', false, { kind: 'speed', direction: -1 }],
    [']', false, { kind: 'speed', direction: 1 }],
  ])('%j (shift %s)', (key, shiftKey, action) => {
    expect(press(key, { shiftKey })).toEqual(action);
  });

  it('leaves keys with Ctrl, Cmd or Alt to the browser', () => {
    expect(press('ArrowLeft', { ctrlKey: true })).toBeNull();
    expect(press('[', { metaKey: true })).toBeNull();
    expect(press('Home', { altKey: true })).toBeNull();
  });

  it('ignores other keys and other shift states', () => {
    expect(press('a')).toBeNull();
    expect(press('Enter')).toBeNull();
    expect(press(' ', { shiftKey: true })).toBeNull();
    expect(press('Home', { shiftKey: true })).toBeNull();
  });
});

describe('SHORTCUT_GROUPS', () => {
  it('binds each key and shift state once', () => {
    const keys = SHORTCUT_GROUPS.flatMap((group) => group.bindings.map((b) => `${b.shift ? 'shift+' : ''}${b.key}`));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('nudged', () => {
  it('adds and rounds to the microsecond', () => {
    expect(nudged(9300, 1000 / 60)).toBe(9316.667);
    expect(nudged(nudged(9300, 1000 / 60), -1000 / 60)).toBe(9300);
    expect(nudged(2300, -100)).toBe(2200);
  });
});
