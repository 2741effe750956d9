// The demo catalogue's reviews: each written from a demo reviewer's past, paid booking, shown on
// the hotel's and the tour's pages, seeded once (a second run adds nothing) and never on the
// demo traveller's account, whose 12 trips are the profile's figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TravelReviewPage } from '@shared/schemas/travel-reviews';
import { seedDemoReviews } from '@db/seeders/DemoReviewsSeeder';
import { travelToday } from '@shared/schemas/travel';
import { createTestApp, type TestApp } from '../support/test-app';
import { api, freshIp } from './accounts-support';
import { sql } from './travel-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: 1 });
});
afterAll(() => app?.close());

const reviewsOf = async (path: string) => (await api(app, path)).body as TravelReviewPage;

describe('demo reviews', () => {
  it('show on the demo hotels and tours pages, named by first name and initial', async () => {
    const hotel = await reviewsOf('/api/hotels/nairobi-acacia-heights/reviews');
    expect(hotel.total).toBe(2);
    expect(hotel.averageRating).toBe('4.5');
    expect(hotel.items.map((review) => review.reviewerName).sort()).toEqual(['Fatuma A.', 'Omar H.']);
    const tour = await reviewsOf('/api/tour-packages/tour-1/reviews');
    expect(tour.total).toBe(2);
    expect(tour.items[0].text).toMatch(/\w/);
  });

  it('come from past, paid bookings of the demo reviewers, one review each', async () => {
    const rows = await sql<{ status: string; past: boolean; paid: boolean; reviews: number; username: string }>(
      app,
      `select b.status, b.end_date < current_date as past, exists (select 1 from payment p where p.booking_id = b.id and p.status = 'succeeded') as paid,
              (select count(*)::int from travel_review r where r.booking_id = b.id) as reviews, u.username
         from booking b join app_user u on u.id = b.user_id where b.confirmation_code like 'MTREVW%'`,
    );
    expect(rows.length).toBe(9);
    for (const row of rows)
      expect(row).toMatchObject({ status: 'confirmed', past: true, paid: true, reviews: 1, username: expect.stringMatching(/^demo-reviewer-/) });
  });

  it('are seeded once: a second run adds nothing, and the demo traveller keeps 12 trips', async () => {
    const count = async () =>
      sql<{ bookings: number; reviews: number; payments: number }>(
        app,
        `select (select count(*)::int from booking) as bookings, (select count(*)::int from travel_review) as reviews, (select count(*)::int from payment) as payments`,
      );
    const before = await count();
    await seedDemoReviews(app.orm.em.fork(), travelToday());
    expect(await count()).toEqual(before);
    const [demo] = await sql<{ n: number }>(app, `select count(*)::int as n from booking b join app_user u on u.id = b.user_id where u.username = 'demo'`);
    expect(demo.n).toBe(12);
  });

  it('their reviewers cannot sign in', async () => {
    for (const password of ['', 'demo1234', '!demo-reviewer: no sign-in']) {
      const res = await api(app, '/api/login', { body: { username: 'demo-reviewer-fatuma', password }, ip: freshIp() });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
