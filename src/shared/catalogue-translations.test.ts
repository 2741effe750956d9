import { describe, expect, it } from 'vitest';
import { localizeItem, translatedText } from './catalogue-translations';

const item = { id: 'h1', name: 'Karen Garden Lodge', description: 'Leafy lodge', rating: '4.5' };

describe('localizeItem', () => {
  it('returns the item itself in English, with no marker', () => {
    expect(localizeItem(item, { sw: { description: 'Loji' } }, 'en', ['description'])).toBe(item);
  });

  it('puts the translation in place of the English text', () => {
    expect(localizeItem(item, { sw: { description: 'Loji yenye miti' } }, 'sw', ['description'])).toEqual({ ...item, description: 'Loji yenye miti' });
  });

  it('keeps the English text and names the field when a language has no translation (or only blanks)', () => {
    expect(localizeItem(item, { sw: { description: 'Loji' } }, 'ar', ['name', 'description'])).toEqual({ ...item, inEnglish: ['name', 'description'] });
    expect(localizeItem(item, { ar: { description: '  ' } }, 'ar', ['description'])).toEqual({ ...item, inEnglish: ['description'] });
    expect(localizeItem(item, null, 'sw', ['description']).inEnglish).toEqual(['description']);
  });

  it('does not mark an empty English text', () => {
    expect(localizeItem({ ...item, description: '' }, null, 'sw', ['description'])).toEqual({ ...item, description: '' });
  });
});

describe('translatedText', () => {
  it('is undefined for English and for a missing or blank translation', () => {
    expect(translatedText({ sw: { name: 'Jina' } }, 'en', 'name')).toBeUndefined();
    expect(translatedText({ sw: { name: ' ' } }, 'sw', 'name')).toBeUndefined();
    expect(translatedText({ sw: { name: ' Jina ' } }, 'sw', 'name')).toBe('Jina');
  });
});
