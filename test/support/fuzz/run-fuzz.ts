// Runs the fuzz inputs against a live app over HTTP and tallies, per endpoint, the answers by
// class and every broken promise: a 5xx, an error that is not JSON, a REST answer that strays
// from the OpenAPI document, a request that hangs. fast-check draws the inputs (one seeded
// stream per endpoint, so a run is repeatable with FUZZ_SEED).
import fc from 'fast-check';
import { apiContract } from '../api-contract';
import type { Endpoint, SentRequest } from './endpoints';
import { inputFor, MALFORMED_UTF8, MALFORMED_UTF8_MARK, type FieldHints } from './input-arbitrary';

export interface Identity {
  name: string;
  /**
   * A fresh `session=...` cookie for each request (the fuzz signs people in and out, changes
   * passwords: a shared session would not last); absent for a signed-out caller.
   */
  cookie?: () => Promise<string>;
}

export interface EndpointReport {
  endpoint: string;
  inputs: number;
  ok: number;
  clientErrors: number;
  serverErrors: number;
  notJson: number;
  contract: number;
  hangs: number;
  /** The first few failures, with the request that caused each. */
  failures: string[];
}

export interface FuzzOptions {
  baseUrl: string;
  runs: number;
  seed: number;
  identities: Identity[];
  hints: FieldHints;
  /** A request with no answer after this long is a hang. */
  timeoutMs: number;
}

/** Statuses the edge answers before any route (not part of an operation's document). */
const EDGE_STATUSES = new Set([414, 431]);

export async function fuzzEndpoint(endpoint: Endpoint, options: FuzzOptions): Promise<EndpointReport> {
  const report: EndpointReport = {
    endpoint: endpoint.name,
    inputs: 0,
    ok: 0,
    clientErrors: 0,
    serverErrors: 0,
    notJson: 0,
    contract: 0,
    hangs: 0,
    failures: [],
  };
  const fail = (kind: keyof EndpointReport, what: string) => {
    (report[kind] as number) += 1;
    if (report.failures.length < 5) report.failures.push(what);
  };
  const arbitrary = fc.tuple(inputFor(endpoint.schema, options.hints), fc.constantFrom(...options.identities), fc.ipV4(), fc.constantFrom(...MALFORMED_UTF8));
  await fc.assert(
    fc.asyncProperty(arbitrary, async ([input, identity, ip, malformed]) => {
      report.inputs += 1;
      const request = withMalformedBytes(endpoint.request(input), malformed);
      const cookie = identity.cookie ? await identity.cookie() : undefined;
      const body = typeof request.body === 'string' ? request.body : request.body && Buffer.from(request.body).toString('latin1');
      const described = `${request.method} ${request.url.slice(0, 300)} as ${identity.name}${body ? ` body ${body.slice(0, 300)}` : ''}`;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeoutMs);
      try {
        const response = await fetch(`${options.baseUrl}${request.url}`, {
          method: request.method,
          headers: { ...request.headers, ...(cookie ? { cookie } : {}), 'x-forwarded-for': ip },
          body: request.body,
          signal: controller.signal,
        });
        if (request.stream) {
          controller.abort();
          if (response.status >= 500) fail('serverErrors', `${response.status}: ${described}`);
          else if (response.status >= 400) report.clientErrors += 1;
          else report.ok += 1;
          return true;
        }
        const text = await response.text();
        // FUZZ_DEBUG='GET /api/hotels/:id' prints what one endpoint is sent and answers.
        if (process.env.FUZZ_DEBUG === endpoint.name) console.log(`${response.status} ${text.slice(0, 160)} <- ${described}`);
        const json = (response.headers.get('content-type') ?? '').includes('application/json') && isJson(text);
        if (response.status >= 500) fail('serverErrors', `${response.status} ${text.slice(0, 200)}: ${described}`);
        else if (response.status >= 400) report.clientErrors += 1;
        else report.ok += 1;
        if (response.status >= 400 && !json) fail('notJson', `${response.status} not JSON (${response.headers.get('content-type')}): ${described}`);
        if (endpoint.kind === 'rest' && !EDGE_STATUSES.has(response.status)) {
          const problems = await apiContract().problems(
            request.method,
            request.url,
            new Response(text, { status: response.status, headers: response.headers }),
          );
          if (problems.length) fail('contract', `${problems.join('; ').slice(0, 400)}: ${described}`);
        }
      } catch (error) {
        if (controller.signal.aborted && !request.stream) fail('hangs', `no answer in ${options.timeoutMs} ms: ${described}`);
        else if (!controller.signal.aborted) fail('hangs', `${(error as Error).message}: ${described}`);
      } finally {
        clearTimeout(timer);
      }
      return true;
    }),
    { numRuns: options.runs, seed: options.seed, endOnFailure: true },
  );
  return report;
}

/** The request with the bytes `malformed` where the input had MALFORMED_UTF8_MARK: raw in the body, percent-escaped in the URL. */
export function withMalformedBytes(request: SentRequest, malformed: readonly number[]): SentRequest {
  const escaped = malformed.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  const url = request.url.replaceAll(MALFORMED_UTF8_MARK, () => escaped);
  if (typeof request.body !== 'string' || !request.body.includes(MALFORMED_UTF8_MARK)) return { ...request, url };
  const parts = request.body.split(MALFORMED_UTF8_MARK).map((part) => Buffer.from(part));
  const body = Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [Buffer.from(malformed), part])));
  return { ...request, url, body };
}

export function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Runs `task` over `items`, `concurrency` at a time. */
export async function inPool<T, R>(items: T[], concurrency: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]);
      }
    }),
  );
  return results;
}

/** The table `npm run fuzz` prints (Markdown, for docs/hardening.md); `contract` names the column of broken promises beyond status and JSON. */
export function reportTable(reports: EndpointReport[], contract = 'Off the OpenAPI document'): string {
  const rows = reports.map(
    (r) => `| \`${r.endpoint}\` | ${r.inputs} | ${r.ok} | ${r.clientErrors} | ${r.serverErrors} | ${r.notJson} | ${r.contract} | ${r.hangs} |`,
  );
  const total = (key: keyof EndpointReport) => reports.reduce((sum, r) => sum + (r[key] as number), 0);
  return [
    `| Endpoint | Inputs | 2xx | 4xx | 5xx | Error not JSON | ${contract} | Hangs |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    `| **All ${reports.length} endpoints** | **${total('inputs')}** | ${total('ok')} | ${total('clientErrors')} | **${total('serverErrors')}** | ${total('notJson')} | ${total('contract')} | ${total('hangs')} |`,
  ].join('\n');
}
