// The REST table: every path under /api, each bound to one procedure (see binding.ts and
// docs/api.md). The bindings live in routes/, a file per area; a new area adds its file here.
import type { RestRoute } from './binding';
import { accountRoutes } from './routes/accounts';
import { bookingRoutes } from './routes/bookings';
import { tourRoutes } from './routes/tours';
import { travelRoutes } from './routes/travel';
import { supportRoutes } from './routes/support';
import { taxiRoutes } from './routes/taxi';
import { cargoRoutes } from './routes/cargo';
import { shopRoutes } from './routes/shop';
import { backOfficeRoutes } from './routes/backoffice';
import { assistantRoutes } from './routes/assistant';
import { voucherRoutes } from './routes/vouchers';

export const restRoutes: RestRoute[] = [...tourRoutes, ...accountRoutes, ...travelRoutes, ...bookingRoutes, ...supportRoutes, ...taxiRoutes, ...cargoRoutes, ...shopRoutes, ...backOfficeRoutes, ...assistantRoutes, ...voucherRoutes];
