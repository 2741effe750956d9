// Which language a traveller wrote in, read from the message itself (its script, then its
// words), so the assistant answers in the language asked whatever the app is set to. A message
// that says nothing about its language ('Kigali?', 'MT…', '2') is answered in the language of the
// conversation so far, else the app's.
import type { Language } from '@shared/languages';

/** Common words of everyday Kiswahili that English does not use (and the reverse below). */
const SWAHILI_WORDS = new Set(
  `na ya wa za la cha vya kwa ni nini gani je kuna mna una nina nataka ninataka natafuta nahitaji naomba nipe nionyeshe tafadhali habari jambo hujambo mambo
  asante sana karibu hoteli chumba vyumba malazi ndege gari magari kukodi kodi kukodisha ziara utalii matembezi mbuga wanyama bidhaa duka kununua nunua zawadi
  mnauza unauza kahawa chai asali tende viungo vito shanga viatu vikapu kapu sabuni manukato nguo simu mzigo mizigo kifurushi vifurushi kusafirisha kutuma tuma
  fuatilia kufuatilia ufuatiliaji uko iko wapi lini yangu zangu wangu changu langu yetu uthibitisho nambari namba saa kazi mnafungua mnafunga wazi mawasiliano
  kuwasiliana barua pepe kughairi ghairi kusitisha kurejeshewa pesa marejesho kuongea kuzungumza mtu binadamu mhudumu msaada nisaidie teksi taksi nauli bei nafuu
  rahisi chini zaidi gharama dola shilingi kutoka hadi mpaka kwenda kesho leo keshokutwa ijayo tarehe usiku siku wiki watu wageni abiria wawili watatu wanne
  nyota daraja biashara kawaida moja mbili tatu nne tano sita saba nane tisa kumi huko katika ndani jumatatu jumanne jumatano alhamisi ijumaa jumamosi jumapili
  januari februari machi aprili mei juni julai agosti septemba oktoba novemba desemba nyingine zingine vipi kuhusu yangu ninaweza naweza unaweza lipi
  ipi yupi kiasi ngapi kilo niambie nieleze tuambie unguja falme kiarabu ufaransa uhabeshi ninahitaji nauliza tunataka tunatafuta sisi mimi yako yenu ipo zipi mnazo mnayo nyumba`.split(
    /\s+/,
  ),
);
const ENGLISH_WORDS = new Set(
  `the a an in to for from of and or what which is are was how much many do does can could would i my me we our you your please show find want need looking
  hotel hotels room rooms flight flights fly car cars rent hire tour tours trip cheap cheapest cheaper under below over price prices cost with near on at any
  some have has there where when tomorrow today next night nights day days people person star stars shop buy sell track where's what's i'm book booking bookings
  hello hi hey thanks thank more about this that it by per me us`.split(/\s+/),
);

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * The language of `message` by its script and words; null when it does not tell. Names and
 * codes in Latin letters ('Great Migration Safari', 'MT…') say nothing: an Arabic sentence
 * naming one is Arabic.
 */
export function detectLanguage(message: string): Language | null {
  const words = message
    .toLowerCase()
    .split(/[\s\p{P}]+/u)
    .filter(Boolean);
  const arabic = words.filter((word) => ARABIC_LETTER.test(word)).length;
  const swahili = words.filter((word) => SWAHILI_WORDS.has(word)).length;
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  if (arabic > 0 && arabic >= Math.max(swahili, english)) return 'ar';
  if (swahili === english) return null;
  return swahili > english ? 'sw' : 'en';
}

/** The language to answer in: the message's own, else the conversation's latest, else the app's. */
export function answerLanguage(message: string, earlierMessages: string[], appLanguage: Language): Language {
  const own = detectLanguage(message);
  if (own) return own;
  for (const earlier of [...earlierMessages].reverse()) {
    const language = detectLanguage(earlier);
    if (language) return language;
  }
  return appLanguage;
}
