// The whole test suite, stage by stage, stopping after the first stage in which a step fails:
// typecheck, lint, the format check and the unused-code check side by side (each is one process on
// one core, and the machine has two), then unit tests, then end-to-end tests. A step that runs
// beside others prints its output once it ends, so outputs never interleave; a step alone streams.
// Prints how long each step took and the suite's total at the end, so a slow step shows in every
// run (CI's included).
import { spawn } from 'node:child_process';

const STAGES = [['typecheck', 'lint', 'format:check', 'knip'], ['test:unit'], ['test:e2e']];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs `npm run <step>`; resolves with its exit status and duration. */
function run(step, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', step], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status, signal) => {
      const ms = performance.now() - started;
      if (!alone) {
        process.stdout.write(`\n── ${step} (${seconds(ms)}) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ step, ms, failed: status !== 0 ? `${step} failed (${signal ?? `exit ${status}`})` : null });
    });
  });
}

const started = performance.now();
const taken = [];
const failures = [];
for (const stage of STAGES) {
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  taken.push(...results);
  failures.push(...results.flatMap((result) => (result.failed ? [result.failed] : [])));
  if (failures.length > 0) break;
}
const total = performance.now() - started;
console.log('\nTest suite timings:');
for (const { step, ms } of taken) console.log(`  ${step.padEnd(14)} ${seconds(ms).padStart(8)}`);
console.log(`  ${'total'.padEnd(14)} ${seconds(total).padStart(8)}`);
if (failures.length > 0) {
  console.error(`\n${failures.join('; ')}.`);
  process.exit(1);
}
console.log(`\nEvery step passed in ${seconds(total)}.`);
