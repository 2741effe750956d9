// Browser tests at phone size (390x844) in Debian's Chromium (Playwright's own browser
// download does not work offline). The app runs as in production, the compiled server and the
// built client (`npm run test:browser` builds once; scripts/browser-test-server.mjs), on its
// own fresh embedded PostgreSQL under .test-data/browser-<port>.
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.BROWSER_TEST_PORT ?? 4173);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'test/browser',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    userAgent: devices['Pixel 7'].userAgent,
    trace: 'retain-on-failure',
    // The service worker caches the app for offline use; only test/browser/offline.spec.ts needs it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: `node scripts/browser-test-server.mjs`,
    url: `http://localhost:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), BROWSER_TEST_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
