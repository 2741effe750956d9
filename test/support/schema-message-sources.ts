// Finds every message the shared zod schemas (src/shared/schemas) set themselves, with the
// TypeScript compiler, so the schema-message test can require a Kiswahili and an Arabic
// translation of each (src/server/locales/{sw,ar}/schema-messages.json).
//
// A message is read where zod takes one: the `message` / `error` of a params object
// (`{ message: '…' }`, `ctx.addIssue({ … })`, `{ error: (issue) => … }`), and the params
// argument of zod's constructors and checks (`z.uuid('…')`, `.min(1, '…')`, `.refine(fn, '…')`).
// Constants are followed to their definition, across files; a message that is a helper's
// parameter (`zOptionalInt(min, max, message)`) makes that argument of every call of the helper,
// anywhere in src, a message too. A template's `${…}` parts that the sources fix are written out
// (`${MAX_GUESTS}` → 10, `${USER_ROLES.join(', ')}` → 'traveller, staff, admin'), so a translator
// sees the real text; a part only the run time knows becomes a placeholder named after it
// (`${value.type}` → {{type}}, `${min}` of a helper → {{min}}), which the server fills from the
// English text (src/server/core/schema-messages.ts). What cannot be read (a message computed by
// a call, a `let`) is reported as a problem, so nothing slips through.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SCHEMA_DIR = 'src/shared/schemas';
/** Where calls of message-taking helpers are looked for, with types. */
const CALLER_DIRS = ['src/shared'];
/** Where a message-taking zod call or helper call is a problem: schemas with messages of their own live in SCHEMA_DIR. */
const SERVER_DIR = 'src/server';

/** zod functions and methods that take a message (params) argument, with the index of the first such argument. */
const ZOD_MESSAGE_ARGUMENT = new Map<string, number>(
  Object.entries({
    // Schemas: z.string('…'), z.uuid('…'), z.enum(values, '…'), z.array(item, '…')…
    string: 0,
    number: 0,
    int: 0,
    boolean: 0,
    bigint: 0,
    date: 0,
    email: 0,
    url: 0,
    uuid: 0,
    guid: 0,
    datetime: 0,
    time: 0,
    iso: 0,
    nonempty: 0,
    positive: 0,
    negative: 0,
    nonnegative: 0,
    nonpositive: 0,
    finite: 0,
    safe: 0,
    enum: 1,
    literal: 1,
    array: 1,
    object: 1,
    strictObject: 1,
    looseObject: 1,
    union: 1,
    tuple: 1,
    custom: 1,
    instanceof: 1,
    record: 2,
    discriminatedUnion: 2,
    // Checks: .min(1, '…'), .regex(re, '…'), .refine(fn, '…')…
    min: 1,
    max: 1,
    length: 1,
    gt: 1,
    gte: 1,
    lt: 1,
    lte: 1,
    multipleOf: 1,
    step: 1,
    size: 1,
    regex: 1,
    startsWith: 1,
    endsWith: 1,
    includes: 1,
    refine: 1,
  }),
);

type Constant = string | number | (string | number)[];

export interface SchemaMessage {
  /** The English text, `${…}` parts as {{placeholders}}: 'Must be 1 to {{MAX_GUESTS}}'. */
  text: string;
  /** Where it is written: 'src/shared/schemas/hotels.ts:33'. */
  where: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

const posix = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');

/** The placeholder a template's `${expression}` becomes: its last name. */
function placeholderName(expression: ts.Expression): string {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  if (ts.isCallExpression(expression) && ts.isPropertyAccessExpression(expression.expression)) return placeholderName(expression.expression.expression);
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) return placeholderName(expression.expression);
  return 'value';
}

