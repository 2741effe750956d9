// The back office (issue 15): the package manager, photo uploads, reports, Manage Users,
// brand settings and the audit trail. Staff only (401 signed out, 403 travellers); role
// changes and brand settings are for admins (403 for staff).
import { z } from 'zod';
import { ZPasswordResetResult, ZSetRoleRequest, ZUser, ZUserIdRequest } from '../../../shared/schemas/auth';
import { ZAuditListRequest, ZAuditPage } from '../../../shared/schemas/audit';
import { ZBrandSettings, ZBrandUpdateRequest } from '../../../shared/schemas/branding';
import { MAX_PHOTO_BYTES, ZPhoto, ZPhotoIdRequest, ZPhotoOwner, ZPhotoUploadRequest } from '../../../shared/schemas/photos';
import { ZReport, ZReportRequest } from '../../../shared/schemas/reports';
import {
  ZAddDepartureRequest,
  ZDepartureIdRequest,
  ZTourAdmin,
  ZTourAdminSummary,
  ZTourIdRequest,
  ZTourPackageFields,
  ZTourUpdateRequest,
  ZUpdateDepartureRequest,
} from '../../../shared/schemas/tour-admin';
import { ZCargoShipment } from '../../../shared/schemas/cargo';
import {
  ZActiveRideList,
  ZActiveRideRequest,
  ZSetPriceRequest,
  ZSetShipmentStatusRequest,
  ZSetStockRequest,
  ZShipmentListRequest,
  ZShipmentPage,
  ZStockItem,
  ZStockListRequest,
  ZStockPage,
} from '../../../shared/schemas/operations';
import { del, get, patch, post, put } from '../binding';

const access = 'staff' as const;
const adminsOnly = { 403: 'Admins only; or a cross-origin request' } as const;
const ZPhotoList = z.object({ photos: z.array(ZPhoto) });

const packageRoutes = [
  get('/admin/tour-packages', {
    tag: 'Back office',
    summary: 'Tour packages for the package manager, drafts included',
    access,
    output: z.array(ZTourAdminSummary),
    call: (api) => api.packages.list(),
  }),
  post('/admin/tour-packages', {
    tag: 'Back office',
    summary: 'Create a tour package (a draft until published)',
    access,
    input: ZTourPackageFields,
    status: 201,
    output: ZTourAdmin,
    call: (api, input) => api.packages.create(input),
  }),
  get('/admin/tour-packages/:id', {
    tag: 'Back office',
    summary: 'A tour package with its photos and departures',
    access,
    input: ZTourIdRequest,
    output: ZTourAdmin,
    call: (api, input) => api.packages.get(input),
  }),
  put('/admin/tour-packages/:id', {
    tag: 'Back office',
    summary: "Edit a tour package's name, location, duration, price, discount and description",
    access,
    input: ZTourUpdateRequest,
    output: ZTourAdmin,
    call: (api, input) => api.packages.update(input),
  }),
  post('/admin/tour-packages/:id/publish', {
    tag: 'Back office',
    summary: 'Publish: listed in Featured Deals and search, and bookable',
    access,
    input: ZTourIdRequest,
    output: ZTourAdmin,
    call: (api, input) => api.packages.publish(input),
  }),
  post('/admin/tour-packages/:id/unpublish', {
    tag: 'Back office',
    summary: 'Unpublish: hidden from travellers; bookings already made stay valid',
    access,
    input: ZTourIdRequest,
    output: ZTourAdmin,
    call: (api, input) => api.packages.unpublish(input),
  }),
  post('/admin/tour-packages/:tourId/departures', {
    tag: 'Back office',
    summary: 'Add a departure with its places',
    access,
    input: ZAddDepartureRequest,
    status: 201,
    output: ZTourAdmin,
    errors: { 409: 'The package already departs that day' },
    call: (api, input) => api.packages.addDeparture(input),
  }),
  patch('/admin/departures/:id', {
    tag: 'Back office',
    summary: "Change a departure's places (not below what is booked)",
    access,
    input: ZUpdateDepartureRequest,
    output: ZTourAdmin,
    errors: { 409: 'The departure is in the past' },
    call: (api, input) => api.packages.updateDeparture(input),
  }),
  del('/admin/departures/:id', {
    tag: 'Back office',
    summary: 'Remove a departure nobody has booked',
    access,
    input: ZDepartureIdRequest,
    output: ZTourAdmin,
    errors: { 409: 'Places are booked or held on it, or it is in the past' },
    call: (api, input) => api.packages.removeDeparture(input),
  }),
];

