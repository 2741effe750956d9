// Runs the evaluation set against a test app over REST (POST /api/ai-chat, as any client), each
// case as a new visitor (or the demo traveller, conversation forgotten first), and scores it:
// right when every fact is in the answer, nothing rejected is, the card kind and the hand-over
// offer are as expected; grounded when nothing it states is missing from the database.
import type { TestApp } from '../support/test-app';
import type { AiChatReply } from '@shared/schemas/assistant';
import { createSession } from '../../src/server/features/auth';
import { cargoPriceCents } from '@shared/cargo-pricing';
import { centsToAmount } from '@shared/money';
import { addDays, travelToday } from '@shared/schemas/travel';
import type { EvalCase, EvalEnv } from './cases';
import { EVAL_CASES } from './eval-set';
import type { Language } from '@shared/languages';
import { groundingProblems, loadCatalogueFacts } from './grounding-check';

export interface CaseResult {
  id: string;
  language: Language;
  question: string;
  response: string;
  correct: boolean;
  missing: string[];
  rejected: string[];
  notes: string[];
  ungrounded: string[];
}

export interface LanguageScore {
  language: Language;
  correct: number;
  total: number;
  score: number;
  /** Answers stating a price, date, code or item the database does not have. */
  invented: number;
}

export interface EvalReport {
  results: CaseResult[];
  correct: number;
  total: number;
  score: number;
  ungrounded: number;
  byLanguage: LanguageScore[];
}

const usd = (cents: number) => `$${centsToAmount(cents).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
/** A date as each language's answers write it (day, short month, year; Western digits). */
const DATE_LOCALES: Record<Language, string> = { en: 'en-US', sw: 'sw-KE', ar: 'ar-u-nu-latn' };
const day = (date: string, language: Language = 'en') =>
  new Intl.DateTimeFormat(DATE_LOCALES[language], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** A client with its own cookies (the visitor's conversation, or a session). */
function client(app: TestApp, cookies: Map<string, string>, language = 'en') {
  return async (method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> => {
    const headers: Record<string, string> = { 'accept-language': language };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await app.fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      cookies.set(name, value.join('='));
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
}

async function demoSession(app: TestApp): Promise<{ cookie: string; userId: string }> {
  const [demo] = await app.orm.em.getConnection().execute<{ id: string }[]>(`select id from app_user where username = 'demo'`);
  const { token } = await createSession(app.orm.em.fork(), demo.id, 1);
  return { cookie: token, userId: demo.id };
}

async function evalEnv(app: TestApp, demoCookie: string): Promise<EvalEnv> {
  // A shipment for the tracking questions, sent by the demo traveller through the API.
  const send = client(app, new Map([['session', demoCookie]]));
  const shipped = await send('POST', '/api/cargo-shipments', {
    fromLocation: 'Nairobi, Kenya',
    toLocation: 'Dubai, UAE',
    weight: '12',
    cargoType: 'air',
    currency: 'USD',
    price: centsToAmount(cargoPriceCents(12_000, 'air')),
  });
  if (shipped.status !== 201) throw new Error(`could not create the evaluation's shipment: ${JSON.stringify(shipped.body)}`);
  // The demo traveller's Great Migration Safari, booked through the API on its first departure.
  const [departure] = await app.orm.em
    .getConnection()
    .execute<{ date: string }[]>(
      `select to_char(departure_date, 'YYYY-MM-DD') as date from tour_departure where tour_id = 'tour-7' and departure_date > current_date and capacity > booked order by departure_date limit 1`,
    );
  const booked = await send('POST', '/api/bookings', { type: 'tour', itemId: 'tour-7', startDate: departure.date, quantity: 1 });
  if (booked.status !== 201) throw new Error(`could not book the evaluation's safari: ${JSON.stringify(booked.body)}`);
  const today = travelToday();
  const fareCache = new Map<string, Promise<string[]>>();
  /** The fare estimate screen's fares, one per vehicle type, as '$12.34'. */
  const taxiFares = (from: string, to: string) => {
    const key = `${from}→${to}`;
    if (!fareCache.has(key))
      fareCache.set(
        key,
        Promise.all(
          ['Economy', 'Comfort', 'Premium'].map(async (vehicleType) => {
            const res = await send('POST', '/api/taxi-fare-estimate', { pickupLocation: from, dropoffLocation: to, passengers: 1, vehicleType });
            if (res.status !== 200) throw new Error(`fare estimate ${key}: ${res.status} ${JSON.stringify(res.body)}`);
            return usd(Math.round(Number((res.body as { estimatedFare: string }).estimatedFare) * 100));
          }),
        ),
      );
    return fareCache.get(key)!;
  };
  return {
    sql: (query, params = []) => app.orm.em.getConnection().execute(query, params),
    usd,
    day,
    today,
    inDays: (days) => addDays(today, days),
    trackingNumber: (shipped.body as { trackingNumber: string }).trackingNumber,
    safariBooking: { code: (booked.body as { confirmationCode: string }).confirmationCode, date: departure.date },
    taxiFares,
  };
}

