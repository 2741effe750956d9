import { describe, expect, it } from 'vitest';
import type { AssistantTurn } from '@shared/schemas/assistant';
import { assistantEntry, historyEntries, isSendable, mergeEntries, offersHandOver, travellerEntry } from './chat-entries';

const turn = (id: string, offerHandOver = false): AssistantTurn => ({
  id,
  message: `question ${id}`,
  response: `answer ${id}`,
  cards: [],
  offerHandOver,
  source: 'builtin',
  createdAt: '2026-11-25T10:00:00.000Z',
});

describe('chat entries', () => {
  it('lists each kept turn as the question and its answer', () => {
    expect(historyEntries([turn('a')]).map((entry) => [entry.from, entry.text])).toEqual([
      ['traveller', 'question a'],
      ['assistant', 'answer a'],
    ]);
  });

  it('shows a local turn once when the history has it too, and keeps failures', () => {
    const history = historyEntries([turn('a')]);
    const local = [
      travellerEntry('l1', 'question a', 'a'),
      assistantEntry('l2', 'answer a', { turnId: 'a' }),
      travellerEntry('l3', 'again'),
      assistantEntry('l4', 'sorry', { failed: true }),
    ];
    expect(mergeEntries(history, local).map((entry) => entry.text)).toEqual(['question a', 'answer a', 'again', 'sorry']);
  });

  it('offers a person only after an answer that offers one', () => {
    expect(offersHandOver(historyEntries([turn('a', true)]))).toBe(true);
    expect(offersHandOver(historyEntries([turn('a', true), turn('b')]))).toBe(false);
    expect(offersHandOver([])).toBe(false);
  });

  it('never sends an empty or whitespace message', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable('  \n\t ')).toBe(false);
    expect(isSendable(' hi ')).toBe(true);
  });
});
