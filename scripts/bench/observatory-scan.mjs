// Grades a deploy the way the MDN HTTP Observatory does (its own retriever, tests and grader, from
// @mdn/mdn-http-observatory in this package), against a host and ports on this machine: its published
// CLI scans only ports 80/443 of a public name. Run as its own process, because Node reads the
// certificate it must trust (NODE_EXTRA_CA_CERTS=cert.pem) only as it starts.
//   NODE_EXTRA_CA_CERTS=cert.pem node scripts/bench/observatory-scan.mjs HOST HTTP_PORT HTTPS_PORT
// Prints JSON: the grade, the score, and each test's result with its score modifier.
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
// The HSTS preload list comes with the install script, which is skipped (it downloads from outside):
// an empty list means "not preloaded", as for any domain not yet submitted.
const preload = join(root, 'conf', 'hsts-preload.json');
if (!existsSync(preload)) writeFileSync(preload, '{}');

const base = '@mdn/mdn-http-observatory/src';
const { retrieve } = await import(`${base}/retriever/retriever.js`);
const { ALL_TESTS } = await import(`${base}/constants.js`);
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(`${base}/grader/charts.js`);
const { getGradeForScore, getScoreModifier } = await import(`${base}/grader/grader.js`);

const [host, httpPort, httpsPort] = process.argv.slice(2);
const site = await retrieve(host, { httpPort: Number(httpPort), httpsPort: Number(httpsPort) });
if (!site.responses.auto) {
  console.log(JSON.stringify({ error: `no answer from ${host}:${httpPort} or :${httpsPort}` }));
  process.exit(2);
}
// The grader's own arithmetic (grader.js): bonuses count only once the penalties leave 90 or more.
let withBonuses = 100;
let penaltiesOnly = 100;
const tests = {};
for (const test of ALL_TESTS) {
  const outcome = test(site);
  if (!outcome.result) continue;
  const modifier = getScoreModifier(outcome.result);
  withBonuses += modifier;
  if (modifier < 0) penaltiesOnly += modifier;
  tests[outcome.constructor.name] = { pass: outcome.pass, result: outcome.result, modifier };
}
const score = penaltiesOnly >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : penaltiesOnly;
console.log(JSON.stringify({ grade: getGradeForScore(score).grade, score, tests }));
