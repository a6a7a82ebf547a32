// Makes sure the e2e tests have a Chromium: finds one, or installs Debian's headless shell on a
// Debian/Ubuntu machine as root. There it installs the headless shell, which the tests prefer
// (find-chromium.mjs says why), even where the full browser is present: half a minute of install
// saves two minutes a run. The full browser comes too where it is missing: the one test of hover
// colours needs a browser that has a pointer, which the headless shell says it has not.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { findChromium, findTestChromium, SYSTEM_HEADLESS_SHELL } from './find-chromium.mjs';

const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
const isDebianLike = /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(osRelease);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const chosenByEnvironment = !!(process.env.CHROME_PATH || process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH);

const found = findTestChromium();

const complete = existsSync(SYSTEM_HEADLESS_SHELL) && findChromium() !== null;

if (found && (chosenByEnvironment || complete || !isDebianLike || !isRoot)) {
  console.log(`e2e: using Chromium at ${found}`);
  process.exit(0);
}

if (isDebianLike && isRoot) {
  console.log('e2e: installing Debian’s chromium-headless-shell and chromium (and an emoji font)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  // Without recommends: a printer dialog, a power daemon and Mesa's drivers are minutes of downloads a
  // headless Chromium never uses (it draws WebGL with its own SwiftShader); the one font family they
  // brought that pages fall back to is named instead.
  execSync(
    'apt-get install -y -qq --no-install-recommends chromium-headless-shell chromium fonts-liberation fonts-noto-color-emoji',
    {
      stdio: 'inherit',
      env,
    },
  );
  const installed = findTestChromium();
  if (installed) {
    console.log(`e2e: using Chromium at ${installed}`);
    process.exit(0);
  }
}

console.error(
  'e2e: no Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell`; elsewhere: `npx playwright install chromium`) or set CHROME_PATH to its executable.',
);
process.exit(1);
