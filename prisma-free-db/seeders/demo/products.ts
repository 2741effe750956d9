// DEMO DATA: the demo catalogue of the Local Marketplace (/shop, Product). The
// products are real kinds of local goods from East Africa and the Gulf, but every brand, price
// and stock figure is invented for the demo; these are not offers of real sellers.
//
// Prices are integers in the minor unit of the product's local currency (ISO 4217): UGX and
// RWF have no decimals, OMR, KWD and BHD have three, the others two. So 2,450.00 KES is
// 245000, 45,000 UGX is 45000 and 1.250 OMR is 1250. rating and reviewCount are not stored
// here: they are computed from the seeded reviews (product-reviews.ts).
// Pictures: /images/products/<id>-1.svg and -2.svg, made by scripts/make-product-images.ts.

// The enums, countries and currency rules are the app's own (src/shared): re-exported here for
// the demo data and its tests.
import { MARKETPLACE_COUNTRIES, type MarketplaceCountry, type ProductCategory, type ProductRegion } from '@shared/schemas/shop';
import type { MarketplaceCurrency } from '@shared/local-money';

export { PRODUCT_CATEGORIES, PRODUCT_REGIONS, MARKETPLACE_COUNTRIES, type MarketplaceCountry, type ProductCategory, type ProductRegion } from '@shared/schemas/shop';
export { isKnownCurrency, minorToAmount, minorUnits, type MarketplaceCurrency } from '@shared/local-money';

export interface DemoProduct {
  id: string;
  name: string;
  /** Two to four sentences for the product dialog. */
  description: string;
  /** At most 80 characters, for the product card. */
  shortDescription: string;
  /** In minor units of `currency` (see minorUnits). */
  priceMinor: number;
  currency: MarketplaceCurrency;
  country: MarketplaceCountry;
  region: ProductRegion;
  category: ProductCategory;
  brand: string;
  inStock: boolean;
  stockQuantity: number;
  /** Shipping weight in kg, a decimal string ('0.25'). */
  weight: string;
  /** Packed size, 'L x W x H cm'. */
  dimensions: string;
  featured: boolean;
  images: string[];
}

type ProductInput = Omit<DemoProduct, 'id' | 'currency' | 'region' | 'inStock' | 'images' | 'featured'> & { slug: string; featured?: boolean };

// Region and currency follow the country, stock status follows the quantity and the pictures
// follow the id, so none of them can disagree with the others.
function product({ slug, featured = false, ...input }: ProductInput): DemoProduct {
  const id = `prod-${slug}`;
  const { region, currency } = MARKETPLACE_COUNTRIES[input.country];
  return {
    id,
    name: input.name,
    description: input.description,
    shortDescription: input.shortDescription,
    priceMinor: input.priceMinor,
    currency,
    country: input.country,
    region,
    category: input.category,
    brand: input.brand,
    inStock: input.stockQuantity > 0,
    stockQuantity: input.stockQuantity,
    weight: input.weight,
    dimensions: input.dimensions,
    featured,
    images: [1, 2].map((n) => `/images/products/${id}-${n}.svg`),
  };
}

const electronics: ProductInput[] = [
  { slug: 'jua-solar-lantern', name: 'Jua Solar Lantern', category: 'electronics', country: 'Kenya', brand: 'Jua Power', priceMinor: 245_000, stockQuantity: 64, weight: '0.45', dimensions: '18 x 12 x 12 cm', featured: true,
    shortDescription: 'Solar LED lantern with phone charging, up to 12 hours of light',
    description: 'A bright LED lantern with a built-in solar panel that charges in a day of sun and lights a room for up to 12 hours. It has three brightness levels and a USB port to top up a phone. Made for homes and market stalls off the grid.' },
  { slug: 'mwanga-solar-home-kit', name: 'Mwanga Solar Home Kit', category: 'electronics', country: 'Tanzania', brand: 'Mwanga Energy', priceMinor: 18_500_000, stockQuantity: 22, weight: '4.20', dimensions: '52 x 36 x 10 cm',
    shortDescription: '20 W panel, battery and three bulbs to light a small home',
    description: 'A 20 W solar panel, a battery unit and three LED bulbs with cables, enough to light a small house and charge two phones. The connectors are plug-and-play, so no electrician is needed. The battery carries a two-year warranty.' },
  { slug: 'safari-power-bank-20000', name: 'Safari 20,000 mAh Power Bank', category: 'electronics', country: 'Kenya', brand: 'Safari Charge', priceMinor: 320_000, stockQuantity: 85, weight: '0.38', dimensions: '15 x 7 x 3 cm',
    shortDescription: '20,000 mAh, USB-C fast charge and a built-in torch',
    description: 'A rugged power bank that charges a smartphone four to five times, with USB-C fast charging and a built-in torch. The rubberised case survives matatu rides and dusty safari trips.' },
  { slug: 'kaya-dual-sim-feature-phone', name: 'Kaya Dual-SIM Feature Phone', category: 'electronics', country: 'Uganda', brand: 'Kaya Mobile', priceMinor: 85_000, stockQuantity: 40, weight: '0.09', dimensions: '12 x 5 x 2 cm',
    shortDescription: 'Week-long battery, dual SIM, FM radio and torch',
    description: 'A simple dual-SIM phone with a battery that lasts a week, FM radio, a torch and mobile-money shortcuts. Large keys and a loud speaker make it a favourite for parents and upcountry trips.' },
  { slug: 'imena-x2-4g-smartphone', name: 'Imena X2 4G Smartphone', category: 'electronics', country: 'Rwanda', brand: 'Imena', priceMinor: 145_000, stockQuantity: 18, weight: '0.19', dimensions: '16 x 8 x 1 cm',
    shortDescription: '6.5-inch 4G Android phone, 64 GB, 5,000 mAh battery',
    description: 'An affordable 6.5-inch Android smartphone with 4G, 64 GB of storage and a 5,000 mAh battery. It comes set up in Kinyarwanda, English and French out of the box.' },
  { slug: 'abay-solar-radio', name: 'Abay Solar Wind-Up Radio', category: 'electronics', country: 'Ethiopia', brand: 'Abay Electronics', priceMinor: 290_000, stockQuantity: 30, weight: '0.55', dimensions: '20 x 10 x 7 cm',
    shortDescription: 'Solar and hand-crank AM/FM radio with a reading light',
    description: 'An AM/FM radio you can power by sun, by hand crank or by USB. It also works as a reading light and an emergency phone charger when the power is out.' },
  { slug: 'sahara-pro-wireless-earbuds', name: 'Sahara Pro Wireless Earbuds', category: 'electronics', country: 'United Arab Emirates', brand: 'Sahara Audio', priceMinor: 24_900, stockQuantity: 120, weight: '0.06', dimensions: '7 x 6 x 3 cm',
    shortDescription: 'Noise-cancelling earbuds, 30-hour battery with the case',
    description: 'Noise-cancelling earbuds with 30 hours of playback including the charging case, rated IPX5 against sweat and sand. They are tuned for clear calls in busy malls and on the metro.' },
  { slug: 'rimal-300w-power-station', name: 'Rimal 300 W Portable Power Station', category: 'electronics', country: 'Saudi Arabia', brand: 'Rimal Energy', priceMinor: 109_900, stockQuantity: 0, weight: '3.60', dimensions: '26 x 19 x 18 cm',
    shortDescription: 'Camping power: two AC outlets, USB-C and solar charging',
    description: 'A portable lithium battery with two AC outlets, USB-C and a car socket, made for desert camping trips. It recharges from a solar panel, a car or the wall in about five hours.' },
  { slug: 'bahar-waterproof-speaker', name: 'Bahar Waterproof Bluetooth Speaker', category: 'electronics', country: 'Oman', brand: 'Bahar Sound', priceMinor: 14_500, stockQuantity: 45, weight: '0.54', dimensions: '18 x 7 x 7 cm',
    shortDescription: 'Floating waterproof speaker, 12 hours of playback',
    description: 'A floating, waterproof speaker for beach days at Qurum and boat trips to the Daymaniyat Islands. It plays for twelve hours and has a strap to hang it from a tent pole or a dhow rail.' },
  { slug: 'noor-smartwatch', name: 'Noor Smartwatch', category: 'electronics', country: 'Qatar', brand: 'Noor Wearables', priceMinor: 39_900, stockQuantity: 60, weight: '0.05', dimensions: '5 x 4 x 1 cm',
    shortDescription: 'Prayer-time alerts, Qibla compass and fitness tracking',
    description: 'A smartwatch with prayer-time alerts, a Qibla compass and a Hijri calendar alongside heart-rate and step tracking. The battery lasts about a week and the display stays readable in bright sun.' },
  { slug: 'wadi-dual-dash-camera', name: 'Wadi Dual Dash Camera', category: 'electronics', country: 'Kuwait', brand: 'Wadi Tech', priceMinor: 24_750, stockQuantity: 35, weight: '0.22', dimensions: '10 x 6 x 4 cm',
    shortDescription: 'Front and rear full-HD dash cam built for summer heat',
    description: 'Front and rear cameras that record in full HD. A supercapacitor takes the place of a battery, so it copes with summer parking at 50 °C. Loop recording and a G-sensor protect the clip after a bump.' },
  { slug: 'rechargeable-bakhoor-burner', name: 'Rechargeable Bakhoor Burner', category: 'electronics', country: 'Bahrain', brand: 'Dukhoon Home', priceMinor: 8_500, stockQuantity: 70, weight: '0.30', dimensions: '9 x 9 x 12 cm',
    shortDescription: 'USB-rechargeable mabkhara for bakhoor, no charcoal needed',
    description: 'A USB-rechargeable electric mabkhara that warms bakhoor and oud chips without charcoal or smoke. Carry it from room to room to perfume clothes and the majlis.' },
];

