// The `deploy` part: the build served as it is deployed, by nginx and by Caddy with the shipped configs
// (npm run serve:nginx, serve:caddy, over TLS with a certificate made here), graded by the MDN HTTP
// Observatory's own tests (observatory-scan.mjs). Budget: A+ with a score of at least 135 on both, every
// bonus a site can earn short of the HSTS preload list. Each test's result is listed under the table.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { withDeployedServer } from './deployed-server.mjs';

const BUDGET = { grade: 'A+', score: 135 };
const SCAN = fileURLToPath(new URL('./observatory-scan.mjs', import.meta.url));

export const deployPart = {
  browser: false,
  async measure({ dist }) {
    const rows = [];
    const notes = [];
    for (const server of ['nginx', 'caddy']) {
      const report = await withDeployedServer(server, dist, ({ http, https, cert }) =>
        JSON.parse(
          execFileSync(process.execPath, [SCAN, 'localhost', String(http), String(https)], {
            env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
            encoding: 'utf8',
          }),
        ),
      );
      rows.push(
        [`${server}: Observatory grade`, report.grade, BUDGET.grade, report.grade === BUDGET.grade],
        [`${server}: Observatory score`, String(report.score), `>= ${BUDGET.score}`, report.score >= BUDGET.score],
      );
      const tests = Object.entries(report.tests).map(
        ([name, { pass, result, modifier }]) =>
          `  ${pass ? 'pass' : 'FAIL'}  ${name.padEnd(30)} ${String(modifier >= 0 ? `+${modifier}` : modifier).padStart(4)}  ${result}`,
      );
      notes.push(`The Observatory's tests of the ${server} deploy:\n${tests.join('\n')}`);
    }
    return { rows, notes };
  },
};
