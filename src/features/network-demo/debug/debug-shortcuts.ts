// The debug panel's keyboard shortcuts: which key does what, one table that both the key handler
// and the panel's list of shortcuts read.
import { CLIP_FRAME_MS as FRAME_MS } from '../export/clip-frames';

export type ShortcutAction =
  | { kind: 'toggle-play' }
  | { kind: 'event'; direction: -1 | 1 }
  | { kind: 'nudge'; ms: number }
  | { kind: 'edge'; edge: 'start' | 'end' }
  | { kind: 'speed'; direction: -1 | 1 };

interface Binding {
  /** KeyboardEvent.key */
  key: string;
  shift?: boolean;
  /** How the key is written in the list. */
  label: string;
  action: ShortcutAction;
}

interface ShortcutGroup {
  does: string;
  bindings: Binding[];
}

/** The shortcuts, as the panel lists them. */
export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  { does: 'Play or pause', bindings: [{ key: ' ', label: 'Space', action: { kind: 'toggle-play' } }] },
  {
    does: 'Previous or next event',
    bindings: [
      { key: 'ArrowLeft', label: '←', action: { kind: 'event', direction: -1 } },
      { key: 'ArrowRight', label: '→', action: { kind: 'event', direction: 1 } },
    ],
  },
  {
    does: '100 ms back or forward',
    bindings: [
      { key: 'ArrowLeft', shift: true, label: 'Shift + ←', action: { kind: 'nudge', ms: -100 } },
      { key: 'ArrowRight', shift: true, label: 'Shift + →', action: { kind: 'nudge', ms: 100 } },
    ],
  },
  {
    does: 'One frame (1/60 s) back or forward',
    bindings: [
      { key: ',', label: ',', action: { kind: 'nudge', ms: -FRAME_MS } },
      { key: '.', label: '.', action: { kind: 'nudge', ms: FRAME_MS } },
    ],
  },
  {
    does: 'Start or end of the loop (of the loop range while one is set)',
    bindings: [
      { key: 'Home', label: 'Home', action: { kind: 'edge', edge: 'start' } },
      { key: 'End', label: 'End', action: { kind: 'edge', edge: 'end' } },
    ],
  },
  {
    does: 'Slower or faster',
    bindings: [
      { key: '[', label: '[', action: { kind: 'speed', direction: -1 } },
      { key: ']', label: ']', action: { kind: 'speed', direction: 1 } },
    ],
  },
];

interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** The action a key press asks for, or null (with Ctrl, Cmd or Alt the browser keeps the key). */
export function shortcutFor(press: KeyPress): ShortcutAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  for (const group of SHORTCUT_GROUPS)
    for (const binding of group.bindings)
      if (binding.key === press.key && !!binding.shift === press.shiftKey) return binding.action;
  return null;
}

/**
 * t moved by `ms`, rounded to the microsecond so that steps add up to tidy times (and tidy
 * addresses) instead of float noise.
 */
export function nudged(t: number, ms: number): number {
  return Math.round((t + ms) * 1000) / 1000;
}
