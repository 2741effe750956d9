import { describe, expect, it } from 'vitest';
import { oneLine, plainText, quote, replySubject } from './plain-text';

describe('plain text for the inbox', () => {
  it('keeps lines and tabs, drops control characters and bidi overrides, normalises line breaks', () => {
    expect(plainText('Hello\r\nthere\rfriend\u0000\u0007 \u202eevil\u202c\tok  ', 100)).toBe('Hello\nthere\nfriend evil\tok');
    expect(plainText('a\n\n\n\n\n\nb', 100)).toBe('a\n\n\nb');
  });

  it('bounds the length with an ellipsis', () => {
    expect(plainText('x'.repeat(20), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(oneLine('Amina\n  Demo\u0000', 100)).toBe('Amina Demo');
  });

  it('writes reply subjects and quotes like a mail client', () => {
    expect(replySubject('Visa question', 200)).toBe('Re: Visa question');
    expect(replySubject('RE: Visa question', 200)).toBe('RE: Visa question');
    expect(quote('line one\n\nline two')).toBe('> line one\n>\n> line two');
  });
});

describe('plain text from hostile input', () => {
  // A pattern that backtracks made this quadratic: 80,000 spaces and a letter took 45 s, with
  // the whole process frozen. Linear, a million blanks take milliseconds; the bound is loose.
  it('cleans long runs of blanks in linear time', () => {
    const started = performance.now();
    expect(plainText(`${' '.repeat(1_000_000)}x \t\n${'\t '.repeat(500_000)}y`, 2_000_000)).toBe(`x\n${'\t '.repeat(500_000)}y`);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
