// The whole test suite: typecheck, lint, the format check, the unused-code check and unit tests, then
// end-to-end tests once all of those passed. The checks run in two lanes at once (each is mostly one
// thread, and the machine has at least two cores); a lane stops at its first failure. Each step's
// output is printed in one piece when it ends, so the lanes' lines never interleave. Prints how long
// each step took and the suite's total at the end, so a slow step shows in every run (CI's included).
import { spawn } from 'node:child_process';

const CHECK_LANES = [
  ['typecheck', 'format:check', 'knip'],
  ['lint', 'test:unit'],
];
const LAST = 'test:e2e';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const started = performance.now();
const taken = [];
const failures = [];

/** Runs `npm run <step>`; `quiet` collects its output and prints it when it ends. Resolves true on success. */
function run(step, { quiet }) {
  return new Promise((resolve) => {
    const stepStarted = performance.now();
    const child = spawn(npm, ['run', '--silent', step], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status, signal) => {
      const ms = performance.now() - stepStarted;
      taken.push([step, ms]);
      if (quiet) {
        process.stdout.write(`\n── ${step} (${seconds(ms)}) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      if (status !== 0) failures.push(`${step} failed (${signal ?? `exit ${status}`})`);
      resolve(status === 0);
    });
  });
}

async function runLane(steps) {
  for (const step of steps) if (!(await run(step, { quiet: true }))) return;
}

await Promise.all(CHECK_LANES.map(runLane));
if (failures.length === 0) await run(LAST, { quiet: false });

const total = performance.now() - started;
console.log('\nTest suite timings (the first two lanes run at once):');
for (const [step, ms] of taken) console.log(`  ${step.padEnd(14)} ${seconds(ms).padStart(8)}`);
console.log(`  ${'total'.padEnd(14)} ${seconds(total).padStart(8)}`);
if (failures.length > 0) {
  console.error(`\n${failures.join('; ')}.`);
  process.exit(1);
}
console.log(`\nEvery step passed in ${seconds(total)}.`);
