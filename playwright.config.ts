// Browser tests at phone size (390x844) in Debian's Chromium (Playwright's own browser
// download does not work offline). The app runs as in production, the compiled server and the
// built client. The global setup builds dist/ if it is stale and prepares one migrated, seeded
// template database; every worker then runs its own compiled server on its own clone of it
// (test/browser/support/app-server.ts), so spec files run side by side in any number of
// workers without sharing state. BROWSER_TEST_WORKERS overrides the number of workers.
import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/browser/support/chromium';

// Much of a browser test is waiting (the server, animations, a payment's simulated wait), so
// one more worker than cores keeps the cores busy.
const workers = Number(process.env.BROWSER_TEST_WORKERS ?? os.availableParallelism() + 1);

export default defineConfig({
  testDir: 'test/browser',
  globalSetup: './test/browser/support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: [['list']],
  use: {
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
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
