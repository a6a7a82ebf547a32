// The demo's smoothness against this machine's floor alone (npm run bench prints it with
// everything else): builds, serves, measures both compositing modes at 1440 and 390 px.
// Usage: npm run bench:smooth [-- --no-build] [-- --runs N] [-- --dist DIR]
import { benchAlone } from './bench-alone.mjs';
import { measureSmoothness, smoothnessRows } from './demo-smoothness.mjs';

await benchAlone({ measure: measureSmoothness, rows: smoothnessRows });
