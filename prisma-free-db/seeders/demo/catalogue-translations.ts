// DEMO DATA: the demo catalogue's texts in Kiswahili and Arabic, for what travellers see first:
// Home's deals (the tour packages' names and descriptions), the room types, and the hotels one
// tap from Home's popular destinations (Nairobi, Zanzibar, Kampala, Kigali, Addis Ababa, Dubai).
// The other hotels keep their English description on purpose: it shows the fallback (the text in
// English, marked lang="en"). Place names inside the texts are written as each language writes
// them (src/shared/place-names.ts). Written for the demo; a real catalogue's texts are staff's.
import type { CatalogueTranslations } from '@shared/catalogue-translations';

export const demoTourTranslations: Record<string, CatalogueTranslations<'name' | 'description'>> = {
  'tour-1': {
    sw: {
      name: 'Hifadhi ya Taifa ya Serengeti',
      description:
        'Safari za kuona wanyama katika nyanda zisizo na mwisho za Serengeti, ukiwa na nafasi ya kuwaona Wanyama Watano Wakubwa, pamoja na malazi ya loji na mwongozaji wa hifadhi.',
    },
    ar: {
      name: 'منتزه سيرينغيتي الوطني',
      description: 'رحلات سفاري عبر سهول سيرينغيتي الممتدة بلا نهاية، مع فرصة لمشاهدة الحيوانات الخمسة الكبرى، وإقامة في نُزُل برفقة مرشد من حرّاس المنتزه.',
    },
  },
  'tour-2': {
    sw: {
      name: 'Hoteli ya Mapumziko Zanzibar',
      description: 'Fukwe za mchanga mweupe, ziara ya shamba la viungo na matembezi ya Mji Mkongwe, ukikaa kwenye hoteli ya mapumziko iliyo ufukweni.',
    },
    ar: {
      name: 'منتجع زنجبار',
      description: 'شواطئ رمالها بيضاء، وزيارة لمزرعة توابل، وجولة سيرًا على الأقدام في المدينة الحجرية، انطلاقًا من منتجع على الشاطئ.',
    },
  },
  'tour-3': {
    sw: {
      name: 'Ziara ya Jiji la Dubai',
      description: 'Masoko ya zamani ya Dubai, safari ya abra kwenye Creek, Burj Khalifa na safari ya jangwani jioni.',
    },
    ar: {
      name: 'جولة في مدينة دبي',
      description: 'أسواق دبي القديمة، وجولة بالعَبْرة في الخور، وبرج خليفة، وسفاري صحراوية في المساء.',
    },
  },
  'tour-4': {
    sw: {
      name: 'Safari ya Maasai Mara',
      description: 'Simba, chui na duma, pamoja na ziara ya kijiji cha Wamaasai katika hifadhi maarufu zaidi nchini Kenya, ukilala kwenye kambi ya mahema.',
    },
    ar: {
      name: 'سفاري ماساي مارا',
      description: 'الأسود والفهود وزيارة لإحدى قرى الماساي في أشهر محميات كينيا، مع إقامة في مخيم خيام.',
    },
  },
  'tour-5': {
    sw: {
      name: 'Safari ya Tembo wa Amboseli',
      description: 'Makundi ya tembo chini ya Mlima Kilimanjaro, na safari za kuona wanyama alfajiri na wakati wa machweo.',
    },
    ar: {
      name: 'سفاري أفيال أمبوسيلي',
      description: 'قطعان من الأفيال عند سفح جبل كليمنجارو، مع جولات سفاري عند الشروق والغروب.',
    },
  },
  'tour-6': {
    sw: {
      name: 'Safari ya Kifahari na Chakula Porini',
      description:
        'Safari binafsi za kuona wanyama mchana, na chakula cha jioni porini kwa mwanga wa mishumaa usiku, katika loji ya kifahari ya hifadhi ya wanyamapori.',
    },
    ar: {
      name: 'سفاري فاخرة مع عشاء في البرية',
      description: 'جولات سفاري خاصة في النهار وعشاء على ضوء الشموع في البرية ليلًا، في نُزُل فاخر داخل محمية طبيعية.',
    },
  },
  'tour-7': {
    sw: {
      name: 'Safari ya Uhamaji Mkuu',
      description: 'Fuata uhamaji wa nyumbu na vivuko vyao vya Mto Mara kutoka Tanzania hadi Kenya.',
    },
    ar: {
      name: 'سفاري الهجرة الكبرى',
      description: 'تابِع هجرة حيوانات النو وعبورها نهر مارا من تنزانيا إلى كينيا.',
    },
  },
  'tour-8': {
    sw: {
      name: 'Safari ya Uhifadhi wa Twiga',
      description: 'Kutana na twiga adimu wa Rothschild katika kituo cha uhifadhi jijini Nairobi na katika Hifadhi ya Taifa ya Nairobi.',
    },
    ar: {
      name: 'سفاري حماية الزرافات',
      description: 'تعرّف إلى زرافات روتشيلد المهددة بالانقراض في مركز لحماية الحياة البرية في نيروبي وفي منتزه نيروبي الوطني.',
    },
  },
};

