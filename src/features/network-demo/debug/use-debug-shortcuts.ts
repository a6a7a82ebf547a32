// The debug panel's keyboard shortcuts, on the whole page while debug mode is on. A key belongs to
// whatever has focus first: text fields, selects and the network canvas (whose arrows move between
// influencers) keep all their keys, and buttons, links and disclosures keep Space, which presses
// them. The Timeline range handles the shortcuts itself (timeline-track.tsx, rangeShortcutFor), its
// vertical arrows stepping between events as the horizontal ones do.
import { useEffect } from 'react';
import type { DemoEngine } from '../playback/engine';
import { nudged, shortcutFor, type ShortcutAction } from './debug-shortcuts';
import { stepSpeed } from '../playback/playback-speeds';
import { nextEventTime, previousEventTime } from '../playback/schedule';

const OWNS_ALL_KEYS = [
  'input',
  'textarea',
  'select',
  'canvas',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="application"]',
  '[role="slider"]',
  '[role="textbox"]',
  '[role="searchbox"]',
  '[role="combobox"]',
  '[role="listbox"]',
  '[role="spinbutton"]',
].join(', ');
const PRESSED_BY_SPACE = [
  'button',
  'a[href]',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="option"]',
].join(', ');

function keyBelongsToFocus(target: EventTarget | null, action: ShortcutAction): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(OWNS_ALL_KEYS)) return true;
  return action.kind === 'toggle-play' && target.closest(PRESSED_BY_SPACE) !== null;
}

/** A key pressed on the Timeline range as a shortcut: ↑/↓ are →/← there, as a range's own keys are. */
export function rangeShortcutFor(press: Parameters<typeof shortcutFor>[0]): ShortcutAction | null {
  const key = press.key === 'ArrowUp' ? 'ArrowRight' : press.key === 'ArrowDown' ? 'ArrowLeft' : press.key;
  return shortcutFor({ ...press, key });
}

/** Does what a shortcut (or the panel's button for it) asks. */
export function runShortcut(engine: DemoEngine, action: ShortcutAction) {
  const { schedule } = engine;
  const t = engine.time();
  switch (action.kind) {
    case 'toggle-play':
      if (engine.store.getState().playing) engine.pause();
      else engine.play();
      return;
    case 'event':
      engine.seek(action.direction > 0 ? nextEventTime(schedule, t) : previousEventTime(schedule, t));
      return;
    case 'nudge':
      engine.seek(nudged(t, action.ms));
      return;
    case 'edge': {
      const { range } = engine.store.getState();
      engine.seek(action.edge === 'start' ? (range?.in ?? 0) : (range?.out ?? schedule.duration));
      return;
    }
    case 'speed':
      engine.setSpeed(stepSpeed(engine.store.getState().speed, action.direction));
  }
}

/** Listens for the shortcuts while mounted. */
export function useDebugShortcuts(engine: DemoEngine) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Handled already (the canvas's own keys), or not a shortcut.
      if (event.defaultPrevented) return;
      const action = shortcutFor(event);
      if (!action || keyBelongsToFocus(event.target, action)) return;
      event.preventDefault();
      // Holding Space would toggle on every repeat.
      if (action.kind === 'toggle-play' && event.repeat) return;
      runShortcut(engine, action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [engine]);
}
