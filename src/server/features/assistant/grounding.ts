// The grounding rule, checked: an answer may state an amount, a tracking number or a
// confirmation code only if a tool returned it this turn (or the traveller wrote it). A language
// model's answer that breaks the rule is thrown away and the built-in assistant answers instead;
// the evaluation set checks the built-in assistant's answers against the database the same way.

/** Amounts written with a currency: '$1,299.00', 'US$ 80', '749 USD', 'KES 2,450.00', 'UGX 45,000'. */
const MONEY =
  /(?:(US\$|\$|USD|KES|TZS|UGX|RWF|ETB|AED|SAR|QAR|OMR|KWD|BHD)\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,3}))?)|(?:(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,3}))?\s?(USD|KES|TZS|UGX|RWF|ETB|AED|SAR|QAR|OMR|KWD|BHD|dollars?)\b)/gi;

export interface MoneyMention {
  text: string;
  /** The amount × 1000 (three decimals cover every currency), so 749 and 749.00 are equal. */
  milli: number;
}

const milliOf = (whole: string, fraction = '') => Number(whole.replace(/,/g, '')) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));

export function moneyMentions(text: string): MoneyMention[] {
  return [...text.matchAll(MONEY)].map((match) => ({
    text: match[0],
    milli: match[2] !== undefined ? milliOf(match[2], match[3]) : milliOf(match[4], match[5]),
  }));
}

export const trackingMentions = (text: string) => [...text.matchAll(/\bMT\d{10}[A-Z]{2}\b/g)].map((match) => match[0]);
export const codeMentions = (text: string) => [...text.matchAll(/\bMT[A-Z0-9]{6}\b/g)].map((match) => match[0]);

/** Every number in the sources (tool results, the traveller's words), as milli-units. */
function numbersIn(sources: string[]): Set<number> {
  const numbers = new Set<number>();
  for (const source of sources) {
    for (const match of source.matchAll(/(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,3}))?/g)) numbers.add(milliOf(match[1], match[2]));
  }
  return numbers;
}

/** What the answer states that no source gave: amounts, tracking numbers, confirmation codes. */
export function ungroundedFacts(answer: string, sources: string[]): string[] {
  const numbers = numbersIn(sources);
  const joined = sources.join('\n');
  const problems: string[] = [];
  for (const mention of moneyMentions(answer)) if (!numbers.has(mention.milli)) problems.push(mention.text);
  for (const number of trackingMentions(answer)) if (!joined.includes(number)) problems.push(number);
  for (const code of codeMentions(answer)) if (!joined.includes(code)) problems.push(code);
  return problems;
}
