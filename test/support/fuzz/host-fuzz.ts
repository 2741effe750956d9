// The Host header, fuzzed: the page (index.html) and the brand's answers for any Host (and, as a
// proxy would send it, X-Forwarded-Host) a client may send: `$` patterns a replacement string
// would read (`$\``, `$'`, `$&`), very long ones, odd characters, ports, IPv6 literals, the
// brands' own hosts and random domains. No answer may be a 5xx or hang; every page must be
// whole (one head, one title, its #domain-context block valid JSON naming the title's brand
// and no host), an app route 200 and any other path 404, unless the host is refused as no host
// name (a JSON 400 on `host`); and the pages kept must stay one per brand and language however
// many hosts ask.
import http from 'node:http';
import fc from 'fast-check';
import { isAppRoute } from '@shared/app-routes';
import { isJson, type EndpointReport } from './run-fuzz';

/** What the page, the brand's API answers and the manifest are asked for. */
export const HOST_FUZZ_PATHS = [
  '/',
  '/search',
  '/bookings',
  '/admin/verify',
  '/no-such-page',
  '/api/domain-context',
  '/trpc/branding.domainContext',
  '/manifest.webmanifest',
];

const REPLACEMENT_PATTERNS = ['$`', "$'", '$&', '$$', '$1', '$0', '$<name>'];

/** A header value Node's client sends (tab, visible ASCII and Latin-1; it refuses control characters). */
const headerCharacter = fc
  .integer({ min: 0x20, max: 0xff })
  .filter((code) => code !== 0x7f)
  .map((code) => String.fromCharCode(code));

export const hostValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'localhost',
    'manasa.localhost',
    'eco.localhost',
    'MANASA.LOCALHOST',
    'manasa.localhost:3000',
    'localhost.',
    '127.0.0.1',
    '[::1]',
    '[::1]:8080',
    '',
    ' ',
    '.',
    '..',
    'a..b',
    ':80',
    'manasa.',
    '-x-',
  ),
  fc.constantFrom(...REPLACEMENT_PATTERNS).map((pattern) => `x${pattern}y`),
  fc
    .tuple(fc.domain(), fc.constantFrom(...REPLACEMENT_PATTERNS), fc.nat())
    .map(([domain, pattern, at]) => `${domain.slice(0, at % (domain.length + 1))}${pattern}${domain.slice(at % (domain.length + 1))}`),
  fc.domain(),
  fc.domain().map((domain) => `manasa.${domain}`),
  fc.string({ unit: headerCharacter, maxLength: 60 }),
  fc.integer({ min: 256, max: 4000 }).map((length) => 'h'.repeat(length)),
);

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

function get(baseUrl: string, path: string, method: string, headers: Record<string, string>, timeoutMs: number): Promise<Answer> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, contentType: String(res.headers['content-type'] ?? ''), body }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

const unescapeHtml = (text: string) => text.replace(/&(lt|gt|quot|amp);/g, (_entity, name: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[name]!);

/** A JSON 400 about the Host header. */
function refusesHost(answer: Answer): boolean {
  return (
    answer.status === 400 &&
    answer.contentType.includes('json') &&
    isJson(answer.body) &&
    String((JSON.parse(answer.body) as { message?: unknown }).message).startsWith('host: ')
  );
}

/** What is wrong with a page, or undefined. */
function pageProblem(path: string, answer: Answer): string | undefined {
  if (refusesHost(answer)) return undefined;
  const expected = isAppRoute(path) ? 200 : 404;
  if (answer.status !== expected) return `status ${answer.status}, expected ${expected}`;
  const count = (pattern: RegExp) => answer.body.match(pattern)?.length ?? 0;
  if (count(/<head>/g) !== 1 || count(/<\/head>/g) !== 1 || count(/<title>/g) !== 1) return 'not one head and one title';
  const title = /<title>([^<]*)<\/title>/.exec(answer.body)?.[1];
  const block = /<script type="application\/json" id="domain-context">(.*?)<\/script>/s.exec(answer.body)?.[1];
  if (!block) return 'no #domain-context block';
  let context: { branding?: { name?: string }; domain?: string };
  try {
    context = JSON.parse(block) as typeof context;
  } catch {
    return `#domain-context is not JSON: ${block.slice(0, 120)}`;
  }
  if ('domain' in context) return 'the page names a host';
  if (context.branding?.name === undefined || unescapeHtml(title ?? '') !== context.branding.name)
    return `title ${title} is not the block's brand ${context.branding?.name}`;
  return undefined;
}

export async function fuzzHosts(options: { baseUrl: string; path: string; runs: number; seed: number; timeoutMs: number }): Promise<EndpointReport> {
  const { path } = options;
  const report: EndpointReport = {
    endpoint: `Host header × GET ${path}`,
    inputs: 0,
    ok: 0,
    clientErrors: 0,
    serverErrors: 0,
    notJson: 0,
    contract: 0,
    hangs: 0,
    failures: [],
  };
  const fail = (kind: 'serverErrors' | 'notJson' | 'contract' | 'hangs', what: string) => {
    report[kind] += 1;
    if (report.failures.length < 5) report.failures.push(what);
  };
  const arbitrary = fc.record({
    host: hostValue,
    forwardedHost: fc.option(hostValue, { freq: 4 }),
    language: fc.constantFrom('en', 'sw', 'ar', 'fr', 'sw-KE,sw;q=0.9', '*', ''),
    method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD'),
  });
  await fc.assert(
    fc.asyncProperty(arbitrary, async ({ host, forwardedHost, language, method }) => {
      report.inputs += 1;
      const headers: Record<string, string> = { host, 'accept-language': language };
      if (forwardedHost !== null) headers['x-forwarded-host'] = forwardedHost;
      const described = `${method} ${path} Host ${JSON.stringify(host).slice(0, 120)}${forwardedHost !== null ? ` X-Forwarded-Host ${JSON.stringify(forwardedHost).slice(0, 120)}` : ''}`;
      let answer: Answer;
      try {
        answer = await get(options.baseUrl, path, method, headers, options.timeoutMs);
      } catch (error) {
        fail('hangs', `${(error as Error).message}: ${described}`);
        return true;
      }
      if (answer.status >= 500) fail('serverErrors', `${answer.status} ${answer.body.slice(0, 200)}: ${described}`);
      else if (answer.status >= 400) report.clientErrors += 1;
      else report.ok += 1;
      if (method === 'HEAD') return true;
      const isPage = !path.startsWith('/api/') && !path.startsWith('/trpc/') && !path.endsWith('.webmanifest');
      if (isPage) {
        const problem = answer.status < 500 ? pageProblem(path, answer) : undefined;
        if (problem) fail('contract', `${problem}: ${described}`);
      } else if (!answer.contentType.includes('json') || !isJson(answer.body)) {
        fail('notJson', `${answer.status} ${answer.contentType} ${answer.body.slice(0, 80)}: ${described}`);
      }
      return true;
    }),
    { numRuns: options.runs, seed: options.seed, endOnFailure: true },
  );
  return report;
}
