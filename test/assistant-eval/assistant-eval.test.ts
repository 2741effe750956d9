// The assistant's evaluation set, run in CI with the other tests and on its own by
// `npm run eval:assistant`: at least 90% of the questions answered right, and not one answer
// naming an item, price, tracking number or code the database does not hold.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { EVAL_CASES } from './cases';
import { formatReport, runEval } from './run-eval';

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

it('has at least 40 questions', () => {
  expect(EVAL_CASES.length).toBeGreaterThanOrEqual(40);
  expect(new Set(EVAL_CASES.map((item) => item.id)).size).toBe(EVAL_CASES.length);
});

it('answers at least 90% right, and every answer is grounded in the database', async () => {
  const report = await runEval(app);
  console.log(formatReport(report));
  expect(report.ungrounded, 'answers with facts the database does not hold').toBe(0);
  expect(report.score).toBeGreaterThanOrEqual(0.9);
}, 120_000);