export function schemaMessages(): { messages: SchemaMessage[]; problems: string[] } {
  const schemaFiles = sourceFiles(SCHEMA_DIR);
  const program = ts.createProgram([...new Set([...schemaFiles, ...CALLER_DIRS.flatMap(sourceFiles)])], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    resolveJsonModule: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const messages: SchemaMessage[] = [];
  const problems: string[] = [];
  /** Helper functions whose parameter at an index is a message, by the function's node. */
  const messageParameters = new Map<ts.Node, Set<number>>();
  let marked = 0;

  const where = (node: ts.Node) => {
    const source = node.getSourceFile();
    return `${posix(source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };
  const isStringLike = (node: ts.Expression) => {
    const type = checker.getTypeAtLocation(node);
    return (type.isUnion() ? type.types : [type]).some((part) => (part.flags & ts.TypeFlags.StringLike) !== 0);
  };
  const declarationOf = (node: ts.Node): ts.Declaration | undefined => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };

  /**
   * The value of an expression the sources fix (a literal, a constant, a constant list joined,
   * a constant number formatted); undefined for what only the run time knows.
   */
  function constantValue(node: ts.Expression): Constant | undefined {
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return constantValue(node.expression);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isNumericLiteral(node)) return Number(node.text.replace(/_/g, ''));
    if (ts.isArrayLiteralExpression(node)) {
      const values = node.elements.map((element) => constantValue(element));
      return values.every((value) => typeof value === 'string' || typeof value === 'number') ? (values as (string | number)[]) : undefined;
    }
    if (ts.isIdentifier(node)) {
      const declaration = declarationOf(node);
      const isConst =
        declaration && ts.isVariableDeclaration(declaration) && declaration.initializer && ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const;
      return isConst ? constantValue(declaration.initializer!) : undefined;
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const target = constantValue(node.expression.expression);
      const [argument] = node.arguments.map((value) => constantValue(value));
      if (node.expression.name.text === 'join' && Array.isArray(target) && typeof argument === 'string') return target.join(argument);
      if (node.expression.name.text === 'toLocaleString' && typeof target === 'number' && argument === 'en-US') return target.toLocaleString('en-US');
    }
    return undefined;
  }

  /** Reads the message(s) an expression in a message position can be. `lenient`: inside an error function, where a call or `undefined` defers to another message. */
  function readMessage(node: ts.Expression, lenient = false): void {
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return readMessage(node.expression, lenient);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return void messages.push({ text: node.text, where: where(node) });
    if (ts.isTemplateExpression(node)) {
      const part = (expression: ts.Expression) => {
        const value = constantValue(expression);
        return typeof value === 'string' || typeof value === 'number' ? String(value) : `{{${placeholderName(expression)}}}`;
      };
      const text = node.head.text + node.templateSpans.map((span) => `${part(span.expression)}${span.literal.text}`).join('');
      return void messages.push({ text, where: where(node) });
    }
    if (ts.isConditionalExpression(node)) {
      readMessage(node.whenTrue, lenient);
      return readMessage(node.whenFalse, lenient);
    }
    if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)) {
      readMessage(node.left, lenient);
      return readMessage(node.right, lenient);
    }
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return readErrorFunction(node);
    if (ts.isIdentifier(node) && node.text === 'undefined') return;
    if (lenient && ts.isCallExpression(node)) return;
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      const declaration = declarationOf(ts.isPropertyAccessExpression(node) ? node.name : node);
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer && ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) {
        return readMessage(declaration.initializer, lenient);
      }
      if (declaration && ts.isPropertyAssignment(declaration)) return readMessage(declaration.initializer, lenient);
      if (declaration && ts.isParameter(declaration) && ts.isIdentifier(declaration.name)) {
        const fn = declaration.parent;
        const index = fn.parameters.indexOf(declaration);
        const indexes = messageParameters.get(fn) ?? new Set<number>();
        if (!indexes.has(index)) {
          indexes.add(index);
          messageParameters.set(fn, indexes);
          marked++;
          if (declaration.initializer) readMessage(declaration.initializer, lenient);
        }
        return;
      }
    }
    problems.push(`${where(node)}: cannot read the message \`${node.getText()}\`; write it as a text or a constant`);
  }

  function readErrorFunction(fn: ts.ArrowFunction | ts.FunctionExpression): void {
    if (!ts.isBlock(fn.body)) return readMessage(fn.body, true);
    const visit = (node: ts.Node): void => {
      if (ts.isReturnStatement(node) && node.expression) readMessage(node.expression, true);
      else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    visit(fn.body);
  }

  /** The zod calls and params objects of the schema files. */
  function visitSchema(node: ts.Node): void {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isObjectLiteralExpression(node.parent) &&
      ts.isIdentifier(node.name) &&
      ['message', 'error'].includes(node.name.text)
    ) {
      const value = node.initializer;
      if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) readErrorFunction(value);
      else if (isStringLike(value)) readMessage(value);
    }
    if (ts.isShorthandPropertyAssignment(node) && ['message', 'error'].includes(node.name.text) && isStringLike(node.name)) readMessage(node.name);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const first = ZOD_MESSAGE_ARGUMENT.get(node.expression.name.text);
      if (first !== undefined) node.arguments.slice(first).forEach((argument) => isStringLike(argument) && readMessage(argument));
    }
    ts.forEachChild(node, visitSchema);
  }

  for (const file of schemaFiles) visitSchema(program.getSourceFile(file)!);

  // The calls of helpers that pass a parameter on as a message, until no new helper is found.
  const calls: ts.CallExpression[] = [];
  for (const source of program.getSourceFiles()) {
    if (source.isDeclarationFile || source.fileName.includes('node_modules')) continue;
    const collect = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) calls.push(node);
      ts.forEachChild(node, collect);
    };
    collect(source);
  }
  const seen = new Set<string>();
  for (let before = -1; before !== marked;) {
    before = marked;
    for (const call of calls) {
      const declaration = declarationOf(ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression);
      const fn = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : declaration;
      const indexes = fn && messageParameters.get(fn);
      if (!indexes) continue;
      for (const index of indexes) {
        const argument = call.arguments[index];
        const key = `${where(call)}#${index}`;
        if (argument && !seen.has(key)) {
          seen.add(key);
          readMessage(argument);
        }
      }
    }
  }
  const helpers = new Map<string, Set<number>>();
  for (const [fn, indexes] of messageParameters) {
    const name = helperName(fn);
    if (name) helpers.set(name, indexes);
  }
  problems.push(...serverMessages(helpers));
  return { messages, problems };
}

