import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every raw SQL statement of the data layer is one of those listed in docs/architecture.md
// ("Raw SQL"): this finds each `.execute(sql, ...)` call (QueryBuilder's `.execute('all' |
// 'get' | 'run')` is typed and not counted) and the function around it.
const DATA_LAYER = ['src/server', 'prisma-free-db'];
/** At most this many raw statements: each new one needs a reason the typed query builder cannot meet. */
const MOST_RAW_STATEMENTS = 15;
const QUERY_BUILDER_MODES = new Set(['all', 'get', 'run']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

function enclosingFunctionName(node: ts.Node): string {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if ((ts.isFunctionDeclaration(current) || ts.isMethodDeclaration(current)) && current.name) return current.name.getText();
    if (ts.isVariableDeclaration(current) && (ts.isArrowFunction(current.initializer!) || ts.isFunctionExpression(current.initializer!)))
      return current.name.getText();
  }
  return '<top level>';
}

function rawSqlCalls(): string[] {
  const calls: string[] = [];
  for (const file of DATA_LAYER.flatMap(sourceFiles)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'execute') {
        const [first] = node.arguments;
        const queryBuilderMode = first === undefined || (ts.isStringLiteral(first) && QUERY_BUILDER_MODES.has(first.text));
        // A driver's own `execute` handing every statement on (prisma-free-db/replicas.ts) adds none.
        const forwarder = enclosingFunctionName(node) === 'execute';
        if (!queryBuilderMode && !forwarder) calls.push(`${file.split(path.sep).join('/')}#${enclosingFunctionName(node)}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return calls;
}

function documented(): string[] {
  const doc = readFileSync('docs/architecture.md', 'utf8');
  const section = doc.slice(doc.indexOf('## Raw SQL'));
  return [...section.matchAll(/^\| `(\w+)` \| `([^`]+)` \|/gm)].map(([, name, file]) => `${file}#${name}`);
}

describe('raw SQL', () => {
  it('is only in the functions docs/architecture.md lists, and each listed function has some', () => {
    const all = rawSqlCalls();
    expect(all.length).toBeLessThanOrEqual(MOST_RAW_STATEMENTS);
    const calls = new Set(all);
    const listed = new Set(documented());
    expect(listed.size).toBeGreaterThan(5);
    expect([...calls].filter((call) => !listed.has(call))).toEqual([]);
    expect([...listed].filter((entry) => !calls.has(entry))).toEqual([]);
  });
});
