// Checks a REST response against the OpenAPI document of /api: the operation must document
// the status, the body must match that status's JSON Schema, and the documented headers must
// be there and well-formed. The schemas are compiled with Ajv (JSON Schema 2020-12, formats
// included) straight from the document, so this proves the document itself, not only zod.
// test-app.ts runs it on every /api response a test receives: a mismatch fails that test.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { buildOpenApiDocument, type OpenApiDocument, type OpenApiOperation } from '../../src/server/http/openapi';
import { fromQueryValue } from '../../src/server/http/query-input';

// ajv-formats is CommonJS: under ESM its default export may arrive wrapped once more.
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ?? addFormatsPlugin) as typeof addFormatsPlugin;

const DOCUMENT_ID = 'openapi.json';

interface DocumentedOperation {
  method: string;
  template: string;
  pattern: RegExp;
  params: number;
  operation: OpenApiOperation;
}

/** A JSON pointer as a URI fragment: '/paths/~1api~1hotels~1%7Bid%7D/get'. */
function pointer(...tokens: string[]): string {
  return tokens.map((token) => '/' + encodeURIComponent(token.replace(/~/g, '~0').replace(/\//g, '~1'))).join('');
}

export class ApiContract {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly operations: DocumentedOperation[] = [];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(readonly document: OpenApiDocument = buildOpenApiDocument()) {
    addFormats(this.ajv);
    this.ajv.addSchema(document, DOCUMENT_ID);
    for (const [template, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+');
        this.operations.push({ method, template, pattern: new RegExp(`^${source}$`), params: (template.match(/\{/g) ?? []).length, operation });
      }
    }
    // A literal segment wins over a parameter: '/hotels/search' before '/hotels/{id}'.
    this.operations.sort((a, b) => a.params - b.params);
  }

  private validator(...tokens: string[]): ValidateFunction {
    const ref = `${DOCUMENT_ID}#${pointer(...tokens)}`;
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.validators.set(ref, validate);
    }
    return validate;
  }

  private errorsOf(validate: ValidateFunction): string {
    const errors = validate.errors ?? [];
    const more = errors.length > 5 ? ` (and ${errors.length - 5} more)` : '';
    return this.ajv.errorsText(errors.slice(0, 5), { dataVar: 'body' }) + more;
  }

  /** The problems of one response; empty when it matches the document. */
  async problems(method: string, url: string, response: Response): Promise<string[]> {
    const path = new URL(url, 'http://localhost').pathname;
    const found = this.operations.find((candidate) => candidate.method === method.toLowerCase() && candidate.pattern.test(path));
    const text = await response.clone().text();
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    const body: unknown = isJson && text ? JSON.parse(text) : text;

    if (!found) {
      // No such operation: Express's answers (unknown path, bad JSON, body too large,
      // cross-origin refusal) must still be errors in the documented shape.
      if (response.status < 400) return [`${method} ${path} answered ${response.status} but is not documented`];
      const validate = this.validator('components', 'schemas', 'Error');
      return validate(body) ? [] : [`${method} ${path} ${response.status}: not the Error shape: ${this.errorsOf(validate)}`];
    }

    const where = `${method} ${found.template} → ${response.status}`;
    const documented = found.operation.responses[String(response.status)];
    if (!documented) return [`${where}: status not documented (documented: ${Object.keys(found.operation.responses).join(', ')}); body ${text.slice(0, 300)}`];

    const problems: string[] = [];
    const responsePointer = ['paths', found.template, found.method, 'responses', String(response.status)];
    if (documented.content?.['application/json']) {
      if (!isJson) problems.push(`${where}: expected JSON, got ${response.headers.get('content-type')}`);
      const validate = this.validator(...responsePointer, 'content', 'application/json', 'schema');
      if (!validate(body)) problems.push(`${where}: body does not match the documented schema: ${this.errorsOf(validate)}`);
    }
    for (const [name, header] of Object.entries(documented.headers ?? {})) {
      const value = response.headers.get(name);
      if (value === null) {
        if (header.required) problems.push(`${where}: missing header ${name}`);
        continue;
      }
      const validate = this.validator(...responsePointer, 'headers', name, 'schema');
      if (!validate(fromQueryValue(value, header.schema))) problems.push(`${where}: header ${name}: ${value}: ${this.errorsOf(validate)}`);
    }
    return problems;
  }

  /** Throws when the response does not match the document, naming what differs. */
  async check(method: string, url: string, response: Response): Promise<void> {
    const problems = await this.problems(method, url, response);
    if (problems.length > 0) throw new Error(`REST response breaks the OpenAPI document:\n- ${problems.join('\n- ')}`);
  }
}

let shared: ApiContract | undefined;
/** One compiled document per test file (the document depends only on the code). */
export function apiContract(): ApiContract {
  return (shared ??= new ApiContract());
}
