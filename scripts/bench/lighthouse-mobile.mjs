// The bench's `mobile` part: Lighthouse's default run (simulated slow 4G, 4× CPU slowdown) of a route,
// the median of several runs against the budgets a phone visit must meet, and the long tasks
// behind its blocking time, by the script Lighthouse attributes each to. The site is served as it is
// deployed (nginx, HTTP/2 over TLS): the simulated network charges each connection its handshakes,
// and a plain HTTP/1.1 server, with six connections where a visitor's browser opens one, put the
// largest paint about 300 ms later than the deploy gives.
import { withDeployedServer } from './deployed-server.mjs';
import { LIGHTHOUSE_ROUTES, performanceFigures, routeName, runLighthouse } from './lighthouse-run.mjs';
import { median } from './statistics.mjs';

const BUDGET = { score: 98, tbtMs: 100, lcpMs: 1100, cls: 0 };

/** Scripts listed per route, those with the most long-task time. */
const SCRIPTS_SHOWN = 4;

/** What the table's mobile rows mean, printed under it. */
const MOBILE_NOTE =
  'Mobile: Lighthouse’s default run (simulated slow 4G, 4× CPU slowdown) of the build served by nginx with the ' +
  'shipped config, over HTTP/2 and TLS; median of the runs, CLS of the worst. ' +
  'Long tasks: simulated durations of the 20 longest (all Lighthouse lists), by script, median of the runs.';

/**
 * A long task's script as the table prints it: its path on the site, the page itself (work
 * Lighthouse ties to the document and to no script), or its word for none ("Unattributable").
 */
function scriptName(url, lhr) {
  if (!URL.canParse(url)) return url;
  const { pathname } = new URL(url);
  return url === lhr.mainDocumentUrl ? `${pathname} (the page)` : pathname;
}

/** One report's long tasks by script: total ms and count. */
function longTasksByScript(lhr) {
  const byScript = new Map();
  for (const { url, duration } of lhr.audits['long-tasks'].details?.items ?? []) {
    const name = scriptName(url, lhr);
    const entry = byScript.get(name) ?? { ms: 0, count: 0 };
    byScript.set(name, { ms: entry.ms + duration, count: entry.count + 1 });
  }
  return byScript;
}

/** `runs` mobile runs of `url`, one after another, each its figures and long tasks. */
async function measureMobile(url, chromePath, runs) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const lhr = await runLighthouse(url, { chromePath, profile: 'mobile', selfSigned: true });
    results.push({ ...performanceFigures(lhr), longTasks: longTasksByScript(lhr) });
  }
  return results;
}

const ms = (value) => `${Math.round(value)} ms`;
const tasks = ({ ms: total, count }) => `${ms(total)} in ${count} task${count === 1 ? '' : 's'}`;
const sum = (entries) => entries.reduce((a, b) => ({ ms: a.ms + b.ms, count: a.count + b.count }), { ms: 0, count: 0 });

/** Each script's long tasks, the median over the runs (a run without any counts as none), most time first. */
function longTasksOverRuns(runs) {
  const scripts = new Set(runs.flatMap((r) => [...r.longTasks.keys()]));
  return [...scripts]
    .map((script) => {
      const own = runs.map((r) => r.longTasks.get(script) ?? { ms: 0, count: 0 });
      return { script, ms: median(own.map((t) => t.ms)), count: median(own.map((t) => t.count)) };
    })
    .filter((s) => s.count > 0)
    .sort((a, b) => b.ms - a.ms);
}

/** The table's rows for one route, `[figure, value, budget, met]` (no budget: an empty one). */
function mobileRows(route, name, runs) {
  const at = (key) => median(runs.map((r) => r[key]));
  const score = at('score');
  const tbt = at('tbt');
  const lcp = at('lcp');
  // Layout shifts do not vary between runs the way timings do: the worst run counts.
  const cls = Math.max(...runs.map((r) => r.cls));
  const totals = runs.map((r) => sum([...r.longTasks.values()]));
  const scripts = longTasksOverRuns(runs);
  const rest = scripts.slice(SCRIPTS_SHOWN);
  return [
    [`Lighthouse mobile ${name}`, String(score), `≥ ${BUDGET.score}`, score >= BUDGET.score],
    [`  mobile TBT ${route}`, ms(tbt), `≤ ${BUDGET.tbtMs} ms`, tbt <= BUDGET.tbtMs],
    [`  mobile LCP ${route}`, ms(lcp), `≤ ${BUDGET.lcpMs} ms`, lcp <= BUDGET.lcpMs],
    [`  mobile TTI ${route}`, ms(at('tti')), '', true],
    [`  mobile CLS ${route}`, cls.toFixed(4), `= ${BUDGET.cls}`, cls <= BUDGET.cls],
    [
      `  long tasks ${route}`,
      tasks({ ms: median(totals.map((t) => t.ms)), count: median(totals.map((t) => t.count)) }),
      '',
      true,
    ],
    ...scripts.slice(0, SCRIPTS_SHOWN).map((s) => [`    ${s.script}`, tasks(s), '', true]),
    ...(rest.length
      ? [[`    ${rest.length} other script${rest.length === 1 ? '' : 's'}`, tasks(sum(rest)), '', true]]
      : []),
  ];
}

export const mobilePart = {
  runs: 3,
  async measure({ dist, chromePath, runs }) {
    const rows = [];
    await withDeployedServer('nginx', dist, async ({ https }) => {
      const base = `https://localhost:${https}`;
      for (const route of LIGHTHOUSE_ROUTES)
        rows.push(...mobileRows(route, routeName(route), await measureMobile(base + route, chromePath, runs)));
    });
    return { rows, notes: [MOBILE_NOTE] };
  },
};
