// Commands other parts of the page may send to the demo (e.g. the hero's Watch Demo button).
// Placeholder contract: the demo issue replaces the body; keep the export names.

/** Restart the demo from t = 0 (or start it there once it has loaded). */
export function replayDemo(): void {}

/** The id of the element that holds the demo, for scrolling it into view. */
export const DEMO_ELEMENT_ID = 'network-demo';
