// The benchmark's own tools (Lighthouse, chrome-launcher, the MDN HTTP Observatory) live in a package of their own,
// scripts/bench/package.json, so that the site's `npm ci` neither installs them nor warns that they
// want a newer Node than the site's. The benchmark installs them there on first use, from that
// package's lockfile, and again whenever the lockfile changes. Node's own modules only: this runs
// before they exist.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));

/** Whether scripts/bench/node_modules holds what scripts/bench/package-lock.json names. */
function benchToolsInstalled(dir = BENCH_DIR) {
  const installed = join(dir, 'node_modules', '.package-lock.json');
  if (!existsSync(installed)) return false;
  const wanted = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')).packages;
  const have = JSON.parse(readFileSync(installed, 'utf8')).packages;
  return Object.entries(wanted).every(([path, entry]) => path === '' || have[path]?.version === entry.version);
}

/** Installs the benchmark's tools into scripts/bench/node_modules unless they are there already. */
export function ensureBenchTools(dir = BENCH_DIR) {
  if (benchToolsInstalled(dir)) return;
  console.log(`Installing the benchmark's tools (Lighthouse) into ${join('scripts', 'bench', 'node_modules')}, once…`);
  // Engine warnings are left out (--loglevel=error): Lighthouse asks for Node 22.19 and runs on 20.
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // --ignore-scripts: the Observatory's install script downloads lists from outside (observatory-scan.mjs
  // does without them); no other tool here has one.
  execFileSync(npm, ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: 'inherit',
  });
}
