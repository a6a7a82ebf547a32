// The whole test suite: typecheck, lint, the format check, the unused-code check, unit tests and
// end-to-end tests. The end-to-end tests take most of the time and leave some of the machine idle
// while pages load, so the other checks run beside them, in two lanes at the lowest priority (nice 19):
// they take the idle time rather than the tests' own. At nice 10 they still took a tenth of a busy CPU,
// and the end-to-end tests, which decide the suite's length, ran about a minute longer for it. A lane stops at its first failure, and a failed check
// stops the end-to-end tests too. Each check's output is printed in one piece when it ends. Prints
// how long each step took and the suite's total at the end, so a slow step shows in every run (CI's included).
import { spawn } from 'node:child_process';

const CHECK_LANES = [
  ['typecheck', 'format:check', 'knip'],
  ['lint', 'test:unit'],
];
const E2E = 'test:e2e';
const posix = process.platform !== 'win32';
const CHECK_NICENESS = 19;
const npm = posix ? 'npm' : 'npm.cmd';
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const started = performance.now();
const taken = [];
const failures = [];
let e2e = null;
let e2eStopping = false;

/**
 * Runs `npm run <step>`. A check collects its output and prints it when it ends, and runs at a lower
 * priority where the system has `nice`. Resolves true on success.
 */
function run(step, { check }) {
  return new Promise((resolve) => {
    const stepStarted = performance.now();
    const [command, args] = check && posix ? ['nice', ['-n', String(CHECK_NICENESS), npm]] : [npm, []];
    const child = spawn(command, [...args, 'run', '--silent', step], {
      stdio: check ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Its own process group, to stop it with everything it started.
      detached: !check && posix,
    });
    if (!check) e2e = child;
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status, signal) => {
      const ms = performance.now() - stepStarted;
      taken.push([step, ms]);
      if (check) {
        process.stdout.write(`\n── ${step} (${seconds(ms)}) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      if (status !== 0) failures.push(`${step} failed (${signal ?? `exit ${status}`})`);
      resolve(status === 0);
    });
  });
}

/** Stops the end-to-end tests as Ctrl+C would, so Playwright closes its browsers and its server. */
function stopE2e(reason) {
  if (!e2e || e2e.exitCode !== null || e2e.signalCode !== null || e2eStopping) return;
  e2eStopping = true;
  console.error(`\n${reason}: stopping the end-to-end tests.`);
  try {
    if (posix) process.kill(-e2e.pid, 'SIGINT');
    else e2e.kill('SIGINT');
  } catch {
    // Already gone.
  }
}

async function runLane(steps) {
  for (const step of steps) {
    if (!(await run(step, { check: true }))) {
      stopE2e(`${step} failed`);
      return;
    }
  }
}

await Promise.all([run(E2E, { check: false }), ...CHECK_LANES.map(runLane)]);

const total = performance.now() - started;
console.log('\nTest suite timings (all at once; the checks in two lanes):');
for (const [step, ms] of taken) console.log(`  ${step.padEnd(14)} ${seconds(ms).padStart(8)}`);
console.log(`  ${'total'.padEnd(14)} ${seconds(total).padStart(8)}`);
if (failures.length > 0) {
  console.error(`\n${failures.join('; ')}.`);
  process.exit(1);
}
console.log(`\nEvery step passed in ${seconds(total)}.`);
