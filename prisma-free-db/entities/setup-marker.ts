import { defineEntity, type InferEntity } from '@mikro-orm/core';

// What the start-up setup has already done to this database, and from which sources: a
// start skips a step whose marker matches (prisma-free-db/orm.ts migrate and seedDemoData).
export const SetupMarker = defineEntity({
  name: 'SetupMarker',
  tableName: 'setup_marker',
  properties: (p) => ({
    /** 'migrations' or 'demo-seed'. */
    step: p.text().primary(),
    /** Hash of the sources that did it (src/server/source-fingerprint.ts). */
    sourceFingerprint: p.text(),
    /** The travel day ('YYYY-MM-DD') the demo seed ran for: schedules roll with the day. */
    travelDay: p.date().nullable(),
    doneAt: p.datetime(),
  }),
});
export type SetupMarker = InferEntity<typeof SetupMarker>;
