// Everything support stores is plain text, shown as text (React escapes it; mail goes out as
// text/plain). These make text from outside (an e-mail's body, a header) safe to keep: no
// control characters, one kind of line break, bounded length.

// Control characters other than tab and line feed, plus the Unicode line/paragraph separators
// and the bidi overrides that can make a sender's name read as something else.
// eslint-disable-next-line no-control-regex -- finding them is the point
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** A multi-line text: CRLF/CR → LF, unsafe characters removed, at most two blank lines in a row, at most `max` characters. */
export function plainText(value: string, max: number): string {
  const cleaned = value
    .replace(/\r\n?/g, '\n')
    .replace(UNSAFE, '')
    .split('\n')
    .map(withoutTrailingBlanks)
    .join('\n')
    .replace(/\n{4,}/g, '\n\n\n')
    .trim();
  return truncate(cleaned, max);
}

/**
 * The line without its trailing spaces and tabs. A loop, not `/[ \t]+$/gm`: that pattern
 * backtracks over every run of blanks that does not end a line, so a mail of 80,000 spaces and
 * one letter took 45 s.
 */
function withoutTrailingBlanks(line: string): string {
  let end = line.length;
  while (end > 0 && (line.charCodeAt(end - 1) === 0x20 || line.charCodeAt(end - 1) === 0x09)) end -= 1;
  return end === line.length ? line : line.slice(0, end);
}

/** One line (a name, a subject): whitespace runs become one space, unsafe characters removed. */
export function oneLine(value: string, max: number): string {
  return truncate(value.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim(), max);
}

function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  return `${value.slice(0, max - 1).trimEnd()}…`;
}

/** 'Re: Visa question' (not 'Re: Re: Visa question'). */
export function replySubject(subject: string, max: number): string {
  return /^\s*re\s*:/i.test(subject) ? oneLine(subject, max) : oneLine(`Re: ${subject}`, max);
}

/** Each line of `text` quoted with '> ', as mail clients do. */
export function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}