const photoRoutes = [
  get('/admin/photos', {
    tag: 'Back office',
    summary: "An item's photos, cover first",
    access,
    input: ZPhotoOwner,
    output: z.array(ZPhoto),
    call: (api, input) => api.media.list(input),
  }),
  post('/admin/photos', {
    tag: 'Back office',
    summary: 'Upload a photo for a tour, hotel, car, product or (admins) a brand logo',
    description:
      'The body is the file itself (JPEG, PNG or WebP, at most 5 MB), recognised by its bytes whatever its name or Content-Type. ' +
      "It is re-encoded to WebP at a few widths (never wider than the original) and served from /media/photos/ with a year's caching; the answer's srcSet lists them. " +
      'A brand logo replaces the brand’s logo. Refused files leave nothing behind.',
    access,
    input: ZPhotoUploadRequest,
    rawBody: {
      field: 'photo',
      mediaTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
      maxBytes: MAX_PHOTO_BYTES,
      tooLarge: 'photo: The file is larger than 5 MB',
      description: 'The image file (JPEG, PNG or WebP), at most 5 MB',
    },
    status: 201,
    output: ZPhoto,
    errors: {
      404: 'No such item to attach the photo to',
      409: 'The item has the most photos it may have',
      413: 'The file is larger than 5 MB',
      415: 'Not a JPEG, PNG or WebP image (judged by its bytes)',
      422: 'The image is damaged or incomplete',
    },
    call: (api, input) => api.media.upload(input),
  }),
  del('/admin/photos/:id', {
    tag: 'Back office',
    summary: 'Delete a photo',
    access,
    input: ZPhotoIdRequest,
    output: ZPhotoList,
    errors: { 409: 'A brand logo is replaced, not deleted' },
    call: (api, input) => api.media.remove(input),
  }),
  post('/admin/photos/:id/cover', {
    tag: 'Back office',
    summary: "Make a photo the item's cover (shown first)",
    access,
    input: ZPhotoIdRequest,
    output: ZPhotoList,
    call: (api, input) => api.media.setCover(input),
  }),
];

const userRoutes = [
  post('/admin/users/:userId/role', {
    tag: 'Admin',
    summary: "Change a user's role (admins only)",
    access,
    input: ZSetRoleRequest,
    output: ZUser,
    errors: { ...adminsOnly, 404: 'No such user' },
    call: (api, input) => api.users.setRole(input),
  }),
  post('/admin/users/:userId/disable', {
    tag: 'Admin',
    summary: 'Disable an account: its sessions end at once and it cannot sign in',
    description: 'Staff may disable travellers; accounts of staff and admins only admins. Nobody disables their own account.',
    access,
    input: ZUserIdRequest,
    output: ZUser,
    errors: { 404: 'No such user' },
    call: (api, input) => api.users.disable(input),
  }),
  post('/admin/users/:userId/enable', {
    tag: 'Admin',
    summary: 'Enable a disabled account again',
    access,
    input: ZUserIdRequest,
    output: ZUser,
    errors: { 404: 'No such user' },
    call: (api, input) => api.users.enable(input),
  }),
  post('/admin/users/:userId/reset-password', {
    tag: 'Admin',
    summary: 'Reset a password: a temporary one, shown once, that must be changed at the next sign-in',
    description: "The account's sessions end. Until the user chooses a new password (POST /api/profile/password), every other signed-in call answers 403.",
    access,
    input: ZUserIdRequest,
    output: ZPasswordResetResult,
    errors: { 404: 'No such user' },
    call: (api, input) => api.users.resetPassword(input),
  }),
];

