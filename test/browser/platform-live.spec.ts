import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

// Live updates in a real browser: the production build and server, Chromium's own EventSource on
// the page's origin (CSP connect-src 'self'), the session cookie it sends by itself, and a first
// message pushed at once (nothing buffers the stream).
function firstLiveMessage(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ event: string; data: string }>((resolve) => {
        const source = new EventSource('/trpc/notifications.live');
        const done = (event: string) => (message: MessageEvent) => {
          source.close();
          resolve({ event, data: String(message.data) });
        };
        source.addEventListener('message', done('message'));
        source.addEventListener('serialized-error', done('serialized-error') as EventListener);
      }),
  );
}

test.describe('live updates', () => {
  test('a signed-in traveller gets a snapshot of their notifications over SSE', async ({ page }) => {
    await page.goto('/');
    const res = await page.request.post('/api/login', { data: { username: 'demo', password: 'demo1234' } });
    expect(res.status()).toBe(200);
    const message = await firstLiveMessage(page);
    expect(message.event).toBe('message');
    expect(JSON.parse(message.data)).toEqual({ type: 'snapshot', unreadCount: expect.any(Number) });
  });

  test('a signed-out visitor is told to sign in, over the same stream', async ({ page }) => {
    await page.goto('/');
    const message = await firstLiveMessage(page);
    expect(message.event).toBe('serialized-error');
    expect(JSON.parse(message.data)).toMatchObject({ data: { code: 'UNAUTHORIZED', httpStatus: 401 } });
  });
});
