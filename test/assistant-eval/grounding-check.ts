// The grounding check of the evaluation set, done against the database itself (not through the
// assistant's code): an answer may name only items that exist, state only amounts the database
// (or the spec's cargo and taxi constants, a screen's figure for the same question such as the
// fare estimate's, or the traveller's own words) holds, and only
// tracking numbers and confirmation codes that exist. Its cards must be real rows with the
// prices and names the database has.
import type { TestApp } from '../support/test-app';
import type { AiChatReply, AssistantCard } from '@shared/schemas/assistant';
import { CARGO_RATE_PER_KG_CENTS, cargoPriceCents } from '@shared/cargo-pricing';
import { TAXI_TARIFFS } from '@shared/taxi-fares';
import { minorUnits } from '@shared/local-money';
import { codeMentions, moneyMentions, trackingMentions } from '../../src/server/features/assistant/grounding';
import { serverCatalogs } from '../../src/server/locales';

export interface CatalogueFacts {
  /** Lower-case names of everything the assistant may name in a list. */
  names: Set<string>;
  /** Every amount the database holds, × 1000 (so 749 and 749.00 compare equal). */
  amounts: Set<number>;
  trackingNumbers: Set<string>;
  codes: Set<string>;
}

const sql = <T>(app: TestApp, query: string, params: unknown[] = []) => app.orm.em.getConnection().execute<T[]>(query, params);
const milli = (minor: number, digits: number) => minor * 10 ** (3 - digits);

export async function loadCatalogueFacts(app: TestApp): Promise<CatalogueFacts> {
  const names = new Set<string>();
  const amounts = new Set<number>();
  for (const row of await sql<{ name: string; cents: number }>(app, 'select name, price_cents as cents from tour_package')) {
    names.add(row.name.toLowerCase());
    amounts.add(milli(row.cents, 2));
  }
  for (const row of await sql<{ name: string; cents: number }>(app, 'select name, price_per_night_cents as cents from hotel')) {
    names.add(row.name.toLowerCase());
    amounts.add(milli(row.cents, 2));
  }
  for (const row of await sql<{ name: string; cents: number }>(app, `select brand || ' ' || model as name, price_per_day_cents as cents from car`)) {
    names.add(row.name.toLowerCase());
    amounts.add(milli(row.cents, 2));
  }
  for (const row of await sql<{ name: string }>(app, `select distinct airline || ' ' || flight_number as name from flight`)) names.add(row.name.toLowerCase());
  for (const row of await sql<{ cents: number }>(app, 'select distinct price_cents as cents from flight_seat')) amounts.add(milli(row.cents, 2));
  for (const row of await sql<{ name: string; minor: number; currency: string }>(app, 'select name, price_minor as minor, currency from product')) {
    names.add(row.name.toLowerCase());
    amounts.add(milli(row.minor, minorUnits(row.currency)));
  }
  for (const row of await sql<{ name: string | null; cents: number; code: string }>(
    app,
    `select booking_details->>'itemName' as name, total_cents as cents, confirmation_code as code from booking`,
  )) {
    if (row.name) names.add(row.name.toLowerCase());
    amounts.add(milli(row.cents, 2));
  }
  const trackingNumbers = new Set<string>();
  for (const row of await sql<{ number: string; cents: number }>(app, 'select tracking_number as number, price_cents as cents from cargo_shipment')) {
    trackingNumbers.add(row.number);
    amounts.add(milli(row.cents, 2));
  }
  const codes = new Set((await sql<{ code: string }>(app, 'select confirmation_code as code from booking')).map((row) => row.code));
  // The spec's constants the app prices with: cargo per kg, taxi cancellation fees.
  for (const cents of Object.values(CARGO_RATE_PER_KG_CENTS)) amounts.add(milli(cents, 2));
  for (const tariff of Object.values(TAXI_TARIFFS))
    for (const cents of [tariff.cancellationFeeCents, tariff.baseCents, tariff.perKmCents, tariff.perMinuteCents]) amounts.add(milli(cents, 2));
  // Fixed list labels of the assistant's own catalogs (cargo methods), in every language.
  for (const catalog of Object.values(serverCatalogs)) {
    const assistant = catalog.assistant as Record<string, Record<string, unknown>>;
    const labels = { ...(assistant.cargo.methods as Record<string, string>), ...(assistant.taxi.vehicles as Record<string, string>) };
    for (const label of Object.values(labels)) names.add(label.toLowerCase());
  }
  return { names, amounts, trackingNumbers, codes };
}