const fashion: ProductInput[] = [
  { slug: 'maasai-beaded-leather-sandals', name: 'Maasai Beaded Leather Sandals', category: 'fashion', country: 'Kenya', brand: 'Olkeri Leather', priceMinor: 280_000, stockQuantity: 48, weight: '0.60', dimensions: '30 x 12 x 8 cm',
    shortDescription: 'Leather sandals with hand-beaded Maasai straps',
    description: 'Hand-stitched leather sandals with straps of colourful Maasai beadwork, made in Narok. The soles are cut from durable leather and soften with wear.' },
  { slug: 'kiondo-sisal-handbag', name: 'Kiondo Sisal Handbag', category: 'fashion', country: 'Kenya', brand: 'Machakos Weavers', priceMinor: 350_000, stockQuantity: 26, weight: '0.40', dimensions: '30 x 30 x 25 cm',
    shortDescription: 'Hand-woven sisal kiondo with leather handles',
    description: 'A traditional kiondo bag woven from sisal fibre by Akamba women, with leather handles and trim. It is roomy enough for a market shop and sturdy enough to last for years.' },
  { slug: 'kitenge-wrap-dress', name: 'Kitenge Wrap Dress', category: 'fashion', country: 'Tanzania', brand: 'Kariakoo Atelier', priceMinor: 6_500_000, stockQuantity: 30, weight: '0.35', dimensions: '35 x 28 x 4 cm',
    shortDescription: 'Tailored wrap dress in bold kitenge wax print',
    description: 'A wrap dress tailored in Dar es Salaam from bold wax-print kitenge cotton. The adjustable tie fits a range of sizes, and each dress is cut from a slightly different part of the print.' },
  { slug: 'kitenge-print-shirt', name: 'Kitenge Print Shirt', category: 'fashion', country: 'Uganda', brand: 'Owino Tailors', priceMinor: 95_000, stockQuantity: 34, weight: '0.30', dimensions: '35 x 28 x 4 cm',
    shortDescription: 'Short-sleeved shirt in kitenge cotton print',
    description: 'A short-sleeved shirt in kitenge print, cut and sewn by tailors in Kampala. The cotton breathes on hot afternoons and looks smart enough for a Friday at the office.' },
  { slug: 'habesha-kemis-dress', name: 'Habesha Kemis Dress', category: 'fashion', country: 'Ethiopia', brand: 'Shiro Meda Weavers', priceMinor: 950_000, stockQuantity: 12, weight: '0.70', dimensions: '40 x 30 x 6 cm',
    shortDescription: 'Hand-woven cotton dress with an embroidered tibeb border',
    description: 'A traditional white cotton dress hand-woven in Addis Ababa, with an embroidered tibeb border down the front and along the hem. It is worn for holidays, weddings and Sunday church.' },
  { slug: 'kitenge-bomber-jacket', name: 'Kitenge Bomber Jacket', category: 'fashion', country: 'Rwanda', brand: 'Umurage Studio', priceMinor: 55_000, stockQuantity: 16, weight: '0.65', dimensions: '40 x 32 x 6 cm',
    shortDescription: 'Lined kitenge bomber jacket made in Kigali',
    description: 'A bomber jacket with a kitenge print outside and a plain cotton lining, made in a Kigali studio. It has ribbed cuffs and two zip pockets.' },
  { slug: 'emirati-kandura', name: 'Emirati Kandura', category: 'fashion', country: 'United Arab Emirates', brand: 'Al Bateen Tailoring', priceMinor: 32_000, stockQuantity: 40, weight: '0.45', dimensions: '38 x 30 x 5 cm',
    shortDescription: 'White Emirati-style kandura with a tarboosha tassel',
    description: 'A classic white kandura in a fine cotton blend, cut in the Emirati style with a tassel, the tarboosha, at the collar. It stays cool in summer and is easy to iron.' },
  { slug: 'saudi-red-shemagh', name: 'Saudi Red Shemagh', category: 'fashion', country: 'Saudi Arabia', brand: 'Najd Textiles', priceMinor: 18_000, stockQuantity: 75, weight: '0.25', dimensions: '30 x 25 x 3 cm',
    shortDescription: 'Red-and-white checked cotton shemagh',
    description: 'A red-and-white checked shemagh woven from cotton and starched to hold the classic peak. It is sized to be worn folded under an agal.' },
  { slug: 'omani-kuma-cap', name: 'Omani Kuma Cap', category: 'fashion', country: 'Oman', brand: 'Nizwa Needlework', priceMinor: 12_000, stockQuantity: 28, weight: '0.08', dimensions: '20 x 20 x 10 cm',
    shortDescription: 'Hand-embroidered brimless Omani cap',
    description: 'A hand-embroidered kuma, the brimless cap worn by Omani men, stitched with fine geometric patterns. Each cap takes several days of needlework.' },
  { slug: 'embroidered-black-abaya', name: 'Embroidered Black Abaya', category: 'fashion', country: 'Qatar', brand: 'Lusail Couture', priceMinor: 65_000, stockQuantity: 20, weight: '0.60', dimensions: '40 x 30 x 5 cm',
    shortDescription: 'Crepe abaya with embroidered cuffs and a matching shayla',
    description: 'A flowing black abaya in crepe with subtle embroidery on the cuffs and front panels. It comes with a matching shayla.' },
  { slug: 'camel-wool-bisht', name: 'Camel Wool Bisht', category: 'fashion', country: 'Kuwait', brand: 'Mubarakiya Tailors', priceMinor: 85_000, stockQuantity: 0, weight: '0.90', dimensions: '45 x 35 x 6 cm',
    shortDescription: 'Formal camel-wool cloak with gold zari edging',
    description: 'A formal bisht cloak woven from light camel wool and edged with hand-applied gold zari. It is worn over the dishdasha for weddings, Eid and official occasions.' },
  { slug: 'bahraini-leather-naal-sandals', name: "Bahraini Leather Na'al Sandals", category: 'fashion', country: 'Bahrain', brand: 'Manama Cobblers', priceMinor: 14_000, stockQuantity: 38, weight: '0.55', dimensions: '30 x 12 x 6 cm',
    shortDescription: "Handmade leather na'al sandals with a cushioned footbed",
    description: "Traditional Arabic na'al sandals in soft leather with a cushioned footbed. They are handmade in Manama and worn with a thobe for everyday comfort." },
];

