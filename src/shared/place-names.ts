// The region's place names in each language: cities, countries, airports, parks and the
// districts the demo catalogue's addresses name. The catalogue and the API keep English
// ('Westlands, Nairobi, Kenya', 'Nairobi (NBO)'); screens show a place in the page's language by
// replacing every name of this table found in such a text (`localPlaceText`), longest first, so
// 'Dubai Airport' is one name and not 'Dubai' + 'Airport'. Names missing from a language (most
// places keep their name in Kiswahili) stay as written. `englishPlaceText` goes back, so a place
// typed in Arabic or Kiswahili ('نيروبي', 'Mji Mkongwe') searches the English catalogue.
import type { Language } from './languages';

type LocalNames = { sw?: string; ar: string };

export const PLACE_NAMES: Readonly<Record<string, LocalNames>> = {
  // Countries
  Kenya: { ar: 'كينيا' },
  Tanzania: { ar: 'تنزانيا' },
  Uganda: { ar: 'أوغندا' },
  Rwanda: { ar: 'رواندا' },
  Ethiopia: { ar: 'إثيوبيا' },
  'United Arab Emirates': { sw: 'Falme za Kiarabu', ar: 'الإمارات العربية المتحدة' },
  UAE: { sw: 'Falme za Kiarabu', ar: 'الإمارات' },
  Qatar: { sw: 'Katari', ar: 'قطر' },
  Oman: { sw: 'Omani', ar: 'عُمان' },
  'Saudi Arabia': { sw: 'Saudia', ar: 'السعودية' },
  Bahrain: { sw: 'Bahareni', ar: 'البحرين' },
  Kuwait: { ar: 'الكويت' },
  France: { sw: 'Ufaransa', ar: 'فرنسا' },
  // Cities and towns
  Nairobi: { ar: 'نيروبي' },
  Mombasa: { ar: 'مومباسا' },
  Diani: { ar: 'دياني' },
  Narok: { ar: 'ناروك' },
  Zanzibar: { ar: 'زنجبار' },
  'Dar es Salaam': { ar: 'دار السلام' },
  Arusha: { ar: 'أروشا' },
  Kilimanjaro: { ar: 'كليمنجارو' },
  Kampala: { ar: 'كمبالا' },
  Entebbe: { ar: 'عنتيبي' },
  Kigali: { ar: 'كيغالي' },
  'Addis Ababa': { ar: 'أديس أبابا' },
  Dubai: { ar: 'دبي' },
  'Abu Dhabi': { ar: 'أبوظبي' },
  Doha: { ar: 'الدوحة' },
  Muscat: { ar: 'مسقط' },
  Paris: { ar: 'باريس' },
  // Parks, regions and islands
  Serengeti: { ar: 'سيرينغيتي' },
  'Central Serengeti': { sw: 'Serengeti ya Kati', ar: 'وسط سيرينغيتي' },
  'Serengeti National Park': { sw: 'Hifadhi ya Taifa ya Serengeti', ar: 'منتزه سيرينغيتي الوطني' },
  'Maasai Mara': { ar: 'ماساي مارا' },
  Amboseli: { ar: 'أمبوسيلي' },
  Laikipia: { ar: 'لايكيبيا' },
  'Lake Victoria': { sw: 'Ziwa Viktoria', ar: 'بحيرة فيكتوريا' },
  'Saadiyat Island': { sw: 'Kisiwa cha Saadiyat', ar: 'جزيرة السعديات' },
  'Palm Jumeirah': { ar: 'نخلة جميرا' },
  // Districts and neighbourhoods
  Westlands: { ar: 'ويستلاندز' },
  Karen: { ar: 'كارين' },
  Embakasi: { ar: 'إمباكاسي' },
  'Central Business District': { sw: 'Katikati ya Jiji', ar: 'وسط المدينة التجاري' },
  CBD: { sw: 'Katikati ya Jiji', ar: 'وسط المدينة' },
  'City Centre': { sw: 'Katikati ya Jiji', ar: 'وسط المدينة' },
  'Old Town': { sw: 'Mji wa Kale', ar: 'المدينة القديمة' },
  'Stone Town': { sw: 'Mji Mkongwe', ar: 'المدينة الحجرية' },
  'Diani Beach': { sw: 'Ufukwe wa Diani', ar: 'شاطئ دياني' },
  Nyali: { ar: 'نيالي' },
  Nungwi: { ar: 'نونغوي' },
  Kendwa: { ar: 'كيندوا' },
  Paje: { ar: 'باجي' },
  Kivukoni: { ar: 'كيفوكوني' },
  'Msasani Peninsula': { sw: 'Rasi ya Msasani', ar: 'شبه جزيرة مساساني' },
  'Usa River': { ar: 'أوسا ريفر' },
  'Central Division': { sw: 'Tarafa ya Kati', ar: 'القسم المركزي' },
  Kololo: { ar: 'كولولو' },
  Kiyovu: { ar: 'كيوفو' },
  Nyarugenge: { ar: 'نياروجينجي' },
  Nyarutarama: { ar: 'نياروتاراما' },
  Bole: { ar: 'بولي' },
  Piassa: { ar: 'بياسا' },
  'Botanical Gardens': { sw: 'Bustani ya Mimea', ar: 'الحدائق النباتية' },
  'Downtown Dubai': { sw: 'Katikati ya Dubai', ar: 'وسط مدينة دبي' },
  'Dubai Marina': { ar: 'دبي مارينا' },
  'Al Fahidi': { ar: 'الفهيدي' },
  'Al Garhoud': { ar: 'القرهود' },
  Corniche: { ar: 'الكورنيش' },
  'West Bay': { ar: 'الخليج الغربي' },
  'Souq Waqif': { ar: 'سوق واقف' },
  Mutrah: { ar: 'مطرح' },
  Qurum: { ar: 'القرم' },
  // Airports and the rental desks named after them
  'Dubai Airport': { sw: 'Uwanja wa Ndege wa Dubai', ar: 'مطار دبي' },
  'Abu Dhabi Airport': { sw: 'Uwanja wa Ndege wa Abu Dhabi', ar: 'مطار أبوظبي' },
  'Doha Airport': { sw: 'Uwanja wa Ndege wa Doha', ar: 'مطار الدوحة' },
  'Muscat Airport': { sw: 'Uwanja wa Ndege wa Muscat', ar: 'مطار مسقط' },
  'Nairobi JKIA': { sw: 'Nairobi JKIA', ar: 'مطار نيروبي (JKIA)' },
  'Mombasa Airport': { sw: 'Uwanja wa Ndege wa Mombasa', ar: 'مطار مومباسا' },
  'Zanzibar Airport': { sw: 'Uwanja wa Ndege wa Zanzibar', ar: 'مطار زنجبار' },
  'Kilimanjaro Airport': { sw: 'Uwanja wa Ndege wa Kilimanjaro', ar: 'مطار كليمنجارو' },
  'Dar es Salaam Airport': { sw: 'Uwanja wa Ndege wa Dar es Salaam', ar: 'مطار دار السلام' },
  'Entebbe Airport': { sw: 'Uwanja wa Ndege wa Entebbe', ar: 'مطار عنتيبي' },
  'Kampala City': { sw: 'Jiji la Kampala', ar: 'مدينة كمبالا' },
  'Kigali Airport': { sw: 'Uwanja wa Ndege wa Kigali', ar: 'مطار كيغالي' },
  'Addis Ababa Airport': { sw: 'Uwanja wa Ndege wa Addis Ababa', ar: 'مطار أديس أبابا' },
};

