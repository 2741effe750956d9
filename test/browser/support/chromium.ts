// Debian's Chromium, as the browser tests and the speed benchmarks start it (Playwright's own
// browser download does not work offline). No sandbox (it runs as root here), no GPU, and none
// of Chromium's own calls home, which would compete with the page for the network and the CPU.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