const food: ProductInput[] = [
  { slug: 'kenyan-purple-tea', name: 'Kenyan Purple Tea', category: 'food', country: 'Kenya', brand: 'Nandi Hills Estate', priceMinor: 120_000, stockQuantity: 140, weight: '0.12', dimensions: '12 x 8 x 6 cm', featured: true,
    shortDescription: 'Rare purple-leaf loose tea from the Nandi Hills, 100 g',
    description: 'A rare tea from purple-leaved bushes grown in the Nandi Hills, rich in anthocyanins. It brews a light, smooth cup with a reddish hue. 100 g of loose leaf in a resealable pouch.' },
  { slug: 'kericho-highlands-black-tea', name: 'Kericho Highlands Black Tea', category: 'food', country: 'Kenya', brand: 'Kericho Highlands', priceMinor: 65_000, stockQuantity: 210, weight: '0.52', dimensions: '16 x 10 x 7 cm',
    shortDescription: 'Strong CTC black tea for chai, 500 g',
    description: 'Strong CTC black tea from the highlands around Kericho, the heart of Kenyan tea country. It makes a bold cup that stands up to milk and sugar, just right for chai. 500 g.' },
  { slug: 'yirgacheffe-coffee-beans', name: 'Yirgacheffe Coffee Beans', category: 'food', country: 'Ethiopia', brand: 'Sidama Sun Roasters', priceMinor: 185_000, stockQuantity: 95, weight: '0.52', dimensions: '20 x 12 x 7 cm', featured: true,
    shortDescription: 'Floral medium-roast Arabica whole beans, 500 g',
    description: 'Washed Arabica from the Yirgacheffe highlands, roasted medium in Addis Ababa. Expect floral jasmine notes and a bright, lemony finish. 500 g of whole beans.' },
  { slug: 'lake-kivu-bourbon-coffee', name: 'Lake Kivu Bourbon Coffee', category: 'food', country: 'Rwanda', brand: 'Kivu Hills Coffee', priceMinor: 12_000, stockQuantity: 60, weight: '0.26', dimensions: '16 x 10 x 6 cm',
    shortDescription: 'Red Bourbon Arabica from Lake Kivu, 250 g ground',
    description: 'Red Bourbon Arabica grown on the hills above Lake Kivu and washed at a cooperative station. It is sweet, with notes of red berries and caramel. 250 g, ground.' },
  { slug: 'rwenzori-mountain-honey', name: 'Rwenzori Mountain Honey', category: 'food', country: 'Uganda', brand: 'Rwenzori Bees', priceMinor: 25_000, stockQuantity: 55, weight: '0.70', dimensions: '9 x 9 x 12 cm',
    shortDescription: 'Raw wildflower honey from the Rwenzori foothills, 500 g',
    description: 'Raw wildflower honey from hives in the foothills of the Rwenzori Mountains. It is unheated and unfiltered, so it may crystallise in cool weather. 500 g glass jar.' },
  { slug: 'kilimanjaro-peaberry-coffee', name: 'Kilimanjaro Peaberry Coffee', category: 'food', country: 'Tanzania', brand: 'Moshi Estate Roasters', priceMinor: 2_800_000, stockQuantity: 44, weight: '0.26', dimensions: '16 x 10 x 6 cm',
    shortDescription: "Peaberry Arabica from Kilimanjaro's slopes, 250 g",
    description: 'Peaberry beans from the volcanic slopes of Kilimanjaro, where a single round bean grows in the cherry instead of two. A medium roast with a winey acidity and a chocolate finish. 250 g.' },
  { slug: 'liwa-khalas-dates', name: 'Liwa Khalas Dates', category: 'food', country: 'United Arab Emirates', brand: 'Liwa Oasis Farms', priceMinor: 6_500, stockQuantity: 180, weight: '1.05', dimensions: '22 x 15 x 6 cm', featured: true,
    shortDescription: 'Caramel-sweet Khalas dates from the Liwa Oasis, 1 kg',
    description: 'Khalas dates from the Liwa Oasis, prized across the Emirates for their caramel sweetness and soft texture. Packed in a 1 kg gift box and best served with Arabic coffee.' },
  { slug: 'ajwa-dates-of-madinah', name: 'Ajwa Dates of Madinah', category: 'food', country: 'Saudi Arabia', brand: 'Al Madinah Orchards', priceMinor: 12_000, stockQuantity: 90, weight: '1.05', dimensions: '22 x 15 x 6 cm',
    shortDescription: 'Dark, soft Ajwa dates from Madinah, 1 kg',
    description: 'Dark, soft Ajwa dates grown in the orchards of Madinah. They are less sweet than other varieties, with a fine, prune-like texture. 1 kg box.' },
  { slug: 'saudi-khawlani-coffee', name: 'Saudi Khawlani Coffee with Cardamom', category: 'food', country: 'Saudi Arabia', brand: 'Jazan Highlands', priceMinor: 8_500, stockQuantity: 70, weight: '0.52', dimensions: '18 x 11 x 7 cm', featured: true,
    shortDescription: 'Light-roast Khawlani coffee ground with cardamom, 500 g',
    description: 'Lightly roasted Khawlani beans from the Jazan mountains, ground with green cardamom and a touch of saffron and clove. Brew it in a dallah for golden Saudi qahwa. 500 g.' },
  { slug: 'bahraini-date-syrup', name: 'Bahraini Date Syrup', category: 'food', country: 'Bahrain', brand: 'Budaiya Farms', priceMinor: 2_500, stockQuantity: 100, weight: '0.60', dimensions: '7 x 7 x 20 cm',
    shortDescription: 'Pure date syrup (dibs), no sugar added, 450 g',
    description: 'Thick dibs pressed from local dates, with nothing added. Drizzle it on tahini, pancakes or balaleet. 450 g bottle.' },
  { slug: 'omani-halwa-with-saffron', name: 'Omani Halwa with Saffron', category: 'food', country: 'Oman', brand: 'Sur Halwa House', priceMinor: 4_500, stockQuantity: 65, weight: '0.55', dimensions: '14 x 14 x 8 cm',
    shortDescription: 'Traditional halwa with saffron, rose water and cashews, 500 g',
    description: 'Glossy Omani halwa cooked for hours in copper pots with ghee, rose water, saffron and cardamom, then topped with cashews. It is served to guests with coffee all over Oman. 500 g tub.' },
  { slug: 'camel-milk-chocolate', name: 'Camel Milk Chocolate', category: 'food', country: 'Qatar', brand: 'Dune & Co', priceMinor: 4_800, stockQuantity: 80, weight: '0.22', dimensions: '18 x 9 x 3 cm',
    shortDescription: 'Camel-milk chocolate: plain, date and cardamom bars',
    description: 'Milk chocolate made with camel milk, lighter and slightly saltier than the cow-milk kind. This box mixes plain, date and cardamom bars.' },
];

