// supportTickets on /admin: open threads, i.e. conversations with a customer message (not in
// the trash) that no staff reply has answered yet; and its trend: threads that received customer
// messages in the last `days` days against the `days` before, as the dashboard's other trends.
import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailMessage } from '@db/entities/support';

async function threadsWith(em: EntityManager, where: Record<string, unknown>): Promise<number> {
  const [row] = await em
    .createQueryBuilder(EmailMessage)
    .count('thread', true)
    .where({ direction: 'inbound', deletedAt: null, ...where })
    .execute<{ count: number | string }[]>('all');
  return Number(row?.count ?? 0);
}

export async function supportTicketFigures(em: EntityManager, days: number): Promise<{ open: number; last: number; previous: number }> {
  const [open, last, previous] = await Promise.all([
    threadsWith(em, { repliedAt: null }),
    threadsWith(em, { createdAt: { $gte: sql`now() - make_interval(days => ${days})` } }),
    threadsWith(em, { createdAt: { $gte: sql`now() - make_interval(days => ${2 * days})`, $lt: sql`now() - make_interval(days => ${days})` } }),
  ]);
  return { open, last, previous };
}
