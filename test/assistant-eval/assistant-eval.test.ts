// The assistant's evaluation set. `npm test` runs a fixed subset (every third question of each
// language); `npm run eval:assistant` runs all of it and prints the figures per language. Each
// language must be answered at least 90% right, and not one answer may state an item, price,
// date, tracking number or code the database does not hold.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { EVAL_CASES, EVAL_SUBSET } from './eval-set';
import { formatReport, runEval } from './run-eval';

const wholeSet = process.env.ASSISTANT_EVAL === 'all';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    JOB_WORKER: false,
    ASSISTANT_MESSAGES_PER_IP_PER_HOUR: 100_000,
    ASSISTANT_MESSAGES_PER_USER_PER_HOUR: 100_000,
    CARGO_LOOKUPS_PER_IP_PER_MINUTE: 10_000,
  });
});
afterAll(() => app?.close());

it('has at least 40 questions in each language', () => {
  for (const language of ['en', 'sw', 'ar'] as const)
    expect(EVAL_CASES.filter((item) => (item.language ?? 'en') === language).length).toBeGreaterThanOrEqual(40);
  expect(new Set(EVAL_CASES.map((item) => item.id)).size).toBe(EVAL_CASES.length);
});

it(`answers at least 90% right in each language, and invents nothing (${wholeSet ? 'the whole set' : 'the fixed subset'})`, async () => {
  const report = await runEval(app, wholeSet ? EVAL_CASES : EVAL_SUBSET);
  console.log(formatReport(report));
  expect(report.ungrounded, 'answers with facts the database does not hold').toBe(0);
  for (const line of report.byLanguage) expect(line.score, `${line.language}: ${line.correct}/${line.total}`).toBeGreaterThanOrEqual(0.9);
}, 300_000);
