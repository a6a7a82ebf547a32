// The whole test suite: typecheck, lint, the format check, the unused-code check, unit tests, the
// real servers' test (nginx, Caddy and npm start's answers), end-to-end tests in Chromium against the
// site behind nginx, and the cross-engine suite in Firefox and WebKit. The end-to-end tests take most of the time and leave some of the machine idle
// while pages load, so the other checks run beside them, in two lanes at the lowest priority (nice 19):
// they take the idle time rather than the tests' own. A lane stops at its first failure, and a failed
// check stops the end-to-end tests too. Before the end-to-end tests, finding (or installing) a browser
// and building the site run side by side: on a new machine the install is a minute of downloads.
// Each check's output is printed in one piece when it ends. Prints how long each step took and the
// suite's total at the end, so a slow step shows in every run (CI's included).
import { spawn } from 'node:child_process';
import { buildE2eSite, E2E_PREBUILT } from './e2e-site.mjs';

const posix = process.platform !== 'win32';
const CHECK_NICENESS = 19;
const npm = posix ? 'npm' : 'npm.cmd';
const npmRun = (script) => ({ name: script, command: `${npm} run --silent ${script}` });

// nginx and Caddy, installed after the browsers (two apt-gets at once fail on dpkg's lock); their test
// waits for them in its lane, long since done by then.
const SERVERS = { name: 'servers', command: 'node scripts/test/ensure-servers.mjs' };
let serversInstalled;
const serversReady = new Promise((resolve) => (serversInstalled = resolve));
const CHECK_LANES = [
  ['typecheck', 'format:check', 'knip'].map(npmRun),
  [...['lint', 'test:unit'].map(npmRun), { ...npmRun('test:servers'), after: serversReady }],
];
const E2E_BROWSER = { name: 'e2e browser', command: 'node scripts/test/ensure-chromium.mjs' };
const E2E_BUILD = { name: 'e2e build', command: buildE2eSite };
const E2E_TESTS = { name: 'test:e2e', command: 'npx playwright test', env: { [E2E_PREBUILT]: '1' } };
// Firefox and WebKit (tests/engines/run.mjs), on the same build, after Playwright's Chromium.
const ENGINE_BROWSERS = { name: 'engine browsers', command: 'node scripts/test/ensure-engines.mjs' };
const ENGINE_TESTS = { name: 'test:engines', command: 'npm run --silent test:engines' };

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const started = performance.now();
const taken = [];
const failures = [];
/** A failed check's output, printed again after the timings: its own print can sit far up the log, amid the end-to-end tests' lines. */
const failedOutputs = [];
const FAILED_OUTPUT_LINES = 80;
/** The end-to-end lane's running commands, each in its own process group. */
const e2eChildren = new Set();
let e2eStopped = false;

/**
 * Runs one step's command. A check runs at the lowest priority where the system has `nice`; a step
 * that collects its output prints it in one piece when it ends; an end-to-end step prints as it goes
 * and can be stopped. Resolves true on success.
 */
function run(step, { check = false, collect = check } = {}) {
  return new Promise((resolve) => {
    if (e2eStopped && !check) return resolve(false);
    const stepStarted = performance.now();
    const command = check && posix ? `nice -n ${CHECK_NICENESS} ${step.command}` : step.command;
    const child = spawn(command, {
      shell: true,
      env: { ...process.env, ...step.env },
      stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Its own process group, to stop it with everything it started.
      detached: !check && posix,
    });
    if (!check) e2eChildren.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status, signal) => {
      e2eChildren.delete(child);
      const ms = performance.now() - stepStarted;
      taken.push([step.name, ms]);
      if (collect) {
        process.stdout.write(`\n── ${step.name} (${seconds(ms)}) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      if (status !== 0) {
        failures.push(`${step.name} failed (${signal ?? `exit ${status}`})`);
        if (collect) failedOutputs.push([step.name, Buffer.concat(output).toString()]);
      }
      resolve(status === 0);
    });
  });
}

/** Stops the end-to-end lane as Ctrl+C would, so Playwright closes its browsers and its server. */
function stopE2e(reason) {
  if (e2eStopped) return;
  e2eStopped = true;
  if (e2eChildren.size === 0) return;
  console.error(`\n${reason}: stopping the end-to-end tests.`);
  for (const child of e2eChildren) {
    try {
      if (posix) process.kill(-child.pid, 'SIGINT');
      else child.kill('SIGINT');
    } catch {
      // Already gone.
    }
  }
}

/**
 * Playwright's Chromium suite, and beside its tail the cross-engine suite: once the checks' lanes are
 * done (`checksDone`), Playwright alone leaves part of the machine idle while its pages load, and the
 * Firefox and WebKit checks (40 s on their own) take that time instead of running after it.
 */
async function runE2e(checksDone) {
  // The browsers one after the other: two apt-gets at once fail on dpkg's lock.
  const browsers = run(E2E_BROWSER)
    .then((found) => found && run(ENGINE_BROWSERS))
    .then((found) => found && run(SERVERS));
  browsers.then(serversInstalled);
  const ready = await Promise.all([browsers, run(E2E_BUILD, { collect: true })]);
  if (!ready.every(Boolean)) return stopE2e('a browser or the site is missing');
  const engines = checksDone.then(() => run(ENGINE_TESTS, { collect: true }));
  await Promise.all([run(E2E_TESTS), engines]);
}

async function runLane(steps) {
  for (const step of steps) {
    if (step.after && !(await step.after)) {
      failures.push(`${step.name} did not run: the servers are missing`);
      return;
    }
    if (!(await run(step, { check: true }))) {
      stopE2e(`${step.name} failed`);
      return;
    }
  }
}

const checks = Promise.all(CHECK_LANES.map(runLane));
await Promise.all([runE2e(checks), checks]);

const total = performance.now() - started;
console.log('\nTest suite timings (all at once; the checks in two lanes):');
for (const [step, ms] of taken) console.log(`  ${step.padEnd(14)} ${seconds(ms).padStart(8)}`);
console.log(`  ${'total'.padEnd(14)} ${seconds(total).padStart(8)}`);
for (const [name, output] of failedOutputs) {
  const lines = output.trimEnd().split('\n');
  console.log(
    `\n── ${name} failed; the last ${Math.min(lines.length, FAILED_OUTPUT_LINES)} lines of its output again ──`,
  );
  console.log(lines.slice(-FAILED_OUTPUT_LINES).join('\n'));
}
if (failures.length > 0) {
  console.error(`\n${failures.join('; ')}.`);
  process.exit(1);
}
console.log(`\nEvery step passed in ${seconds(total)}.`);
