// The display objects the per-frame draw moves, by node index (schedule order). Components fill
// it through their refs; drawFrame reads it. Nothing in it passes through React state.
import type { Container, Sprite } from 'pixi.js';
import type { BackgroundShader } from './stage-background';

export interface SceneRefs {
  /** The stage background's shader: it fades the guide ellipses with the scene. */
  background: BackgroundShader | null;
  root: Container | null;
  post: Sprite | null;
  /** The group of each connection line (at its start, turned towards the node). */
  lines: (Container | null)[];
  strokes: (Sprite | null)[];
  heads: (Sprite | null)[];
  /** The group of each node: glow, highlight, pulse, avatar and emoji badge. */
  nodes: (Container | null)[];
  highlights: (Sprite | null)[];
  pulses: (Sprite | null)[];
  badges: (Sprite | null)[];
  bubbles: (Sprite | null)[];
}

export const createSceneRefs = (): SceneRefs => ({
  background: null,
  root: null,
  post: null,
  lines: [],
  strokes: [],
  heads: [],
  nodes: [],
  highlights: [],
  pulses: [],
  badges: [],
  bubbles: [],
});

/** The per-node lists of SceneRefs. */
type SceneSlot = Exclude<keyof SceneRefs, 'root' | 'post' | 'background'>;

/** Records a component's display object in the refs (as its ref callback); null when it unmounts. */
export type RegisterRef = (slot: SceneSlot, index: number, object: Container | Sprite | null) => void;
