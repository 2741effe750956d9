// Dates as travellers write them ('tomorrow', 'next Friday', 'Dec 24', '24 December 2026',
// '2026-12-24', 'from Dec 20 to Dec 23', 'Dec 20-23', 'for 3 nights'), read against the
// travel calendar's today. Pure functions: the built-in assistant's understanding is tested
// without a database.
import { addDays } from '@shared/schemas/travel';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;

export const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
};

/** Larger counts of days are not travel plans (and would leave the calendar). */
const MAX_COUNT = 3650;

/** '3' or 'three' → 3; nothing for a count beyond MAX_COUNT. */
export function readCount(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word) <= MAX_COUNT ? Number(word) : undefined;
  return NUMBER_WORDS[word];
}

export interface DateMentions {
  date?: string;
  endDate?: string;
  /** 'for 3 nights', 'for a week'. */
  nights?: number;
}

function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** A month and day without a year: this year's, or next year's once this year's has passed. */
function nextOccurrence(month: number, day: number, today: string, year?: number): string | undefined {
  if (year) return isoDate(year, month, day);
  const thisYear = Number(today.slice(0, 4));
  const candidate = isoDate(thisYear, month, day);
  if (candidate && candidate >= today) return candidate;
  return isoDate(thisYear + 1, month, day);
}

function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The next `weekday` on or after today ('friday'), or strictly after this week's ('next friday'). */
function nextWeekday(weekday: number, today: string, next: boolean): string {
  let ahead = (weekday - weekdayOf(today) + 7) % 7;
  if (next && ahead === 0) ahead = 7;
  return addDays(today, ahead);
}

interface Found {
  at: number;
  date: string;
}

/** Every date mentioned, in the order written. */
function findDates(text: string, today: string): Found[] {
  const found: Found[] = [];
  const add = (at: number, date: string | undefined) => {
    if (date && !found.some((item) => item.at === at)) found.push({ at, date });
  };
  for (const match of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) add(match.index, isoDate(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // 'Dec 20-23', 'December 20 to 23'
  for (const match of text.matchAll(new RegExp(String.raw`\b${MONTH}\s+${DAY}\s*(?:-|–|to|until|till)\s*${DAY}\b`, 'g'))) {
    const month = MONTHS.indexOf(match[1].slice(0, 3));
    const start = nextOccurrence(month, Number(match[2]), today);
    add(match.index, start);
    if (start) add(match.index + match[0].length - match[3].length, isoDate(Number(start.slice(0, 4)), month, Number(match[3])));
  }
  for (const match of text.matchAll(new RegExp(String.raw`\b${MONTH}\s+${DAY}\b(?:,?\s+(\d{4}))?`, 'g'))) {
    add(match.index, nextOccurrence(MONTHS.indexOf(match[1].slice(0, 3)), Number(match[2]), today, match[3] ? Number(match[3]) : undefined));
  }
  for (const match of text.matchAll(new RegExp(String.raw`\b${DAY}\s+(?:of\s+)?${MONTH}(?:,?\s+(\d{4}))?\b`, 'g'))) {
    add(match.index, nextOccurrence(MONTHS.indexOf(match[2].slice(0, 3)), Number(match[1]), today, match[3] ? Number(match[3]) : undefined));
  }
  for (const match of text.matchAll(/\b(today|tonight|this evening|day after tomorrow|tomorrow)\b/g)) {
    const offset = match[1] === 'tomorrow' ? 1 : match[1] === 'day after tomorrow' ? 2 : 0;
    add(match.index, addDays(today, offset));
  }
  for (const match of text.matchAll(/\bin\s+(\d+|a|one|two|three|four|five|six|seven|ten)\s+(days?|weeks?)\b/g)) {
    const count = readCount(match[1]);
    if (count !== undefined) add(match.index, addDays(today, count * (match[2].startsWith('week') ? 7 : 1)));
  }
  for (const match of text.matchAll(/\bnext\s+week\b/g)) add(match.index, addDays(today, 7));
  for (const match of text.matchAll(/\b(this|next)?\s*weekend\b/g)) {
    add(match.index, nextWeekday(6, today, match[1] === 'next'));
  }
  for (const match of text.matchAll(new RegExp(String.raw`\b(?:(on|this|next|coming)\s+)?(${WEEKDAYS.join('|')})\b`, 'g'))) {
    add(match.index, nextWeekday(WEEKDAYS.indexOf(match[2]), today, match[1] === 'next'));
  }
  return found.sort((a, b) => a.at - b.at);
}

/** The dates a message mentions: the first is the start, a second the end; 'for N nights' the length. */
export function readDates(text: string, today: string): DateMentions {
  const found = findDates(text, today);
  const mentions: DateMentions = {};
  const nights =
    /\bfor\s+(\d+|a|one|two|three|four|five|six|seven|ten|fourteen)\s+(nights?|days?|weeks?)\b/.exec(text) ??
    /\b(\d+|one|two|three|four|five|six|seven|ten|fourteen)\s+(nights?)\b/.exec(text);
  if (nights) {
    const count = readCount(nights[1]);
    if (count !== undefined) mentions.nights = count * (nights[2].startsWith('week') ? 7 : 1);
  }
  if (found[0]) mentions.date = found[0].date;
  if (found[1] && found[1].date > found[0].date) mentions.endDate = found[1].date;
  return mentions;
}