const crafts: ProductInput[] = [
  { slug: 'kisii-soapstone-elephant', name: 'Kisii Soapstone Elephant', category: 'crafts', country: 'Kenya', brand: 'Tabaka Carvers', priceMinor: 180_000, stockQuantity: 50, weight: '0.80', dimensions: '15 x 8 x 10 cm',
    shortDescription: 'Hand-carved, etched pink soapstone elephant',
    description: 'An elephant hand-carved from pink Kisii soapstone in Tabaka village, then polished and etched with patterns. Every piece varies slightly in colour and grain.' },
  { slug: 'agaseke-peace-basket', name: 'Agaseke Peace Basket', category: 'crafts', country: 'Rwanda', brand: 'Nyamirambo Weavers Cooperative', priceMinor: 25_000, stockQuantity: 36, weight: '0.20', dimensions: '18 x 18 x 30 cm', featured: true,
    shortDescription: 'Coiled sweetgrass basket with the pointed agaseke lid',
    description: 'A lidded agaseke basket coiled from sweetgrass and sisal by women weavers in Kigali. Its pointed lid and zigzag pattern have stood for peace and hospitality in Rwanda for generations.' },
  { slug: 'makonde-ebony-carving', name: 'Makonde Ebony Carving', category: 'crafts', country: 'Tanzania', brand: 'Mwenge Carvers', priceMinor: 12_000_000, stockQuantity: 1, weight: '1.40', dimensions: '12 x 10 x 35 cm',
    shortDescription: 'Tree-of-life sculpture in African blackwood',
    description: 'A tree-of-life sculpture carved from a single piece of African blackwood by Makonde artists at the Mwenge market in Dar es Salaam. Figures climb over each other to show the generations of a family.' },
  { slug: 'tingatinga-painting', name: 'Tingatinga Painting', category: 'crafts', country: 'Tanzania', brand: 'Msasani Art Collective', priceMinor: 7_500_000, stockQuantity: 0, weight: '0.40', dimensions: '55 x 8 x 8 cm',
    shortDescription: 'Signed Tingatinga painting of savanna animals',
    description: 'A bright enamel painting on canvas in the Tingatinga style born in Dar es Salaam, with animals of the savanna in bold colours. It is signed by the artist and ships rolled in a tube.' },
  { slug: 'ugandan-raffia-bowl-set', name: 'Ugandan Raffia Bowl Set', category: 'crafts', country: 'Uganda', brand: 'Kasubi Craft Village', priceMinor: 60_000, stockQuantity: 24, weight: '0.35', dimensions: '25 x 25 x 12 cm',
    shortDescription: 'Three nesting bowls woven from raffia and banana fibre',
    description: 'Three nesting bowls coiled from dyed raffia and banana fibre by weavers around Kampala. Use them for fruit, keys or bread.' },
  { slug: 'clay-jebena-coffee-pot', name: 'Clay Jebena Coffee Pot', category: 'crafts', country: 'Ethiopia', brand: 'Merkato Potters', priceMinor: 120_000, stockQuantity: 40, weight: '0.90', dimensions: '15 x 15 x 28 cm',
    shortDescription: 'Black clay pot for the Ethiopian coffee ceremony',
    description: 'The black clay pot at the heart of the Ethiopian coffee ceremony, with a round belly and a long neck. It comes with a woven stand; season it with a first brew before use.' },
  { slug: 'decorative-omani-khanjar', name: 'Decorative Omani Khanjar', category: 'crafts', country: 'Oman', brand: 'Mutrah Silversmiths', priceMinor: 45_000, stockQuantity: 8, weight: '0.70', dimensions: '32 x 14 x 5 cm',
    shortDescription: 'Silver-worked decorative khanjar in a display box',
    description: "A decorative khanjar, the curved dagger on Oman's flag, with a sheath and belt worked in silver wire. The blade is blunt: it is made as a wall piece and gift, and ships in a lined display box." },
  { slug: 'khoos-palm-leaf-basket', name: 'Khoos Palm-Leaf Basket', category: 'crafts', country: 'United Arab Emirates', brand: 'Al Ain Heritage Weavers', priceMinor: 9_500, stockQuantity: 30, weight: '0.30', dimensions: '30 x 30 x 20 cm',
    shortDescription: 'Plaited date-palm basket made in Al Ain',
    description: 'A lidded basket plaited from dyed date-palm leaves in khoos, the Emirati craft of palm weaving. It is made by women artisans in Al Ain.' },
  { slug: 'engraved-brass-dallah', name: 'Engraved Brass Dallah', category: 'crafts', country: 'Saudi Arabia', brand: 'Hofuf Coppersmiths', priceMinor: 24_000, stockQuantity: 22, weight: '1.10', dimensions: '20 x 14 x 30 cm',
    shortDescription: 'Hand-engraved brass coffee pot with a beak spout',
    description: 'A brass coffee pot with the curved beak spout of the traditional dallah, hand-engraved in Al-Ahsa. Serve qahwa from it or display it in the majlis.' },
  { slug: 'wooden-dhow-model', name: 'Wooden Dhow Model', category: 'crafts', country: 'Qatar', brand: 'Al Wakrah Boatbuilders', priceMinor: 35_000, stockQuantity: 3, weight: '1.20', dimensions: '50 x 12 x 40 cm',
    shortDescription: 'Hand-built teak model of a pearling dhow',
    description: 'A scale model of a pearling dhow, built plank by plank from teak with cotton sails and rope rigging. It recalls the boats that once sailed from Al Wakrah to the pearl banks.' },
  { slug: 'hand-painted-ceramic-mabkhara', name: 'Hand-Painted Ceramic Mabkhara', category: 'crafts', country: 'Kuwait', brand: 'Souq Al Mubarakiya Crafts', priceMinor: 9_500, stockQuantity: 33, weight: '0.65', dimensions: '12 x 12 x 16 cm',
    shortDescription: 'Glazed, hand-painted incense burner for bakhoor',
    description: 'A charcoal incense burner in glazed ceramic, painted by hand with patterns taken from Sadu weaving. Burn bakhoor on it to welcome guests.' },
  { slug: 'aali-pottery-vase', name: "A'ali Pottery Vase", category: 'crafts', country: 'Bahrain', brand: "A'ali Potters", priceMinor: 12_500, stockQuantity: 19, weight: '1.00', dimensions: '16 x 16 x 28 cm',
    shortDescription: "Wheel-thrown terracotta vase from A'ali village",
    description: "A terracotta vase thrown on the wheel in A'ali, the Bahraini village known for its potters for centuries. It is fired in a traditional kiln and left unglazed." },
];

