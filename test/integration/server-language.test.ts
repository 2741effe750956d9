import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

// Server-made texts follow the caller's language: Accept-Language when signed out.
describe('server texts in the caller language', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ['en', 'Please sign in'],
    ['sw-KE,sw;q=0.9', 'Tafadhali ingia'],
    ['ar', 'يرجى تسجيل الدخول'],
    ['fr-FR', 'Please sign in'],
  ])('a 401 with Accept-Language %s reads %s', async (acceptLanguage, message) => {
    const response = await app.fetch('/api/bookings', { headers: { 'accept-language': acceptLanguage } });
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe(message);
  });
});
