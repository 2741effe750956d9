import { describe, expect, it } from 'vitest';
import { htmlNestsDeeperThan } from './html-depth';

describe('HTML nesting depth', () => {
  it('counts open elements as the parser builds them', () => {
    expect(htmlNestsDeeperThan('<div><div><div>x</div></div></div>', 3)).toBe(false);
    expect(htmlNestsDeeperThan('<div><div><div><span>x</span></div></div></div>', 3)).toBe(true);
    // Closed siblings, void and implicitly closed elements, comments and stray '<' add no depth.
    expect(htmlNestsDeeperThan(`${'<div>a</div>'.repeat(1000)}${'<td><li><p><br><img>'.repeat(1000)}<!-- <div><div> -->a < b`, 2)).toBe(false);
    // An end tag nothing opened is ignored; one closing an outer element closes what it holds.
    expect(htmlNestsDeeperThan('<b><i></u></i></b><b>', 2)).toBe(false);
    expect(htmlNestsDeeperThan('<a><b></a><c><d>', 2)).toBe(false);
    expect(htmlNestsDeeperThan('<a><b></a><c><d><e>', 2)).toBe(true);
  });

  it('finds 100,000 nested <div> at once', () => {
    expect(htmlNestsDeeperThan('<div>'.repeat(100_000), 1000)).toBe(true);
  });
});