const jewelry: ProductInput[] = [
  { slug: 'maasai-beaded-collar-necklace', name: 'Maasai Beaded Collar Necklace', category: 'jewelry', country: 'Kenya', brand: 'Enkaji Beadwork', priceMinor: 220_000, stockQuantity: 42, weight: '0.15', dimensions: '30 x 30 x 2 cm', featured: true,
    shortDescription: 'Hand-beaded Maasai collar in the traditional colours',
    description: 'A wide, flat collar of glass beads threaded in rings of red, blue, white and orange by Maasai women in Kajiado. The colours carry meaning: red for bravery, blue for the sky, white for peace.' },
  { slug: 'maasai-bead-bracelet-set', name: 'Maasai Bead Bracelet Set', category: 'jewelry', country: 'Tanzania', brand: 'Arusha Bead Collective', priceMinor: 2_500_000, stockQuantity: 95, weight: '0.06', dimensions: '10 x 8 x 3 cm',
    shortDescription: 'Five stackable beaded bracelets made in Arusha',
    description: 'Five stackable bracelets of glass beads on leather, made by Maasai women in Arusha. Each bracelet closes with a small brass button.' },
  { slug: 'tanzanite-silver-pendant', name: 'Tanzanite Silver Pendant', category: 'jewelry', country: 'Tanzania', brand: 'Merelani Gems', priceMinor: 95_000_000, stockQuantity: 2, weight: '0.05', dimensions: '8 x 6 x 3 cm',
    shortDescription: 'One-carat tanzanite in sterling silver, with certificate',
    description: 'A one-carat oval tanzanite, a gem found only in the Merelani hills near Arusha, set in sterling silver on a 45 cm chain. It comes with a certificate of origin.' },
  { slug: 'paper-bead-necklace', name: 'Paper Bead Necklace', category: 'jewelry', country: 'Uganda', brand: 'Kampala Paper Beads', priceMinor: 35_000, stockQuantity: 60, weight: '0.05', dimensions: '12 x 10 x 3 cm',
    shortDescription: 'Hand-rolled beads of recycled paper, varnished',
    description: "A long necklace of beads rolled by hand from recycled paper and sealed with varnish, made by a women's group in Kampala. It is light, water-resistant and colourful." },
  { slug: 'lalibela-silver-cross-pendant', name: 'Lalibela Silver Cross Pendant', category: 'jewelry', country: 'Ethiopia', brand: 'Axum Silverworks', priceMinor: 450_000, stockQuantity: 25, weight: '0.03', dimensions: '8 x 6 x 2 cm',
    shortDescription: 'Silver filigree cross in the Lalibela style',
    description: 'A filigree cross in the style of the Lalibela crosses, cast in silver by smiths in Addis Ababa. It comes on a black cord.' },
  { slug: 'inyambo-horn-bangle', name: 'Inyambo Horn Bangle', category: 'jewelry', country: 'Rwanda', brand: 'Nyanza Horn Crafts', priceMinor: 18_000, stockQuantity: 30, weight: '0.05', dimensions: '9 x 9 x 3 cm',
    shortDescription: 'Polished cow-horn bangle from Nyanza',
    description: "A bangle shaped from the horn of Rwanda's long-horned cattle and polished to a deep shine in Nyanza. Each one shows its own natural bands." },
  { slug: '21k-gold-bangle', name: '21K Gold Bangle', category: 'jewelry', country: 'United Arab Emirates', brand: 'Deira Gold Souk Jewellers', priceMinor: 365_000, stockQuantity: 2, weight: '0.15', dimensions: '9 x 9 x 4 cm', featured: true,
    shortDescription: 'Hand-finished 21K gold bangle, about 8 g',
    description: 'A hand-finished 21-karat gold bangle of about 8 g, made by jewellers of the Deira Gold Souk. As is the custom in the souk, it is priced by weight plus making charges. It comes in a gift box with a hallmark certificate.' },
  { slug: '18k-gold-crescent-pendant', name: '18K Gold Crescent Pendant', category: 'jewelry', country: 'Saudi Arabia', brand: 'Jeddah Al Balad Gold', priceMinor: 145_000, stockQuantity: 14, weight: '0.10', dimensions: '8 x 6 x 3 cm',
    shortDescription: 'Delicate 18K gold crescent pendant on a fine chain',
    description: 'A small crescent-moon pendant in 18-karat gold on a fine chain, made in Jeddah. It is delicate enough to wear every day.' },
  { slug: 'natural-bahraini-pearl-earrings', name: 'Natural Bahraini Pearl Earrings', category: 'jewelry', country: 'Bahrain', brand: 'Muharraq Pearl House', priceMinor: 95_000, stockQuantity: 0, weight: '0.05', dimensions: '8 x 6 x 3 cm',
    shortDescription: 'Natural Gulf pearls on 18K gold drops, certified',
    description: "A pair of natural pearls from Bahrain's oyster beds, where pearls are never cultured, set in 18K gold drop earrings. Each pair is matched by hand and sold with a laboratory certificate." },
  { slug: 'omani-silver-bracelet', name: 'Omani Silver Bracelet', category: 'jewelry', country: 'Oman', brand: 'Nizwa Silver Souq', priceMinor: 28_000, stockQuantity: 18, weight: '0.09', dimensions: '9 x 9 x 4 cm',
    shortDescription: 'Bedouin-style silver cuff from Nizwa',
    description: 'A heavy silver cuff worked with granulation and geometric patterns in the Bedouin style of Nizwa. It is a classic of Omani silversmithing.' },
  { slug: 'pearl-drop-necklace', name: 'Pearl Drop Necklace', category: 'jewelry', country: 'Qatar', brand: 'Katara Pearls', priceMinor: 78_000, stockQuantity: 10, weight: '0.05', dimensions: '10 x 8 x 3 cm',
    shortDescription: 'A single Gulf pearl on a slim 18K gold chain',
    description: "A single Gulf pearl hanging from a slim 18K gold chain, a nod to Qatar's pearling past. It is presented in a box lined with sadu fabric." },
  { slug: '21k-gold-filigree-ring', name: '21K Gold Filigree Ring', category: 'jewelry', country: 'Kuwait', brand: 'Al Mubarakiya Gold', priceMinor: 78_000, stockQuantity: 9, weight: '0.05', dimensions: '6 x 6 x 4 cm',
    shortDescription: 'Wide 21K gold ring with lace-like filigree',
    description: 'A wide 21-karat gold ring with lace-like filigree, made in the workshops around Souq Al Mubarakiya. It is made in US size 7.' },
];

