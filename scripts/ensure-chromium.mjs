// The browser tests need a Chromium. Use CHROMIUM_PATH or /usr/bin/chromium; if missing and we
// are root with apt, install Debian's chromium; otherwise fail saying how to install one.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(wanted)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt && !process.env.CHROMIUM_PATH) {
  console.log("Chromium not found: installing Debian's chromium with apt-get ...");
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core', { stdio: 'inherit' });
  } catch {
    // reported below
  }
  if (existsSync(wanted)) process.exit(0);
}
console.error(
  `No Chromium at ${wanted}. Install one (Debian/Ubuntu: sudo apt-get install chromium) ` +
    'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run the tests again.',
);
process.exit(1);
