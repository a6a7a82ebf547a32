// Lighthouse's accessibility, best-practices and SEO scores of one run, for the benchmark, with the
// only exceptions the site makes: two audits the not-found page fails by design. Each is left out
// of its category only while its findings are exactly the designed ones; any other finding counts.
import { NOT_FOUND } from './lighthouse-run.mjs';

/** The categories benchmarked beside performance, with the names the table prints. */
export const CATEGORIES = { accessibility: 'accessibility', 'best-practices': 'best practices', seo: 'SEO' };

const items = (audit) => audit.details?.items ?? [];

/** Audits the not-found page fails on purpose, by the path the benchmark audits it at. */
const BY_DESIGN = {
  [NOT_FOUND]: [
    {
      category: 'seo',
      audit: 'is-crawlable',
      why: 'its only finding is the page’s own <meta name="robots" content="noindex">',
      // The meta tag alone: a robots.txt rule or a header blocking the page would still count.
      expected: (audit) =>
        items(audit).length > 0 &&
        items(audit).every((item) => /^<meta name="robots" content="noindex"\s*\/?>$/.test(item.source?.snippet ?? '')),
    },
    {
      category: 'best-practices',
      audit: 'errors-in-console',
      why: 'its only entry is the page’s own console.error of the unknown path ("404: no page at …")',
      expected: (audit) =>
        items(audit).length > 0 &&
        items(audit).every((item) => item.source === 'console.error' && /^404: no page at \//.test(item.description)),
    },
  ],
};

/** Lighthouse's arithmetic mean of a category's weighted audits (as core/scoring.js computes it), as 0 to 100. */
function meanScore(lhr, auditRefs) {
  const weighted = auditRefs.filter((ref) => ref.weight > 0);
  const weight = weighted.reduce((sum, ref) => sum + ref.weight, 0);
  const sum = weighted.reduce((total, ref) => total + (lhr.audits[ref.id].score ?? 0) * ref.weight, 0);
  return weight === 0 ? 100 : Math.round((Math.round((sum / weight) * 100) / 100) * 100);
}

/**
 * Each category's score for the route; `lighthouse` is Lighthouse's own, `score` leaves out the
 * by-design failures found in this run (named in `excused`), `failing` lists the audits below 1 that count.
 */
export function categoryScores(lhr, route) {
  const scores = {};
  for (const id of Object.keys(CATEGORIES)) {
    const category = lhr.categories[id];
    const excused = (BY_DESIGN[route] ?? []).filter(
      (rule) => rule.category === id && lhr.audits[rule.audit]?.score === 0 && rule.expected(lhr.audits[rule.audit]),
    );
    const counted = category.auditRefs.filter((ref) => !excused.some((rule) => rule.audit === ref.id));
    scores[id] = {
      lighthouse: Math.round(category.score * 100),
      score: meanScore(lhr, counted),
      excused: excused.map(({ audit, why }) => ({ audit, why })),
      failing: counted.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 0) < 1).map((ref) => ref.id),
    };
  }
  return scores;
}