const textiles: ProductInput[] = [
  { slug: 'kikoy-cotton-beach-wrap', name: 'Kikoy Cotton Beach Wrap', category: 'textiles', country: 'Kenya', brand: 'Lamu Loom', priceMinor: 160_000, stockQuantity: 88, weight: '0.30', dimensions: '30 x 25 x 3 cm', featured: true,
    shortDescription: 'Hand-loomed striped cotton kikoy with tassels',
    description: 'A striped cotton kikoy hand-loomed on the Kenyan coast, with twisted tassels at both ends. Wear it as a sarong, use it as a beach towel or throw it over a sofa.' },
  { slug: 'maasai-shuka-blanket', name: 'Maasai Shuka Blanket', category: 'textiles', country: 'Kenya', brand: 'Narok Shuka Co.', priceMinor: 140_000, stockQuantity: 110, weight: '0.55', dimensions: '30 x 25 x 5 cm',
    shortDescription: 'Red-checked Maasai shuka, 1.5 x 2 m',
    description: 'The red-checked shuka worn by Maasai herders, woven thick from an acrylic and cotton blend. It is warm on chilly safari mornings and makes a bright picnic blanket.' },
  { slug: 'zanzibar-kanga-pair', name: 'Zanzibar Kanga Pair', category: 'textiles', country: 'Tanzania', brand: 'Darajani Kanga House', priceMinor: 1_800_000, stockQuantity: 70, weight: '0.35', dimensions: '30 x 25 x 3 cm',
    shortDescription: 'Printed cotton kangas with a Swahili proverb, a pair',
    description: 'A matching pair of cotton kangas from Zanzibar, each printed with a border, a central motif and a Swahili proverb. They are sold as a pair, as is the custom: one to wrap, one to wear over the shoulders.' },
  { slug: 'kitenge-wax-print-fabric', name: 'Kitenge Wax Print Fabric, 6 Yards', category: 'textiles', country: 'Uganda', brand: 'Nakivubo Fabrics', priceMinor: 70_000, stockQuantity: 50, weight: '0.90', dimensions: '30 x 25 x 6 cm',
    shortDescription: 'Six yards of colourfast wax-print cotton',
    description: 'Six yards of colourfast wax-print cotton, the standard length for a dress or a two-piece outfit. Tailors all over Kampala buy it by the bolt.' },
  { slug: 'barkcloth-throw', name: 'Barkcloth Throw', category: 'textiles', country: 'Uganda', brand: 'Buganda Barkcloth Makers', priceMinor: 120_000, stockQuantity: 3, weight: '0.60', dimensions: '35 x 25 x 5 cm',
    shortDescription: 'Hand-beaten mutuba barkcloth, a UNESCO-listed craft',
    description: 'A throw of Ugandan barkcloth, beaten by hand from the inner bark of the mutuba tree, a craft listed by UNESCO. It is soft, earthy and terracotta in colour.' },
  { slug: 'netela-cotton-shawl', name: 'Netela Cotton Shawl', category: 'textiles', country: 'Ethiopia', brand: 'Gullele Weavers', priceMinor: 240_000, stockQuantity: 46, weight: '0.25', dimensions: '30 x 25 x 3 cm',
    shortDescription: 'Gauzy handspun cotton shawl with a tibeb edge',
    description: 'A gauzy white netela woven from handspun cotton with a coloured tibeb edge. It is worn over the shoulders for church and festivals across Ethiopia.' },
  { slug: 'al-sadu-cushion-cover', name: 'Al Sadu Cushion Cover', category: 'textiles', country: 'Kuwait', brand: 'Jahra Sadu Weavers', priceMinor: 16_500, stockQuantity: 25, weight: '0.35', dimensions: '45 x 45 x 2 cm', featured: true,
    shortDescription: 'Hand-woven Bedouin Sadu cushion cover, 45 cm',
    description: 'A cushion cover in Al Sadu weave, the Bedouin craft of Kuwait, in red, black and white wool with geometric bands. It is hand-woven on a ground loom; the insert is not included.' },
  { slug: 'talli-embroidered-scarf', name: 'Talli Embroidered Scarf', category: 'textiles', country: 'United Arab Emirates', brand: 'Sharjah Talli Studio', priceMinor: 22_000, stockQuantity: 32, weight: '0.15', dimensions: '25 x 20 x 2 cm',
    shortDescription: 'Silk-blend scarf trimmed with Emirati talli braid',
    description: 'A silk-blend scarf finished with talli, the Emirati braid of silver and coloured threads once woven by hand for the necklines of dresses. It is light enough to wear through the summer.' },
  { slug: 'sadu-tent-rug', name: 'Sadu Tent Rug', category: 'textiles', country: 'Saudi Arabia', brand: 'Qassim Bedouin Looms', priceMinor: 69_000, stockQuantity: 1, weight: '3.20', dimensions: '60 x 30 x 15 cm',
    shortDescription: 'Bedouin wool rug woven on a ground loom, 2 x 0.8 m',
    description: "A long floor rug woven from sheep and goat wool on a Bedouin ground loom in Qassim. Its red and black bands echo the dividers that once split a tent into the men's and women's sides." },
  { slug: 'bani-jamra-naseej-runner', name: 'Bani Jamra Naseej Table Runner', category: 'textiles', country: 'Bahrain', brand: 'Bani Jamra Weavers', priceMinor: 18_000, stockQuantity: 15, weight: '0.30', dimensions: '30 x 20 x 3 cm',
    shortDescription: 'Pit-loom woven naseej runner from Bani Jamra',
    description: 'A cotton table runner woven on a traditional pit loom in Bani Jamra, the village that has woven naseej cloth for centuries. Narrow stripes in natural tones.' },
  { slug: 'omani-goat-hair-rug', name: 'Omani Goat-Hair Rug', category: 'textiles', country: 'Oman', brand: 'Sharqiyah Looms', priceMinor: 38_000, stockQuantity: 6, weight: '2.40', dimensions: '50 x 30 x 15 cm',
    shortDescription: 'Bedouin goat-hair rug in natural tones',
    description: 'A durable rug woven from goat hair and sheep wool by Bedouin women of the Sharqiyah Sands. Natural browns and blacks with a band of red.' },
  { slug: 'embroidered-majlis-cushion-set', name: 'Embroidered Majlis Cushion Set', category: 'textiles', country: 'Qatar', brand: 'Souq Waqif Textiles', priceMinor: 42_000, stockQuantity: 12, weight: '1.20', dimensions: '50 x 40 x 12 cm',
    shortDescription: 'Four velvet majlis cushion covers with gold embroidery',
    description: 'Four velvet cushion covers with gold embroidery, sized for the floor seating of a majlis. Covers only, with hidden zips.' },
];