/** By the room type's English name: every hotel names its types from this short list. */
export const demoRoomTypeTranslations: Record<string, CatalogueTranslations<'name'>> = {
  'Standard double': { sw: { name: 'Chumba cha kawaida cha watu wawili' }, ar: { name: 'غرفة مزدوجة عادية' } },
  'Family room for 4': { sw: { name: 'Chumba cha familia cha watu 4' }, ar: { name: 'غرفة عائلية لأربعة أشخاص' } },
  'Triple room': { sw: { name: 'Chumba cha watu watatu' }, ar: { name: 'غرفة ثلاثية' } },
  'Garden cottage for 3': { sw: { name: 'Kibanda cha bustanini cha watu 3' }, ar: { name: 'كوخ في الحديقة لثلاثة أشخاص' } },
  'Family cottage for 4': { sw: { name: 'Kibanda cha familia cha watu 4' }, ar: { name: 'كوخ عائلي لأربعة أشخاص' } },
};

const hotelDescriptions: Record<string, { sw: string; ar: string }> = {
  'nairobi-acacia-heights': {
    sw: 'Hoteli inayowafaa wasafiri wa kikazi huko Westlands, yenye bwawa la kuogelea juu ya paa na njia ya haraka kwenda katikati ya jiji.',
    ar: 'فندق يناسب رجال الأعمال في ويستلاندز، مع مسبح على السطح ووصول سريع إلى وسط المدينة.',
  },
  'nairobi-karen-garden-lodge': {
    sw: 'Loji yenye miti mingi karibu na Kituo cha Twiga na Hifadhi ya Taifa ya Nairobi, yenye vyumba vya vibanda na spa.',
    ar: 'نُزُل تحيط به الأشجار قرب مركز الزرافات ومنتزه نيروبي الوطني، بغرف على هيئة أكواخ ومنتجع صحي.',
  },
  'nairobi-cbd-city-stay': {
    sw: 'Vyumba rahisi katikati ya jiji, mwendo mfupi kwa miguu hadi Kituo cha Kimataifa cha Mikutano cha Kenyatta.',
    ar: 'غرف بسيطة في وسط المدينة، على بُعد خطوات من مركز كينياتا الدولي للمؤتمرات.',
  },
  'nairobi-jkia-transit-inn': {
    sw: 'Dakika tano kutoka Uwanja wa Ndege wa Kimataifa wa Jomo Kenyatta, kwa wanaosafiri alfajiri na wanaosubiri ndege ya kuunganisha.',
    ar: 'على بُعد خمس دقائق من مطار جومو كينياتا الدولي، مثالي للرحلات المبكرة وفترات الترانزيت.',
  },
  'zanzibar-stone-town-house': {
    sw: 'Nyumba ya mfanyabiashara iliyokarabatiwa, yenye milango ya nakshi na sitaha ya paa inayotazama Mji Mkongwe.',
    ar: 'بيت تاجر قديم مُرمَّم بأبواب منحوتة وشرفة على السطح تطلّ على المدينة القديمة.',
  },
  'zanzibar-nungwi-beach-resort': {
    sw: 'Ufukwe wa machweo kwenye ncha ya kaskazini ya kisiwa, pamoja na safari za jahazi na kuzamia kuona matumbawe.',
    ar: 'شاطئ الغروب في الطرف الشمالي من الجزيرة، مع رحلات على المراكب الشراعية والغطس السطحي.',
  },
  'zanzibar-paje-kite-lodge': {
    sw: 'Loji tulivu ya pwani ya mashariki mbele ya maji ya kina kifupi, inayopendwa na wanaoteleza majini kwa tiara.',
    ar: 'نُزُل هادئ على الساحل الشرقي يطلّ على البحيرة الشاطئية، يفضّله هواة التزلّج الشراعي على الماء.',
  },
  'zanzibar-kendwa-ocean-villas': {
    sw: 'Vila binafsi zenye mabwawa madogo ya kuogelea, kwenye mojawapo ya fukwe chache ambako unaweza kuogelea maji yakijaa au yakipwa.',
    ar: 'فلل خاصة بمسابح صغيرة على أحد الشواطئ القليلة التي تصلح للسباحة في المدّ والجزر.',
  },
  'kampala-kololo-hill-hotel': {
    sw: 'Hoteli juu ya kilima yenye mandhari ya vilima saba vya Kampala.',
    ar: 'فندق على قمة تلّ يطلّ على تلال كمبالا السبع.',
  },
  'kampala-nile-avenue-inn': {
    sw: 'Vyumba vya bei nafuu katikati ya jiji, karibu na Makumbusho ya Uganda na masoko ya kazi za mikono.',
    ar: 'غرف عملية في وسط المدينة قرب متحف أوغندا وأسواق الحِرف اليدوية.',
  },
  'kigali-thousand-hills-hotel': {
    sw: 'Hoteli mashuhuri katikati ya Kigali yenye kijani kibichi, karibu na kituo cha mikutano.',
    ar: 'فندق من معالم كيغالي في قلبها الأخضر، قريب من مركز المؤتمرات.',
  },
  'kigali-nyarutarama-lodge': {
    sw: 'Loji ndogo ya kipekee katika mtaa tulivu wa makazi, karibu na uwanja wa gofu.',
    ar: 'نُزُل صغير أنيق في حيّ سكني هادئ قرب ملعب الغولف.',
  },
  'kigali-city-centre-suites': {
    sw: 'Vyumba vyenye huduma kwa wanaokaa muda mrefu, mwendo wa miguu hadi katikati ya jiji.',
    ar: 'أجنحة فندقية مخدومة للإقامات الطويلة، على مسافة قريبة سيرًا من وسط المدينة.',
  },
  'addis-entoto-view-hotel': {
    sw: 'Hoteli ya kisasa kwenye Barabara ya Bole, dakika kumi kutoka Uwanja wa Ndege wa Kimataifa wa Bole.',
    ar: 'فندق حديث على طريق بولي، على بُعد عشر دقائق من مطار بولي الدولي.',
  },
  'addis-piassa-heritage-inn': {
    sw: 'Nyumba ya wageni katika mtaa wa kihistoria, yenye sherehe ya kahawa ya Kiethiopia kila siku.',
    ar: 'نُزُل في الحيّ التاريخي يقيم كل يوم مراسم القهوة الإثيوبية.',
  },
  'dubai-marina-skyline-hotel': {
    sw: 'Hoteli ya ghorofa nyingi juu ya njia ya matembezi ya Marina, dakika chache kutoka ufukwe wa JBR.',
    ar: 'فندق شاهق يطلّ على ممشى المارينا، على بُعد دقائق من شاطئ جي بي آر.',
  },
  'dubai-creek-heritage-hotel': {
    sw: 'Hoteli yenye ua wa ndani na minara ya upepo kando ya Creek, karibu na masoko na vituo vya abra.',
    ar: 'فندق تراثي بفناء وأبراج رياح بجوار الخور والأسواق ومحطات العَبْرة.',
  },
  'dubai-downtown-view-suites': {
    sw: 'Vyumba vya hadhi vinavyotazama Burj Khalifa na maonyesho ya chemchemi.',
    ar: 'أجنحة تطلّ على برج خليفة وعروض النافورة.',
  },
  'dubai-airport-transit-hotel': {
    sw: 'Dakika tano kutoka Uwanja wa Ndege wa Kimataifa wa Dubai, kwa wanaosubiri ndege ya kuunganisha na wanaofika usiku.',
    ar: 'على بُعد خمس دقائق من مطار دبي الدولي، لفترات الترانزيت والوصول المتأخر.',
  },
  'dubai-palm-royal-resort': {
    sw: 'Hoteli ya mapumziko ufukweni kwenye hilali ya Palm Jumeirah, yenye mandhari ya majengo marefu ya jiji.',
    ar: 'منتجع شاطئي على هلال نخلة جميرا بإطلالة على أفق المدينة.',
  },
};

/** A hotel's translations by its id; null: its description stays English only. */
export function demoHotelTranslations(id: string): CatalogueTranslations<'description'> | null {
  const description = hotelDescriptions[id];
  return description ? { sw: { description: description.sw }, ar: { description: description.ar } } : null;
}