interface Replacer {
  pattern: RegExp;
  names: Map<string, string>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern of all names, longest first, matched only as whole words (not 'Karen' in 'Karenina'). */
function replacer(pairs: [string, string][]): Replacer {
  const names = new Map(pairs);
  const alternatives = [...names.keys()].sort((a, b) => b.length - a.length).map(escape);
  return { pattern: new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives.join('|')})(?![\\p{L}\\p{M}])`, 'gu'), names };
}

const toLocal = new Map<Language, Replacer>();
let toEnglish: Replacer | undefined;

/** `text` with every place name of the table in `language` ('Westlands, Nairobi, Kenya' → 'ويستلاندز، نيروبي، كينيا' in Arabic). */
export function localPlaceText(text: string, language: Language): string {
  if (language === 'en' || !text) return text;
  let local = toLocal.get(language);
  if (!local) {
    local = replacer(Object.entries(PLACE_NAMES).flatMap(([english, names]): [string, string][] => (names[language] ? [[english, names[language]]] : [])));
    toLocal.set(language, local);
  }
  const replaced = text.replace(local.pattern, (name) => local.names.get(name) ?? name);
  // Arabic lists places with its own comma.
  return language === 'ar' && replaced !== text ? replaced.replace(/, /g, '، ') : replaced;
}

let allEnglish: RegExp | undefined;

/**
 * Whether the table names the whole of `text`: nothing but its names, codes ('SGR', 'JKIA') and
 * punctuation ('Nairobi CBD', 'Westlands, Nairobi'), not 'Karen Blixen Museum' or 'Sarit Centre'.
 */
export function isWhollyPlaceNames(text: string): boolean {
  allEnglish ??= replacer(Object.keys(PLACE_NAMES).map((name): [string, string] => [name, name])).pattern;
  return !/[A-Za-z]*[a-z][A-Za-z]*/.test(text.replace(allEnglish, ''));
}

/** `text` with every Kiswahili or Arabic place name of the table in English, for searching the catalogue. */
export function englishPlaceText(text: string): string {
  if (!toEnglish) {
    const pairs = Object.entries(PLACE_NAMES).flatMap(([english, names]) =>
      (['sw', 'ar'] as const).flatMap((language): [string, string][] => (names[language] ? [[names[language], english]] : [])),
    );
    toEnglish = replacer(pairs);
  }
  const english = toEnglish;
  return text.replace(english.pattern, (name) => english.names.get(name) ?? name).replace(/، /g, ', ');
}
