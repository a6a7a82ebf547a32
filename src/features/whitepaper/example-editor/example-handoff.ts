// What the static worked example hands the editor that takes its place: the anchor they share, and
// which control to focus. Its own module, imported by both sides, so neither imports the other.

/** The example's anchor, static or live. */
export const WORKED_EXAMPLE_ID = 'worked-example';

/** Which control to focus once the editor is on screen: a row's field, or the first control. */
export interface EditorFocus {
  handle?: string;
  field?: string;
}
