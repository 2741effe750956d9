import { describe, expect, it } from 'vitest';
import { englishPlaceText, isWhollyPlaceNames, localPlaceText, PLACE_NAMES } from './place-names';

describe('place names in each language', () => {
  it('writes an address in Arabic script, with the Arabic comma', () => {
    expect(localPlaceText('Westlands, Nairobi, Kenya', 'ar')).toBe('ويستلاندز، نيروبي، كينيا');
    expect(localPlaceText('Dubai, United Arab Emirates', 'ar')).toBe('دبي، الإمارات العربية المتحدة');
  });

  it('takes the longest name first, and only whole words', () => {
    expect(localPlaceText('Dubai Airport', 'ar')).toBe('مطار دبي');
    expect(localPlaceText('Downtown Dubai, Dubai', 'sw')).toBe('Katikati ya Dubai, Dubai');
    expect(localPlaceText('Karenina Lodge', 'ar')).toBe('Karenina Lodge');
  });

  it('keeps airport codes and the rest of a label', () => {
    expect(localPlaceText('Nairobi (NBO)', 'ar')).toBe('نيروبي (NBO)');
    expect(localPlaceText('Doha (DOH)', 'ar')).toBe('الدوحة (DOH)');
  });

  it('uses the Kiswahili names where they differ, and keeps the others', () => {
    expect(localPlaceText('Stone Town, Zanzibar, Tanzania', 'sw')).toBe('Mji Mkongwe, Zanzibar, Tanzania');
    expect(localPlaceText('Abu Dhabi, United Arab Emirates', 'sw')).toBe('Abu Dhabi, Falme za Kiarabu');
  });

  it('leaves English as it is', () => {
    expect(localPlaceText('Westlands, Nairobi, Kenya', 'en')).toBe('Westlands, Nairobi, Kenya');
  });

  it('goes back to English for searching', () => {
    expect(englishPlaceText('فندق رخيص في نيروبي')).toBe('فندق رخيص في Nairobi');
    expect(englishPlaceText('Mji Mkongwe')).toBe('Stone Town');
    expect(englishPlaceText('ويستلاندز، نيروبي')).toBe('Westlands, Nairobi');
  });

  it('has an Arabic name for every place, each different from the English', () => {
    for (const [english, names] of Object.entries(PLACE_NAMES)) {
      expect(names.ar, english).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('tells a name the table names whole from a landmark that only contains a place', () => {
    expect(isWhollyPlaceNames('Westlands')).toBe(true);
    expect(isWhollyPlaceNames('Nairobi CBD')).toBe(true);
    expect(isWhollyPlaceNames('Serengeti National Park')).toBe(true);
    expect(isWhollyPlaceNames('Westlands, Nairobi, Kenya')).toBe(true);
    expect(isWhollyPlaceNames('Nairobi (NBO)')).toBe(true);
    expect(isWhollyPlaceNames('Karen Blixen Museum')).toBe(false);
    expect(isWhollyPlaceNames('Nairobi Terminus (SGR)')).toBe(false);
    expect(isWhollyPlaceNames('Sarit Centre')).toBe(false);
  });
});
