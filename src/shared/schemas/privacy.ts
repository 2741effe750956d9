import { z } from 'zod';
import { ZBooking } from './bookings';
import { PASSWORD_MAX_LENGTH, ZAccountLinkToken } from './auth';
import { plainText } from './text';

export const DATA_EXPORT_FORMATS = ['json', 'html'] as const;
export const DATA_EXPORT_STATUSES = ['pending', 'ready'] as const;

/** An export the account asked for: made by a job, downloadable until `expiresAt`. */
export const ZDataExport = z.object({
  id: z.uuid(),
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: z.iso.datetime(),
  readyAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime(),
});
export type DataExport = z.infer<typeof ZDataExport>;

export const ZDataExportStatus = z.object({ latest: ZDataExport.nullable() });

export const ZDataExportFileRequest = z.object({
  exportId: z.uuid(),
  format: z.enum(DATA_EXPORT_FORMATS),
  /** The token of the e-mailed link; not needed by the owner signed in. */
  token: ZAccountLinkToken.optional(),
});

export const ZDataExportFile = z.object({
  fileName: z.string(),
  mediaType: z.enum(['application/json', 'text/html']),
  content: z.string(),
});
export type DataExportFile = z.infer<typeof ZDataExportFile>;

/** What stands between the account and its deletion: upcoming paid bookings, to cancel or keep. */
export const ZDeletionCheck = z.object({
  blockingBookings: z.array(ZBooking),
  /** The account has a second factor: the code is asked for too. */
  secondFactorRequired: z.boolean(),
});
export type DeletionCheck = z.infer<typeof ZDeletionCheck>;

export const ZDeleteAccountRequest = z.object({
  password: plainText(z.string().min(1, 'Required').max(PASSWORD_MAX_LENGTH, 'Too long')),
  /** The second factor's code (or a recovery code), when the account has one. */
  code: plainText(z.string().max(64, 'Too long')).optional(),
});
export type DeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
