// The README's test command for a fresh checkout: installs the dependencies (`npm ci`) and finds or
// installs the e2e tests' browsers (Chromium; Firefox and WebKit) and servers (nginx, Caddy) side by side (on a new Debian machine each is a minute of downloads,
// and neither needs the other), then runs the whole suite (`npm test`). Uses only Node's own modules:
// it runs before node_modules exists.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command with this terminal; resolves with its exit status. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('close', (status) => resolve(status ?? 1));
  });
}

// The browsers one after the other: two apt-gets at once fail on dpkg's lock.
const browsers = async () => {
  const chromium = await run(process.execPath, ['scripts/test/ensure-chromium.mjs']);
  const engines = chromium === 0 ? await run(process.execPath, ['scripts/test/ensure-engines.mjs']) : chromium;
  return engines === 0 ? run(process.execPath, ['scripts/test/ensure-servers.mjs']) : engines;
};
const [installed, browser] = await Promise.all([run(npm, ['ci']), browsers()]);
if (installed !== 0) process.exit(installed);
if (browser !== 0) process.exit(browser);
process.exit(await run(npm, ['test']));
