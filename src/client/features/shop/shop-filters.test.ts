import { describe, expect, it } from 'vitest';
import { listInput, readFilters, showsFeatured, writeFilters } from './shop-filters';

describe('shop filters', () => {
  it('start on East Africa with no category or search', () => {
    const filters = readFilters(new URLSearchParams(''));
    expect(filters).toEqual({ search: '', category: null, region: 'east_africa' });
    expect(showsFeatured(filters)).toBe(true);
    expect(writeFilters(filters)).toEqual({});
  });

  it('round-trip through the URL and ignore unknown values', () => {
    const filters = readFilters(new URLSearchParams('q=tea&category=food&region=gcc'));
    expect(filters).toEqual({ search: 'tea', category: 'food', region: 'gcc' });
    expect(writeFilters(filters)).toEqual({ q: 'tea', category: 'food', region: 'gcc' });
    expect(readFilters(new URLSearchParams('category=toys&region=mars'))).toEqual({ search: '', category: null, region: 'east_africa' });
  });

  it('hide Featured Products while a category or a search is active', () => {
    expect(showsFeatured({ search: ' ', category: null, region: 'gcc' })).toBe(true);
    expect(showsFeatured({ search: 'tea', category: null, region: 'gcc' })).toBe(false);
    expect(showsFeatured({ search: '', category: 'food', region: 'all' })).toBe(false);
    expect(listInput({ search: ' tea ', category: null, region: 'all' })).toEqual({ search: 'tea', category: undefined, region: undefined });
  });
});
