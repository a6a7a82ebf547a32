// The timeline inspector's costs alone (npm run bench prints them with everything else): the
// preview redrawn while the demo plays, and a clip of the whole loop. Both compositing modes.
// Usage: npm run bench:timeline [-- --no-build] [-- --runs N] [-- --dist DIR]
import { benchAlone } from './bench-alone.mjs';
import { measureTimeline, timelineRows } from './timeline-figures.mjs';

await benchAlone({ measure: measureTimeline, rows: timelineRows, runs: '1', valueWidth: 72 });