async function runCase(
  app: TestApp,
  env: EvalEnv,
  demoCookie: string,
  facts: Awaited<ReturnType<typeof loadCatalogueFacts>>,
  item: EvalCase,
): Promise<CaseResult> {
  const cookies = new Map<string, string>(item.signedIn ? [['session', demoCookie]] : []);
  const call = client(app, cookies, item.appLanguage ?? 'en');
  if (item.signedIn) await call('DELETE', '/api/ai-chat/conversation');
  for (const earlier of item.before ?? []) {
    const res = await call('POST', '/api/ai-chat', { message: earlier });
    if (res.status !== 200) throw new Error(`${item.id}: '${earlier}' answered ${res.status}`);
  }
  const question = typeof item.ask === 'string' ? item.ask : item.ask(env);
  const res = await call('POST', '/api/ai-chat', { message: question });
  if (res.status !== 200)
    return {
      id: item.id,
      language: item.language ?? 'en',
      question,
      response: `HTTP ${res.status}`,
      correct: false,
      missing: [],
      rejected: [],
      notes: [JSON.stringify(res.body)],
      ungrounded: [],
    };
  const reply = res.body as AiChatReply;
  const answer = reply.response.toLowerCase();
  const expected = await item.facts(env);
  const missing = expected.filter((fact) => !answer.includes(fact.toLowerCase()));
  const rejected = (item.reject ?? []).filter((fact) => answer.includes(fact.toLowerCase()));
  const notes: string[] = [];
  if (expected.length === 0) notes.push('no facts to check');
  if (item.card && !reply.cards.some((card) => card.kind === item.card)) notes.push(`no ${item.card} card`);
  if (item.handOver !== undefined && reply.offerHandOver !== item.handOver) notes.push(`offerHandOver ${reply.offerHandOver}`);
  const screen = item.screenAmounts ? await item.screenAmounts(env) : [];
  const ungrounded = await groundingProblems(app, facts, [...(item.before ?? []), question].join('\n'), reply, screen);
  return {
    id: item.id,
    language: item.language ?? 'en',
    question,
    response: reply.response,
    correct: missing.length === 0 && rejected.length === 0 && notes.length === 0,
    missing,
    rejected,
    notes,
    ungrounded,
  };
}

export async function runEval(app: TestApp, cases: EvalCase[] = EVAL_CASES): Promise<EvalReport> {
  const demo = await demoSession(app);
  const env = await evalEnv(app, demo.cookie);
  const facts = await loadCatalogueFacts(app);
  const results: CaseResult[] = [];
  for (const item of cases) results.push(await runCase(app, env, demo.cookie, facts, item));
  const correct = results.filter((result) => result.correct).length;
  const languages = [...new Set(results.map((result) => result.language))];
  return {
    results,
    correct,
    total: results.length,
    score: correct / results.length,
    ungrounded: results.filter((result) => result.ungrounded.length > 0).length,
    byLanguage: languages.map((language) => {
      const own = results.filter((result) => result.language === language);
      const right = own.filter((result) => result.correct).length;
      return { language, correct: right, total: own.length, score: right / own.length, invented: own.filter((result) => result.ungrounded.length > 0).length };
    }),
  };
}

/** The report as printed by `npm run eval:assistant`. */
export function formatReport(report: EvalReport): string {
  const lines = report.results.map((result) => {
    const mark = result.correct ? 'ok  ' : 'MISS';
    const why = [
      ...result.missing.map((fact) => `missing "${fact}"`),
      ...result.rejected.map((fact) => `stated "${fact}"`),
      ...result.notes,
      ...result.ungrounded.map((fact) => `UNGROUNDED ${fact}`),
    ].join('; ');
    const shown = process.env.ASSISTANT_EVAL_VERBOSE && !result.correct ? `\n       answer: ${result.response.replace(/\n/g, '\n         ')}` : '';
    return `${mark} ${result.id.padEnd(28)} ${result.question}${why ? `\n       ${why}` : ''}${shown}`;
  });
  const percent = (score: number) => `${(score * 100).toFixed(1)}%`;
  return [
    ...lines,
    '',
    ...report.byLanguage.map((line) => `  ${line.language}: ${line.correct}/${line.total} correct (${percent(line.score)}), invented: ${line.invented}`),
    `Assistant evaluation: ${report.correct}/${report.total} correct (${percent(report.score)}), ${report.ungrounded} answers with invented facts.`,
  ].join('\n');
}