const spices: ProductInput[] = [
  { slug: 'zanzibar-whole-cloves', name: 'Zanzibar Whole Cloves', category: 'spices', country: 'Tanzania', brand: 'Pemba Spice Farms', priceMinor: 1_200_000, stockQuantity: 150, weight: '0.27', dimensions: '18 x 12 x 4 cm', featured: true,
    shortDescription: 'Sun-dried, hand-picked cloves from Pemba, 250 g',
    description: 'Hand-picked cloves from Pemba island, sun-dried on mats until they turn deep brown. Strongly aromatic, for pilau, chai and mulled drinks. 250 g.' },
  { slug: 'zanzibar-pilau-masala', name: 'Zanzibar Pilau Masala', category: 'spices', country: 'Tanzania', brand: 'Kizimbani Spice Farm', priceMinor: 950_000, stockQuantity: 90, weight: '0.12', dimensions: '12 x 8 x 4 cm',
    shortDescription: 'Whole-spice blend for Swahili pilau rice, 100 g',
    description: 'A whole-spice blend of cumin, cardamom, cinnamon, black pepper and cloves for the spiced rice of the Swahili coast. 100 g.' },
  { slug: 'ugandan-bourbon-vanilla-pods', name: 'Ugandan Bourbon Vanilla Pods', category: 'spices', country: 'Uganda', brand: 'Mukono Vanilla Growers', priceMinor: 55_000, stockQuantity: 40, weight: '0.05', dimensions: '20 x 4 x 2 cm',
    shortDescription: 'Ten plump cured vanilla pods, grade A',
    description: 'Ten plump, oily vanilla pods grown by smallholders in central Uganda and cured for months. Rich and sweet: one pod flavours a litre of custard.' },
  { slug: 'berbere-spice-blend', name: 'Berbere Spice Blend', category: 'spices', country: 'Ethiopia', brand: 'Shola Spice House', priceMinor: 65_000, stockQuantity: 120, weight: '0.27', dimensions: '14 x 9 x 5 cm',
    shortDescription: 'Fiery Ethiopian chilli blend for wat stews, 250 g',
    description: 'The fiery red blend behind Ethiopian doro wat and misir wat: sun-dried chillies ground with fenugreek, korarima, ginger and garlic. 250 g.' },
  { slug: 'mombasa-chai-masala', name: 'Mombasa Chai Masala', category: 'spices', country: 'Kenya', brand: 'Old Town Spices', priceMinor: 45_000, stockQuantity: 130, weight: '0.11', dimensions: '12 x 8 x 4 cm',
    shortDescription: 'Ginger and cardamom chai spice from Mombasa, 100 g',
    description: 'Ground ginger, cardamom, cinnamon and cloves, mixed to the recipe of a spice shop in Mombasa Old Town. A pinch turns any milky tea into chai. 100 g.' },
  { slug: 'pili-pili-chili-oil', name: 'Pili-Pili Chili Oil', category: 'spices', country: 'Rwanda', brand: 'Kivu Pili-Pili', priceMinor: 3_500, stockQuantity: 75, weight: '0.15', dimensions: '5 x 5 x 12 cm',
    shortDescription: "Bird's-eye chillies steeped in oil, 100 ml",
    description: "Rwanda's favourite table condiment: tiny bird's-eye chillies steeped in oil. A few drops lift brochettes, beans and rice. 100 ml bottle." },
  { slug: 'green-cardamom-pods', name: 'Green Cardamom Pods', category: 'spices', country: 'Saudi Arabia', brand: 'Al Ahsa Spice Souq', priceMinor: 4_500, stockQuantity: 85, weight: '0.27', dimensions: '16 x 10 x 5 cm',
    shortDescription: 'Large green cardamom pods for Saudi coffee, 250 g',
    description: 'Large green cardamom pods, the essential spice of Saudi coffee. Crack a few into the dallah or grind them fresh. 250 g.' },
  { slug: 'saffron-threads', name: 'Saffron Threads', category: 'spices', country: 'United Arab Emirates', brand: 'Deira Spice Souk Traders', priceMinor: 5_500, stockQuantity: 60, weight: '0.03', dimensions: '6 x 6 x 4 cm',
    shortDescription: 'Deep red saffron threads in a sealed jar, 2 g',
    description: "Deep red saffron threads from Dubai's spice souk, packed in a sealed glass jar. For biryani, Arabic coffee and the syrup of luqaimat. 2 g." },
  { slug: 'bahraini-baharat', name: 'Bahraini Baharat', category: 'spices', country: 'Bahrain', brand: 'Manama Souq Spices', priceMinor: 1_800, stockQuantity: 95, weight: '0.12', dimensions: '12 x 8 x 4 cm',
    shortDescription: 'Warm Gulf spice blend with dried lime, 100 g',
    description: 'A warm all-purpose blend of black pepper, coriander, cinnamon, cumin and dried lime, used in Bahraini machboos and stews. 100 g.' },
  { slug: 'omani-dried-limes', name: 'Omani Dried Limes', category: 'spices', country: 'Oman', brand: 'Batinah Farms', priceMinor: 1_200, stockQuantity: 110, weight: '0.22', dimensions: '16 x 12 x 6 cm',
    shortDescription: 'Sun-dried black limes (loomi), 200 g',
    description: 'Limes boiled in brine and dried in the sun until black and hollow, known as loomi. Pierce them and add them to stews, rice and tea for a sour, smoky tang. 200 g.' },
  { slug: 'kuwaiti-machboos-spice-mix', name: 'Kuwaiti Machboos Spice Mix', category: 'spices', country: 'Kuwait', brand: 'Souq Sharq Spices', priceMinor: 1_500, stockQuantity: 80, weight: '0.12', dimensions: '12 x 8 x 4 cm',
    shortDescription: 'Spice blend for Kuwaiti machboos rice, 100 g',
    description: "The spice blend for machboos, Kuwait's national rice dish: cinnamon, cardamom, turmeric, cloves and dried lime. Enough for four family-sized pots. 100 g." },
  { slug: 'qatari-bzar-spice-blend', name: 'Qatari Bzar Spice Blend', category: 'spices', country: 'Qatar', brand: 'Al Waqif Spice Traders', priceMinor: 2_200, stockQuantity: 70, weight: '0.12', dimensions: '12 x 8 x 4 cm',
    shortDescription: 'Toasted Gulf house blend (bzar) from Souq Waqif, 100 g',
    description: 'Bzar, the house blend of Gulf kitchens, toasted and ground in Souq Waqif: cumin, coriander, fennel, black pepper and turmeric. Rub it on fish or stir it into harees. 100 g.' },
];

