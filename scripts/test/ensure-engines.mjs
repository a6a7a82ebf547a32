// Makes sure the cross-engine suite (tests/engines/) has its browsers: Debian's Firefox ESR, WebKitGTK's
// WebDriver and MiniBrowser, and Xvfb to show them on. Installs them with apt-get on a Debian/Ubuntu
// machine as root (about a minute); elsewhere prints the one line of what to install.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { FIREFOX, MINIBROWSER, WEBKIT_DRIVER, XVFB_RUN } from '../../tests/engines/browser-paths.mjs';
const PACKAGES = 'firefox-esr webkit2gtk-driver xvfb';
const missing = () => [FIREFOX, WEBKIT_DRIVER, MINIBROWSER, XVFB_RUN].filter((path) => !existsSync(path));

const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
const isDebianLike = /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(osRelease);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

if (missing().length > 0 && isDebianLike && isRoot) {
  console.log(`engines: installing Debian’s ${PACKAGES}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync(`apt-get install -y -qq --no-install-recommends ${PACKAGES} xauth`, { stdio: 'inherit', env });
}
if (missing().length > 0) {
  console.error(
    `engines: missing ${missing().join(', ')}. Install ${PACKAGES} (Debian/Ubuntu: \`sudo apt-get install ${PACKAGES}\`).`,
  );
  process.exit(1);
}
console.log('engines: using Firefox ESR, WebKitGTK’s MiniBrowser and Xvfb');
