// Serves the photos staff uploaded: GET /media/photos/<photo id>-<width>.webp. A photo never
// changes (a new upload is a new id), so each variant is cached for a year as immutable, by
// browsers and by any proxy in front; the bytes come from PostgreSQL, so every instance
// serves every photo.
import express, { type Router } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { readPhotoVariant } from '../features/media';
import type { Logger } from '../logger';

const VARIANT_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,4})\.webp$/;
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export function mediaRouter(em: EntityManager, log: Logger): Router {
  const router = express.Router();
  router.get('/photos/:file', async (req, res) => {
    const match = VARIANT_FILE.exec(req.params.file);
    const notFound = () => res.status(404).type('text/plain').send('No such photo');
    if (!match) return notFound();
    const [, photoId, width] = match;
    const etag = `"${photoId}-${width}"`;
    if (req.get('if-none-match') === etag) return res.status(304).set({ ETag: etag, 'Cache-Control': IMMUTABLE_CACHE }).end();
    try {
      const variant = await readPhotoVariant(em.fork(), photoId, Number(width));
      if (!variant) return notFound();
      res.set({ 'Content-Type': 'image/webp', 'Cache-Control': IMMUTABLE_CACHE, ETag: etag, 'Content-Length': String(variant.byteSize) });
      return res.send(variant.data);
    } catch (error) {
      log.error({ err: error, photoId }, 'serving a photo failed');
      return res.status(500).type('text/plain').send('Internal server error');
    }
  });
  return router;
}
