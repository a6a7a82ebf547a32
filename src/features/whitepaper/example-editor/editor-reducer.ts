// The live editor's state: its rows, and the rows last announced. Pure: no React, no DOM.
import { formatFixed } from '../../../lib/format';
import { applyExampleAction, type ExampleAction, type ExampleRow } from './example-state';
import type { ExplorerResult } from './explore-example';

export interface EditorState {
  rows: readonly ExampleRow[];
  /** The rows whose scores the live region says: set when an edit settles, not while it goes on. */
  spoken: readonly ExampleRow[] | null;
}

/** `settle` ends an edit (a slider released, a number committed, a box ticked). */
export type EditorAction = ExampleAction | { type: 'settle' };

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  if (action.type === 'settle') return state.spoken === state.rows ? state : { ...state, spoken: state.rows };
  const rows = applyExampleAction(state.rows, action);
  if (rows === state.rows) return state;
  // A button's change is whole at once; a control's waits for its change event to settle.
  const settled = action.type === 'add' || action.type === 'remove' || action.type === 'load';
  return { rows, spoken: settled ? rows : state.spoken };
}

/** What the live region says after an edit. */
export function spokenScores({ roundScore, newScore }: ExplorerResult): string {
  return `Round score S = ${formatFixed(roundScore, 3)}, running score ${formatFixed(newScore, 3)} after this round`;
}
