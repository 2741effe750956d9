import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A reader of the repository has neither the product spec's numbered sections nor the issue
// tracker: code says the rule itself, or links to docs/. RFC sections are public and stay.
const POINTER = /\bspec(?:'s)? §\d|(?<!RFC \d+ )§\d|\b[Ii]ssues? \d+\b/;

describe('code comments', () => {
  it('point to no spec section or issue number', () => {
    const files = execFileSync('git', ['ls-files', 'src', 'prisma-free-db', 'test', 'scripts', 'bench', 'eslint-rules', '*.ts', '*.mjs'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx|js|mjs|cjs|css)$/.test(file) && file !== 'src/shared/code-comments.test.ts');
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (POINTER.test(line) ? [`${file}:${index + 1}: ${line.trim().slice(0, 120)}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
