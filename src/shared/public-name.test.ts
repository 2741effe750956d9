import { describe, expect, it } from 'vitest';
import { publicName } from './public-name';

describe('publicName', () => {
  it('is the first name and the initial of the last', () => {
    expect(publicName('Amina Demo')).toBe('Amina D.');
    expect(publicName('  Juma  Ali   hassan ')).toBe('Juma H.');
    expect(publicName('أمينة عبد الله')).toBe('أمينة ا.');
  });

  it('is the one name given, or null without a name (never a username)', () => {
    expect(publicName('Amina')).toBe('Amina');
    expect(publicName('   ')).toBeNull();
    expect(publicName(null)).toBeNull();
  });
});
