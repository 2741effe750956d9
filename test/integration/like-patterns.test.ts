import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Hardening, round two, item 10: every LIKE and ILIKE pattern the server builds takes the
// client's text through the one escaping helper (core/catalogue-query.ts: `likeLiteral`, or
// `containsPattern` or `placePattern` built on it), so % and _ match themselves and a trailing \ is no error.
// This finds each one in the code: MikroORM's `$like`/`$ilike` operators and SQL text with
// `like ?`/`ilike ?`.
const SERVER = ['src/server', 'prisma-free-db'];
const HELPERS = /\b(likeLiteral|containsPattern|placePattern)\(/;
const LIKE_OPERATORS = new Set(['$like', '$ilike', '$nlike', '$nilike']);
const LIKE_IN_SQL = /\b(i?like)\s+(\?|\$\d|:\w)/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

function enclosingFunction(node: ts.Node): ts.Node {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isFunctionLike(current)) return current;
  }
  return node.getSourceFile();
}

interface Use {
  where: string;
  escaped: boolean;
}

function likeUses(): Use[] {
  const uses: Use[] = [];
  for (const file of SERVER.flatMap(sourceFiles)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    // Variables holding a helper's result (`const pattern = containsPattern(text)`).
    const escapedNames = new Set<string>();
    const collect = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && HELPERS.test(node.initializer.getText()))
        escapedNames.add(node.name.text);
      ts.forEachChild(node, collect);
    };
    collect(source);
    const at = (node: ts.Node) => `${file.split(path.sep).join('/')}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && LIKE_OPERATORS.has(node.name.getText().replace(/['"]/g, ''))) {
        const value = node.initializer;
        const escaped = (ts.isCallExpression(value) && HELPERS.test(value.getText())) || (ts.isIdentifier(value) && escapedNames.has(value.text));
        uses.push({ where: `${at(node)} ${node.getText()}`, escaped });
      }
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) && LIKE_IN_SQL.test(node.getText())) {
        uses.push({ where: `${at(node)} ${node.getText().slice(0, 80)}`, escaped: HELPERS.test(enclosingFunction(node).getText()) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}

describe('LIKE patterns', () => {
  it('every one in the server escapes the text it is given', () => {
    const uses = likeUses();
    // The searches of hotels, cars, tours, flights, users, photos, stock, shipments, places, rides.
    expect(uses.length).toBeGreaterThan(20);
    expect(uses.filter((use) => !use.escaped).map((use) => use.where)).toEqual([]);
  });
});
