// How deep HTML nests, found in one linear pass before anything parses it. htmlparser2 (under
// html-to-text) is quadratic in the nesting depth: 100,000 nested <div> took 11.7 s to parse,
// then html-to-text's recursive walk overflowed the stack. mailparser checks the HTML it converts
// itself the same way; this covers the HTML we convert (an HTML body with inline images).

// Elements that hold no content, and those the parser closes when a sibling opens (li after li,
// td after td): neither opens a level, so sloppy but common markup is not counted as deep.
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const IMPLIED_END_ELEMENTS = new Set(['p', 'li', 'dt', 'dd', 'option', 'optgroup', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'rt', 'rp']);

function isTagNameCharacter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x3a || code === 0x5f;
}

/**
 * Whether `html` nests elements deeper than `maxDepth`, following what the parser builds: a
 * start tag opens an element (a trailing '/' does not close it in HTML), an end tag closes down
 * to the nearest open element of its name and is ignored otherwise, comments are skipped.
 */
export function htmlNestsDeeperThan(html: string, maxDepth: number): boolean {
  const stack: string[] = [];
  const open = new Map<string, number>();
  let at = html.indexOf('<');
  while (at >= 0) {
    let position = at + 1;
    if (html.startsWith('!--', position)) {
      const commentEnd = html.indexOf('-->', position + 3);
      at = commentEnd < 0 ? -1 : html.indexOf('<', commentEnd + 3);
      continue;
    }
    const closing = html.charCodeAt(position) === 0x2f;
    if (closing) position += 1;
    const nameStart = position;
    while (position < html.length && isTagNameCharacter(html.charCodeAt(position))) position += 1;
    if (position === nameStart) {
      at = html.indexOf('<', position); // a '<' in text
      continue;
    }
    const name = html.slice(nameStart, position).toLowerCase();
    const tagEnd = html.indexOf('>', position);
    if (tagEnd < 0) break;
    if (!VOID_ELEMENTS.has(name) && !IMPLIED_END_ELEMENTS.has(name)) {
      if (!closing) {
        stack.push(name);
        open.set(name, (open.get(name) ?? 0) + 1);
        if (stack.length > maxDepth) return true;
      } else if (open.get(name)) {
        let popped: string | undefined;
        do {
          popped = stack.pop() as string;
          open.set(popped, (open.get(popped) ?? 1) - 1);
        } while (popped !== name);
      }
    }
    at = html.indexOf('<', tagEnd + 1);
  }
  return false;
}
