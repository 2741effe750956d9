// 'Download my data': the request stores a pending export and schedules the job that makes it,
// in one transaction; the job (on whichever instance claims it, exactly once) fills it in and
// e-mails the link through the outbox. The download is the owner's, signed in, or whoever holds
// the link's token; both only until the export expires.
import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { DataExport } from '@db/entities/data-export';
import type { AppConfig } from '../../config';
import { LANGUAGES, type Language } from '@shared/languages';
import type { DataExport as DataExportDto, DataExportFile } from '@shared/schemas/privacy';
import { conflict, notFound } from '../../errors';
import { t, withLanguage } from '../../core/i18n';
import { takeHit } from '../../core/throttle';
import { defineJob, scheduleJob } from '../../platform';
import { queueAccountMail } from '../support';
import { hashToken } from '../auth';
import { publicOrigin } from '../../core/public-origin';
import { collectAccountData, renderExportHtml, type AccountExport } from './data-export';

/** How long a finished export can be downloaded; then the retention job deletes it. */
export const DATA_EXPORT_VALID_DAYS = 7;

const exportRequestsPerAccount = {
  name: 'data-export-account',
  limit: 3,
  windowSeconds: 24 * 60 * 60,
  message: () => t('privacy:errors.tooManyExports'),
};

export const dataExportLink = (config: Pick<AppConfig, 'PUBLIC_URL' | 'PORT'>, exportId: string, token: string) =>
  `${publicOrigin(config)}/data-export#id=${exportId}&token=${token}`;

export const toDataExportDto = (row: Pick<DataExport, 'id' | 'status' | 'createdAt' | 'readyAt' | 'expiresAt'>): DataExportDto => ({
  id: row.id,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  readyAt: row.readyAt?.toISOString() ?? null,
  expiresAt: row.expiresAt.toISOString(),
});

/** The account's newest export that has not expired, if any. */
export async function latestDataExport(em: EntityManager, userId: string): Promise<DataExportDto | null> {
  const row = await em.findOne(
    DataExport,
    { user: userId, expiresAt: { $gt: sql.now() } },
    { orderBy: { createdAt: 'desc' }, fields: ['id', 'status', 'createdAt', 'readyAt', 'expiresAt'], refresh: true },
  );
  return row ? toDataExportDto(row) : null;
}

/**
 * Asks for a new export. One at a time: while one is being made another request is a 409;
 * at most three a day per account (each is a full read of the account's rows).
 */
export async function requestDataExport(em: EntityManager, userId: string, host: string, language: Language): Promise<DataExportDto> {
  const pending = await em.count(DataExport, { user: userId, status: 'pending', expiresAt: { $gt: sql.now() } });
  if (pending > 0) throw conflict(t('privacy:errors.exportPending'));
  await takeHit(em, exportRequestsPerAccount, userId);
  let id: string;
  try {
    id = await em.transactional(async (tx) => {
      const exportId = String(
        await tx.insert(DataExport, {
          user: userId,
          status: 'pending',
          tokenHash: hashToken(randomBytes(32).toString('base64url')),
          expiresAt: sql`now() + make_interval(days => ${DATA_EXPORT_VALID_DAYS})` as unknown as Date,
        }),
      );
      await scheduleJob(tx, buildDataExportJob, { runAt: new Date(), payload: { exportId, host, language }, key: `data-export:${exportId}` });
      return exportId;
    });
  } catch (error) {
    // Another request of the account's won the race: one pending export per account.
    throw error instanceof UniqueConstraintViolationException ? conflict(t('privacy:errors.exportPending')) : error;
  }
  const row = await em.findOneOrFail(DataExport, id, { refresh: true });
  return toDataExportDto(row);
}

/**
 * Makes the export and e-mails its link. The link's token is made here, so it exists only in
 * the e-mail (the pending row's placeholder hash matches no token anyone has). A retry after a
 * failure starts over in a new transaction; the mail is an outbox row in the same one.
 */
export const buildDataExportJob = defineJob({
  kind: 'privacy.build-export',
  payload: z.object({ exportId: z.uuid(), host: z.string(), language: z.enum(LANGUAGES) }),
  async run({ em, payload, config, signal }) {
    if (signal.aborted) return;
    const row = await em.findOne(DataExport, { id: payload.exportId, status: 'pending' }, { populate: ['user'] });
    if (!row) return; // purged, or the account deleted meanwhile
    const user = row.user;
    const language = user.language ?? payload.language;
    const data: AccountExport = await collectAccountData(em, user.id);
    const token = randomBytes(32).toString('base64url');
    await em.nativeUpdate(
      DataExport,
      { id: row.id },
      {
        content: data as unknown as Record<string, unknown>,
        html: withLanguage(language, () => renderExportHtml(data, language)),
        status: 'ready',
        tokenHash: hashToken(token),
        readyAt: sql.now() as unknown as Date,
        expiresAt: sql`now() + make_interval(days => ${DATA_EXPORT_VALID_DAYS})` as unknown as Date,
      },
    );
    await queueAccountMail(em, config, {
      to: user.email,
      host: payload.host,
      language,
      recipientName: user.fullName || user.username,
      subject: () => t('privacy:exportMail.subject'),
      message: (brandName) =>
        t('privacy:exportMail.message', {
          brand: brandName,
          username: user.username,
          link: dataExportLink(config, row.id, token),
          days: DATA_EXPORT_VALID_DAYS,
        }),
    });
  },
});

/**
 * The export's file, for its owner signed in or for the holder of its link's token: anyone
 * else, an unknown id, a wrong token and an expired export are all "not found".
 */
export async function dataExportFile(
  em: EntityManager,
  caller: { userId?: string },
  input: { exportId: string; format: 'json' | 'html'; token?: string },
): Promise<DataExportFile> {
  const row = await em.findOne(DataExport, { id: input.exportId, status: 'ready', expiresAt: { $gt: sql.now() } }, { refresh: true });
  const owner = row && caller.userId !== undefined && row.user.id === caller.userId;
  const tokenHolder = row && input.token !== undefined && row.tokenHash === hashToken(input.token);
  if (!row || !(owner || tokenHolder) || !row.content || !row.html) throw notFound(t('privacy:errors.exportNotFound'));
  const day = row.readyAt?.toISOString().slice(0, 10) ?? 'export';
  return input.format === 'json'
    ? { fileName: `my-data-${day}.json`, mediaType: 'application/json', content: JSON.stringify(row.content, null, 2) }
    : { fileName: `my-data-${day}.html`, mediaType: 'text/html', content: row.html };
}

/** Finished (or abandoned) exports past their expiry are deleted with their content. */
export async function purgeExpiredExports(em: EntityManager): Promise<number> {
  return em.nativeDelete(DataExport, { expiresAt: { $lte: sql.now() } });
}
