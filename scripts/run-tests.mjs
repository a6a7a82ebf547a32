// The whole test suite, step by step, stopping at the first that fails: typecheck, lint, the format
// check, the unused-code check, unit tests, end-to-end tests. Prints how long each step took and the
// suite's total at the end, so a slow step shows in every run (CI's included).
import { spawnSync } from 'node:child_process';

const STEPS = ['typecheck', 'lint', 'format:check', 'knip', 'test:unit', 'test:e2e'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const started = performance.now();
const taken = [];
let failed = null;
for (const step of STEPS) {
  const stepStarted = performance.now();
  const { status, signal } = spawnSync(npm, ['run', '--silent', step], { stdio: 'inherit' });
  taken.push([step, performance.now() - stepStarted]);
  if (status !== 0) {
    failed = `${step} failed (${signal ?? `exit ${status}`})`;
    break;
  }
}
const total = performance.now() - started;
console.log('\nTest suite timings:');
for (const [step, ms] of taken) console.log(`  ${step.padEnd(14)} ${seconds(ms).padStart(8)}`);
console.log(`  ${'total'.padEnd(14)} ${seconds(total).padStart(8)}`);
if (failed) {
  console.error(`\n${failed}.`);
  process.exit(1);
}
console.log(`\nEvery step passed in ${seconds(total)}.`);