const reportRoutes = [
  get('/admin/reports', {
    tag: 'Admin',
    summary: 'Reports: bookings and revenue per day or week by type, top destinations, cancellations, hotel occupancy',
    description: 'Dates are travel-calendar days (Africa/Nairobi), both ends included, at most 366 days. Figures are defined as in GET /api/admin/stats.',
    access,
    input: ZReportRequest,
    output: ZReport,
    call: (api, input) => api.admin.reports(input),
  }),
  get('/admin/audit', {
    tag: 'Admin',
    summary: 'The audit trail: every staff change, newest first',
    description: 'Filter by the staff member (actorId) and/or the item (itemType, itemId); page with nextCursor.',
    access,
    input: ZAuditListRequest,
    output: ZAuditPage,
    call: (api, input) => api.audit.list(input),
  }),
];

const brandRoutes = [
  get('/admin/brands', {
    tag: 'Branding',
    summary: "Every brand's settings (admins only)",
    access,
    output: z.array(ZBrandSettings),
    errors: { 403: 'Admins only' },
    call: (api) => api.branding.list(),
  }),
  put('/admin/brands/:id', {
    tag: 'Branding',
    summary: "Save a brand's settings (admins only)",
    description: 'Takes effect at once on every instance: GET /api/domain-context reads the brand table on each request.',
    access,
    input: ZBrandUpdateRequest,
    output: ZBrandSettings,
    errors: { ...adminsOnly, 404: 'No such brand' },
    call: (api, input) => api.branding.update(input),
  }),
];

// Operations (issue 15 item 5): marketplace stock and prices, cargo shipments' status, active rides.
const operationRoutes = [
  get('/admin/products', {
    tag: 'Back office',
    summary: 'Marketplace stock and prices: every product with what can be bought now and what unpaid orders hold',
    access,
    input: ZStockListRequest,
    output: ZStockPage,
    call: (api, input) => api.shop.stock.list(input),
  }),
  put('/admin/products/:id/stock', {
    tag: 'Back office',
    summary: 'Set how many of a product can be bought from now on',
    description: 'Units held by unpaid orders stay theirs (they come back if the order is not paid); orders racing this change never oversell.',
    access,
    input: ZSetStockRequest,
    output: ZStockItem,
    errors: { 404: 'No such product' },
    call: (api, input) => api.shop.stock.setQuantity(input),
  }),
  put('/admin/products/:id/price', {
    tag: 'Back office',
    summary: "Set a product's price, in its own currency",
    description: 'Orders already placed keep the prices they were placed at; carts mark the line as changed and checkout shows the new total before payment.',
    access,
    input: ZSetPriceRequest,
    output: ZStockItem,
    errors: { 404: 'No such product' },
    call: (api, input) => api.shop.stock.setPrice(input),
  }),
  get('/admin/shipments', {
    tag: 'Back office',
    summary: 'Cargo shipments, newest first, by status or by part of a tracking number, a place or the sender',
    access,
    input: ZShipmentListRequest,
    output: ZShipmentPage,
    call: (api, input) => api.cargo.shipments(input),
  }),
  post('/admin/shipments/:trackingNumber/events', {
    tag: 'Back office',
    summary: "Set a shipment's status by adding a history event (the sender sees it on the tracking page)",
    description: "Only forward: an event before or equal to the latest is a 409. An event past pending also records 'Picked Up' and 'In Transit' if they are missing.",
    access,
    input: ZSetShipmentStatusRequest,
    status: 201,
    output: ZCargoShipment,
    errors: { 404: 'No shipment found', 409: 'The history already has this event or a later one' },
    call: (api, input) => api.cargo.setStatus(input),
  }),
  get('/admin/rides/active', {
    tag: 'Back office',
    summary: 'The taxi rides going on now (assigned, arriving, under way), oldest booking first',
    access,
    input: ZActiveRideRequest,
    output: ZActiveRideList,
    call: (api, input) => api.taxi.active(input),
  }),
];

export const backOfficeRoutes = [...packageRoutes, ...photoRoutes, ...userRoutes, ...reportRoutes, ...brandRoutes, ...operationRoutes];