/** Amounts the traveller wrote, and cargo prices of the weights they gave ('20 kg', 'kilo 20', '٢٠ كيلو'). */
function questionAmounts(asked: string): Set<number> {
  const question = asked.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  const amounts = new Set<number>();
  for (const match of question.matchAll(/(\d[\d,]*)(?:\.(\d{1,3}))?(k)?/gi)) {
    const whole = Number(match[1].replace(/,/g, '')) * (match[3] ? 1000 : 1);
    amounts.add(whole * 1000 + Number((match[2] ?? '').padEnd(3, '0')));
  }
  const weights = [...question.matchAll(/(\d+(?:\.\d{1,3})?)\s*(?:kg|kgs|kilos?|كيلو|كغ|كجم)/gi), ...question.matchAll(/\bkilo\s+(\d+(?:\.\d{1,3})?)/gi)];
  for (const match of weights) {
    const grams = Math.round(Number(match[1]) * 1000);
    for (const type of ['air', 'sea', 'road'] as const) amounts.add(milli(cargoPriceCents(grams, type), 2));
  }
  return amounts;
}

async function cardProblems(app: TestApp, card: AssistantCard): Promise<string[]> {
  const price = card.price ? Math.round(Number(card.price.amount) * 1000) : null;
  const check = async (query: string, params: unknown[], expected: (row: { name: string; amount: number }) => boolean) => {
    const [row] = await sql<{ name: string; amount: number }>(app, query, params);
    return row && expected(row) ? [] : [`card ${card.kind} ${card.id} (${card.title}, ${card.price?.amount}) does not match the database`];
  };
  switch (card.kind) {
    case 'tour':
      return check(
        'select name, price_cents * 10 as amount from tour_package where id = ?',
        [card.id],
        (row) => row.name === card.title && row.amount === price,
      );
    case 'hotel':
      return check(
        'select name, price_per_night_cents * 10 as amount from hotel where id = ?',
        [card.id],
        (row) => row.name === card.title && row.amount === price,
      );
    case 'car':
      return check(
        `select brand || ' ' || model as name, price_per_day_cents * 10 as amount from car where id = ?`,
        [card.id],
        (row) => row.name === card.title && row.amount === price,
      );
    case 'flight':
      return check(
        `select f.airline || ' ' || f.flight_number as name, s.price_cents * 10 as amount from flight_seat s join flight f on f.id = s.flight_id where s.id = ?`,
        [card.id],
        (row) => row.name === card.title && row.amount === price,
      );
    case 'product': {
      const [row] = await sql<{ name: string; minor: number; currency: string }>(app, 'select name, price_minor as minor, currency from product where id = ?', [
        card.id,
      ]);
      return row && row.name === card.title && milli(row.minor, minorUnits(row.currency)) === price && row.currency === card.price?.currency
        ? []
        : [`card product ${card.id} does not match the database`];
    }
    case 'shipment':
      // Shown to anyone but its sender, a shipment's card has no price (the public never sees it).
      return check(
        'select tracking_number as name, price_cents * 10 as amount from cargo_shipment where tracking_number = ?',
        [card.id],
        (row) => row.name === card.title && (price === null || row.amount === price),
      );
    case 'booking':
      return check(
        `select booking_details->>'itemName' as name, total_cents * 10 as amount from booking where id = ?`,
        [card.id],
        (row) => row.name === card.title && row.amount === price,
      );
    default:
      return ['/contact', '/bookings'].includes(card.id) ? [] : [`card page ${card.id} is not a known screen`];
  }
}

/** Everything the answer states that the database does not hold (empty: grounded). */
export async function groundingProblems(
  app: TestApp,
  facts: CatalogueFacts,
  question: string,
  reply: AiChatReply,
  screenAmounts: string[] = [],
): Promise<string[]> {
  const problems: string[] = [];
  const asked = questionAmounts(question);
  for (const mention of moneyMentions(screenAmounts.join(' '))) asked.add(mention.milli);
  for (const mention of moneyMentions(reply.response))
    if (!facts.amounts.has(mention.milli) && !asked.has(mention.milli)) problems.push(`amount ${mention.text}`);
  for (const number of trackingMentions(reply.response)) if (!facts.trackingNumbers.has(number)) problems.push(`tracking number ${number}`);
  for (const code of codeMentions(reply.response)) if (!facts.codes.has(code)) problems.push(`confirmation code ${code}`);
  for (const line of reply.response.split('\n')) {
    const item = /^• (.+?) — /.exec(line);
    if (item && !facts.names.has(item[1].toLowerCase())) problems.push(`item ${item[1]}`);
  }
  for (const card of reply.cards) problems.push(...(await cardProblems(app, card)));
  return problems;
}