/** The name a helper is called by: `zOptionalInt` for `const zOptionalInt = (…) => …`. */
function helperName(fn: ts.Node): string | undefined {
  if (ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) return fn.parent.name.text;
  if (ts.isFunctionDeclaration(fn) && fn.name) return fn.name.text;
  return undefined;
}

const isText = (node: ts.Node) => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

/**
 * Server code parsed without types (type-checking src/server would take seconds): a zod call
 * there with a text message, or a message given to a shared helper, would escape the
 * translations, so it is a problem.
 */
function serverMessages(helpers: Map<string, Set<number>>): string[] {
  const problems: string[] = [];
  for (const file of sourceFiles(SERVER_DIR)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const at = (node: ts.Node) => `${posix(file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : undefined;
        const first = name === undefined ? undefined : ZOD_MESSAGE_ARGUMENT.get(name);
        const zodCall = first !== undefined && ts.isPropertyAccessExpression(callee);
        const helperIndexes = name === undefined ? undefined : helpers.get(name);
        const messageArguments = zodCall ? node.arguments.slice(first) : helperIndexes ? node.arguments.filter((_, index) => helperIndexes.has(index)) : [];
        for (const argument of messageArguments) {
          const params = ts.isObjectLiteralExpression(argument)
            ? argument.properties.filter(
                (property) => ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && ['message', 'error'].includes(property.name.text),
              )
            : [argument];
          if (params.some((param) => isText(ts.isPropertyAssignment(param) ? param.initializer : param))) {
            problems.push(`${at(node)}: a zod message in server code; define the schema in ${SCHEMA_DIR} so the message is translated`);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return problems;
}
