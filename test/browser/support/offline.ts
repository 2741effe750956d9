// Offline helpers for browser tests that run with the real service worker (serviceWorkers: 'allow').
import { type Page } from '@playwright/test';
import { expect } from './test';

/** The service worker controls the page and has every file of the build in its cache. */
export async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
}

/** Keys the app has saved for offline use (lib/offline/kv-store.ts). */
export function savedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('manasa-offline', 1);
        open.onsuccess = () => {
          const request = open.result.transaction('entries', 'readonly').objectStore('entries').getAllKeys();
          request.onsuccess = () => resolve(request.result.map(String));
          request.onerror = () => resolve([]);
        };
        open.onerror = () => resolve([]);
      }),
  );
}