const beauty: ProductInput[] = [
  { slug: 'raw-nilotica-shea-butter', name: 'Raw Nilotica Shea Butter', category: 'beauty', country: 'Uganda', brand: 'Gulu Shea Collective', priceMinor: 30_000, stockQuantity: 75, weight: '0.28', dimensions: '9 x 9 x 6 cm',
    shortDescription: 'Unrefined soft shea butter from northern Uganda, 250 g',
    description: "Soft, creamy shea butter from the nilotica trees of northern Uganda, pressed by a women's collective near Gulu. Unrefined and unscented, for skin and hair. 250 g jar." },
  { slug: 'baobab-seed-oil', name: 'Baobab Seed Oil', category: 'beauty', country: 'Kenya', brand: 'Kilifi Botanicals', priceMinor: 135_000, stockQuantity: 50, weight: '0.15', dimensions: '5 x 5 x 14 cm',
    shortDescription: 'Cold-pressed baobab seed oil, 100 ml',
    description: 'Cold-pressed oil from baobab seeds collected on the Kenyan coast near Kilifi. It is light and absorbs fast, for face, hair and cuticles. 100 ml.' },
  { slug: 'clove-and-coconut-soap', name: 'Clove & Coconut Soap', category: 'beauty', country: 'Tanzania', brand: 'Jambiani Soap Co.', priceMinor: 800_000, stockQuantity: 140, weight: '0.14', dimensions: '9 x 6 x 4 cm',
    shortDescription: 'Handmade coconut soap with Zanzibar clove, 120 g',
    description: 'A handmade bar of coconut-oil soap scented with Zanzibar clove and lemongrass, cut and cured in Jambiani. It is wrapped in a band of kanga-print paper.' },
  { slug: 'ethiopian-coffee-body-scrub', name: 'Ethiopian Coffee Body Scrub', category: 'beauty', country: 'Ethiopia', brand: 'Bunna Beauty', priceMinor: 140_000, stockQuantity: 38, weight: '0.32', dimensions: '9 x 9 x 7 cm',
    shortDescription: 'Coffee, raw sugar and coconut oil scrub, 250 g',
    description: 'Finely ground Ethiopian coffee mixed with raw sugar and coconut oil to polish and wake up the skin. 250 g jar.' },
  { slug: 'avocado-honey-hair-oil', name: 'Avocado & Honey Hair Oil', category: 'beauty', country: 'Rwanda', brand: 'Huye Naturals', priceMinor: 9_500, stockQuantity: 44, weight: '0.14', dimensions: '5 x 5 x 14 cm',
    shortDescription: 'Avocado, honey and castor oil for dry hair, 100 ml',
    description: 'Cold-pressed avocado oil blended with honey extract and castor oil, made in Huye. It softens dry ends and adds shine. 100 ml.' },
  { slug: 'moringa-face-oil', name: 'Moringa Face Oil', category: 'beauty', country: 'Tanzania', brand: 'Usambara Botanicals', priceMinor: 3_500_000, stockQuantity: 26, weight: '0.09', dimensions: '4 x 4 x 11 cm',
    shortDescription: 'Cold-pressed moringa face oil, 30 ml dropper',
    description: 'Cold-pressed oil from moringa trees grown in the Usambara Mountains, rich in antioxidants. A few drops at night keep the skin soft. 30 ml dropper bottle.' },
  { slug: 'omani-hojari-frankincense', name: 'Omani Hojari Frankincense', category: 'beauty', country: 'Oman', brand: 'Dhofar Frankincense Co.', priceMinor: 6_500, stockQuantity: 95, weight: '0.14', dimensions: '10 x 8 x 6 cm', featured: true,
    shortDescription: 'Top-grade Hojari resin from Dhofar, 100 g',
    description: 'Silvery-green Hojari resin, the finest grade of frankincense, tapped from Boswellia trees in the Dhofar mountains. Burn it on charcoal to scent the home, as Omanis have for thousands of years. 100 g.' },
  { slug: 'oud-perfume-oil', name: 'Oud Perfume Oil', category: 'beauty', country: 'United Arab Emirates', brand: 'Al Ras Oud House', priceMinor: 45_000, stockQuantity: 15, weight: '0.08', dimensions: '6 x 6 x 10 cm', featured: true,
    shortDescription: "Pure, woody oud oil from Dubai's perfume souk, 3 ml",
    description: "A pure oud oil with a deep, woody and slightly smoky scent, blended in Dubai's old perfume souk. Dab a drop on the wrist or behind the ears and it lasts all day. 3 ml." },
  { slug: 'taif-rose-water', name: 'Taif Rose Water', category: 'beauty', country: 'Saudi Arabia', brand: 'Al Hada Rose Farm', priceMinor: 4_500, stockQuantity: 80, weight: '0.30', dimensions: '6 x 6 x 18 cm',
    shortDescription: 'Distilled Taif damask rose water, 250 ml',
    description: 'Steam-distilled rose water from the damask roses of Taif, harvested each spring. Use it as a face toner or in desserts and coffee. 250 ml.' },
  { slug: 'dukhoon-bakhoor-blend', name: 'Dukhoon Bakhoor Blend', category: 'beauty', country: 'Qatar', brand: 'Dar Al Oud Doha', priceMinor: 12_000, stockQuantity: 40, weight: '0.15', dimensions: '10 x 10 x 6 cm',
    shortDescription: 'Oud, rose and amber bakhoor chips, 60 g',
    description: 'Wood chips soaked in oud oil, rose, musk and amber, then slowly dried. Burn them on a mabkhara to perfume clothes, hair and the home. 60 g tin.' },
  { slug: 'ithmid-kohl', name: 'Ithmid Kohl', category: 'beauty', country: 'Kuwait', brand: 'Al Qibla Kohl', priceMinor: 3_250, stockQuantity: 55, weight: '0.05', dimensions: '4 x 4 x 10 cm',
    shortDescription: 'Traditional kohl powder in a wooden pot with applicator',
    description: 'Lead-free kohl powder made to the old ithmid recipe, in a carved wooden pot with a metal applicator. It is used to line the eyes across the Gulf.' },
  { slug: 'bahraini-henna-powder', name: 'Bahraini Henna Powder', category: 'beauty', country: 'Bahrain', brand: 'Muharraq Henna House', priceMinor: 2_250, stockQuantity: 100, weight: '0.11', dimensions: '12 x 8 x 4 cm',
    shortDescription: 'Finely sifted henna powder for hands and hair, 100 g',
    description: 'Finely sifted henna leaf powder for hand designs and natural hair colour. Mix it with lemon juice and black tea and leave it overnight for a deep stain. 100 g.' },
];

export const demoProducts: DemoProduct[] = [...electronics, ...fashion, ...food, ...crafts, ...jewelry, ...textiles, ...spices, ...beauty].map(product);
