// The app router: one router per feature area. The client imports only `type AppRouter`.
import { router } from './init';
import { brandingRouter } from '../features/branding/branding.router';
import { toursRouter } from '../features/tours/tours.router';

export const appRouter = router({
  branding: brandingRouter,
  tours: toursRouter,
});

export type AppRouter = typeof appRouter;
