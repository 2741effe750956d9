// The app router: one router per feature area. The client imports only `type AppRouter`.
// Composition sits above the features (src/server/api/): the features build on trpc/init.ts,
// and only this room knows them all.
import { router } from '../trpc/init';
import './inventory';
import { brandingRouter } from '../features/branding/branding.router';
import { toursRouter } from '../features/tours/tours.router';
import { authRouter } from '../features/auth/auth.router';
import { usersRouter } from '../features/auth/users.router';
import { securityRouter } from '../features/auth/security.router';
import { profileRouter } from '../features/profile/profile.router';
import { hotelsRouter } from '../features/hotels/hotels.router';
import { flightsRouter } from '../features/flights/flights.router';
import { carsRouter } from '../features/cars/cars.router';
import { searchRouter } from '../features/search/search.router';
import { bookingsRouter } from '../features/bookings/bookings.router';
import { paymentsRouter } from '../features/payments/payments.router';
import { adminRouter } from '../features/admin/admin.router';
import { notificationsRouter } from '../features/notifications/notifications.router';
import { emailsRouter } from '../features/support/emails.router';
import { supportRouter } from '../features/support/support.router';
import { taxiRouter } from '../features/taxi/taxi.router';
import { cargoRouter } from '../features/cargo/cargo.router';
import { shopRouter } from '../features/shop/shop.router';
import { vouchersRouter } from '../features/vouchers/vouchers.router';
import { packageAdminRouter } from '../features/tours/package-admin.router';
import { mediaRouter } from '../features/media/media.router';
import { auditRouter } from '../features/audit/audit.router';
import { assistantRouter } from '../features/assistant/assistant.router';
import { privacyRouter } from '../features/privacy/privacy.router';
import { reviewsRouter } from '../features/reviews/reviews.router';
import { catalogueTextsRouter } from '../features/catalogue-texts/catalogue-texts.router';

export const appRouter = router({
  branding: brandingRouter,
  tours: toursRouter,
  auth: authRouter,
  users: usersRouter,
  security: securityRouter,
  profile: profileRouter,
  hotels: hotelsRouter,
  flights: flightsRouter,
  cars: carsRouter,
  search: searchRouter,
  bookings: bookingsRouter,
  payments: paymentsRouter,
  admin: adminRouter,
  notifications: notificationsRouter,
  emails: emailsRouter,
  support: supportRouter,
  taxi: taxiRouter,
  cargo: cargoRouter,
  shop: shopRouter,
  vouchers: vouchersRouter,
  packages: packageAdminRouter,
  media: mediaRouter,
  audit: auditRouter,
  assistant: assistantRouter,
  privacy: privacyRouter,
  reviews: reviewsRouter,
  catalogueTexts: catalogueTextsRouter,
});

export type AppRouter = typeof appRouter;
