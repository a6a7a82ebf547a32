// The ids of the demo's section elements, for the page to scroll to them and the demo to watch them.

/** The id of the element that holds the demo, for scrolling it into view. */
export const DEMO_ELEMENT_ID = 'network-demo';
/** The id of the demo's stage (the canvas or the static view), for bringing a moment of it into view. */
export const DEMO_STAGE_ID = 'network-demo-stage';
/** The id of what shows the demo's moment (stage, controls, stats, debug panel): it plays while that is in view. */
export const DEMO_VIEW_ID = 'network-demo-view';
/** The id of the live stats under the stage, the bottom of what Watch Demo brings into view. */
export const DEMO_STATS_ID = 'network-demo-stats';
