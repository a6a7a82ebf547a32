// The bench's `desktop` part: Lighthouse with its desktop preset on every route, the performance score,
// LCP and CLS, and from the same page loads the accessibility, best-practices and SEO scores.
import { CATEGORIES, categoryScores } from './lighthouse-categories.mjs';
import { LIGHTHOUSE_ROUTES, NOT_FOUND, performanceFigures, routeName, runLighthouse } from './lighthouse-run.mjs';
import { median } from './statistics.mjs';

const BUDGET = {
  score: { '/': 98, '/rewards': 100, '/dashboard': 100, '/whitepaper': 100, [NOT_FOUND]: 100 },
  /** Accessibility, best practices and SEO, on every route. */
  categoryScore: 100,
  cls: 0,
  lcpMs: 500,
};

/** One run: performance figures and the other categories' scores, from the same page load. */
async function runDesktop(url, route, chromePath) {
  const lhr = await runLighthouse(url, { chromePath, profile: 'desktop', categories: Object.keys(CATEGORIES) });
  return { ...performanceFigures(lhr), categories: categoryScores(lhr, route) };
}

/** The table's rows for one route, and the audits it fails by design and the bench leaves out. */
function desktopRows(route, runs) {
  const score = median(runs.map((r) => r.score));
  const lcp = median(runs.map((r) => r.lcp));
  const cls = Math.max(...runs.map((r) => r.cls));
  const rows = [
    [`Lighthouse desktop ${routeName(route)}`, String(score), `≥ ${BUDGET.score[route]}`, score >= BUDGET.score[route]],
    [`  LCP ${route}`, `${Math.round(lcp)} ms`, `≤ ${BUDGET.lcpMs} ms`, lcp <= BUDGET.lcpMs],
    [`  CLS ${route}`, cls.toFixed(4), `= 0`, cls <= BUDGET.cls],
  ];
  const exceptions = [];
  // These do not vary between runs the way timings do: the worst run counts.
  for (const [id, name] of Object.entries(CATEGORIES)) {
    const worst = runs.map((r) => r.categories[id]).reduce((a, b) => (b.score < a.score ? b : a));
    const excused = worst.excused.map(({ audit }) => audit);
    for (const { audit, why } of worst.excused) exceptions.push(`${route}: ${name} leaves out ${audit}, as ${why}.`);
    const shown = excused.length
      ? `${worst.score} (Lighthouse ${worst.lighthouse}, without ${excused.join(', ')})`
      : String(worst.score);
    rows.push([
      `  ${name} ${route}`,
      shown,
      `= ${BUDGET.categoryScore}`,
      worst.score >= BUDGET.categoryScore,
      worst.failing.length ? ` ${worst.failing.join(', ')}` : '',
    ]);
  }
  return { rows, exceptions };
}

export const desktopPart = {
  runs: 3,
  async measure({ base, chromePath, runs }) {
    const rows = [];
    const exceptions = new Set();
    for (const route of LIGHTHOUSE_ROUTES) {
      const results = [];
      for (let i = 0; i < runs; i += 1) results.push(await runDesktop(base + route, route, chromePath));
      const own = desktopRows(route, results);
      rows.push(...own.rows);
      for (const exception of own.exceptions) exceptions.add(exception);
    }
    const notes = exceptions.size
      ? [`By design, not counted:\n${[...exceptions].map((e) => `  ${e}`).join('\n')}`]
      : [];
    return { rows, notes };
  },
};
