// DEMO DATA: the seeded reviews behind the demo catalogue's ratings. A product's rating and
// reviewCount are never stored: they are computed from its reviews (summarizeReviews), so the
// demo figures are backed by reviews a shopper can read.
//
// Rather than typing ~1,800 reviews by hand, each product has an intended summary (average to
// one decimal, number of reviews) and the reviews are generated from it, deterministically: the
// same ratings, texts, names and dates on every seed run. A few new products have no reviews.
import { demoProducts, type DemoProduct, type ProductCategory, type ProductRegion } from './products';

export interface DemoProductReview {
  id: string;
  productId: string;
  /** A whole number of stars, 1 to 5. */
  rating: number;
  text: string;
  reviewerName: string;
  /** 'YYYY-MM-DD', in 2026. */
  reviewedOn: string;
}

export interface ReviewSummary {
  /** Average to one decimal as a numeric string ('4.7'); null when there are no reviews. */
  rating: string | null;
  reviewCount: number;
}

/** Average rounded half up to one decimal, and the count. Works on any list with a rating. */
export function summarizeReviews(reviews: readonly { rating: number }[]): ReviewSummary {
  if (reviews.length === 0) return { rating: null, reviewCount: 0 };
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  const tenths = Math.round((sum * 10) / reviews.length);
  return { rating: (tenths / 10).toFixed(1), reviewCount: reviews.length };
}

/** The summary each product is meant to show: [average, number of reviews]. Products not listed have no reviews yet. */
export const intendedReviewSummaries: Record<string, readonly [rating: string, reviewCount: number]> = {
  // electronics
  'prod-jua-solar-lantern': ['4.7', 38],
  'prod-mwanga-solar-home-kit': ['4.5', 17],
  'prod-safari-power-bank-20000': ['4.3', 29],
  'prod-kaya-dual-sim-feature-phone': ['4.1', 21],
  'prod-abay-solar-radio': ['4.4', 9],
  'prod-sahara-pro-wireless-earbuds': ['4.2', 34],
  'prod-rimal-300w-power-station': ['4.6', 12],
  'prod-bahar-waterproof-speaker': ['3.9', 14],
  'prod-noor-smartwatch': ['4.0', 26],
  'prod-rechargeable-bakhoor-burner': ['3.7', 18],
  // fashion
  'prod-maasai-beaded-leather-sandals': ['4.6', 27],
  'prod-kiondo-sisal-handbag': ['4.8', 15],
  'prod-kitenge-wrap-dress': ['4.5', 19],
  'prod-kitenge-print-shirt': ['4.3', 11],
  'prod-habesha-kemis-dress': ['4.9', 8],
  'prod-kitenge-bomber-jacket': ['4.5', 6],
  'prod-emirati-kandura': ['4.4', 23],
  'prod-saudi-red-shemagh': ['4.2', 31],
  'prod-omani-kuma-cap': ['4.7', 7],
  'prod-embroidered-black-abaya': ['4.5', 13],
  'prod-camel-wool-bisht': ['4.8', 5],
  'prod-bahraini-leather-naal-sandals': ['3.8', 10],
  // food
  'prod-kenyan-purple-tea': ['4.8', 36],
  'prod-kericho-highlands-black-tea': ['4.6', 40],
  'prod-yirgacheffe-coffee-beans': ['4.9', 33],
  'prod-lake-kivu-bourbon-coffee': ['4.7', 16],
  'prod-rwenzori-mountain-honey': ['4.6', 22],
  'prod-kilimanjaro-peaberry-coffee': ['4.5', 18],
  'prod-liwa-khalas-dates': ['4.8', 39],
  'prod-ajwa-dates-of-madinah': ['4.7', 28],
  'prod-saudi-khawlani-coffee': ['4.6', 24],
  'prod-bahraini-date-syrup': ['4.3', 12],
  'prod-omani-halwa-with-saffron': ['4.4', 17],
  'prod-camel-milk-chocolate': ['3.9', 20],
  // crafts
  'prod-kisii-soapstone-elephant': ['4.6', 25],
  'prod-agaseke-peace-basket': ['4.9', 21],
  'prod-makonde-ebony-carving': ['4.8', 4],
  'prod-tingatinga-painting': ['4.7', 3],
  'prod-ugandan-raffia-bowl-set': ['4.4', 9],
  'prod-clay-jebena-coffee-pot': ['4.2', 14],
  'prod-decorative-omani-khanjar': ['4.5', 6],
  'prod-khoos-palm-leaf-basket': ['4.3', 8],
  'prod-engraved-brass-dallah': ['4.4', 11],
  'prod-wooden-dhow-model': ['4.9', 7],
  'prod-hand-painted-ceramic-mabkhara': ['3.6', 10],
  'prod-aali-pottery-vase': ['4.2', 5],
  // jewelry
  'prod-maasai-beaded-collar-necklace': ['4.7', 31],
  'prod-maasai-bead-bracelet-set': ['4.5', 26],
  'prod-tanzanite-silver-pendant': ['4.8', 9],
  'prod-paper-bead-necklace': ['4.3', 15],
  'prod-lalibela-silver-cross-pendant': ['4.6', 10],
  'prod-inyambo-horn-bangle': ['4.0', 7],
  'prod-21k-gold-bangle': ['4.9', 12],
  'prod-18k-gold-crescent-pendant': ['4.6', 14],
  'prod-natural-bahraini-pearl-earrings': ['4.8', 6],
  'prod-omani-silver-bracelet': ['4.5', 8],
  'prod-pearl-drop-necklace': ['4.4', 5],
  'prod-21k-gold-filigree-ring': ['4.3', 4],
  // textiles
  'prod-kikoy-cotton-beach-wrap': ['4.6', 35],
  'prod-maasai-shuka-blanket': ['4.7', 30],
  'prod-zanzibar-kanga-pair': ['4.5', 20],
  'prod-kitenge-wax-print-fabric': ['4.2', 16],
  'prod-barkcloth-throw': ['4.4', 5],
  'prod-netela-cotton-shawl': ['4.6', 13],
  'prod-al-sadu-cushion-cover': ['4.8', 18],
  'prod-talli-embroidered-scarf': ['4.3', 9],
  'prod-sadu-tent-rug': ['4.7', 3],
  'prod-omani-goat-hair-rug': ['4.1', 7],
  'prod-embroidered-majlis-cushion-set': ['3.8', 12],
  // spices
  'prod-zanzibar-whole-cloves': ['4.8', 37],
  'prod-zanzibar-pilau-masala': ['4.6', 24],
  'prod-ugandan-bourbon-vanilla-pods': ['4.9', 19],
  'prod-berbere-spice-blend': ['4.7', 22],
  'prod-mombasa-chai-masala': ['4.5', 28],
  'prod-green-cardamom-pods': ['4.6', 15],
  'prod-saffron-threads': ['4.0', 23],
  'prod-bahraini-baharat': ['4.4', 8],
  'prod-omani-dried-limes': ['4.5', 11],
  'prod-kuwaiti-machboos-spice-mix': ['4.3', 13],
  'prod-qatari-bzar-spice-blend': ['4.2', 6],
  // beauty
  'prod-raw-nilotica-shea-butter': ['4.7', 29],
  'prod-baobab-seed-oil': ['4.4', 17],
  'prod-clove-and-coconut-soap': ['4.5', 32],
  'prod-ethiopian-coffee-body-scrub': ['4.3', 14],
  'prod-avocado-honey-hair-oil': ['4.1', 9],
  'prod-moringa-face-oil': ['4.6', 11],
  'prod-omani-hojari-frankincense': ['4.9', 40],
  'prod-oud-perfume-oil': ['4.7', 26],
  'prod-taif-rose-water': ['4.5', 21],
  'prod-dukhoon-bakhoor-blend': ['4.2', 16],
  'prod-ithmid-kohl': ['3.9', 8],
  'prod-bahraini-henna-powder': ['4.0', 12],
};

// --- Texts: an opener that matches the stars, then a remark about that kind of product. ---

const openers: Record<number, string[]> = {
  5: [
    'Excellent.',
    'Absolutely love it.',
    'Five stars from me.',
    'Better than I expected.',
    'Superb quality.',
    'Would buy again.',
    'Exactly as described.',
    'Bought a second one as a gift.',
  ],
  4: ['Very good.', 'Happy with this.', 'Good value.', 'Nice quality overall.', 'Solid purchase.', 'Pretty good.'],
  3: ['It is okay.', 'Average.', 'Mixed feelings.', 'Decent, not amazing.', 'Does the job.'],
  2: ['Disappointed.', 'Not great.', 'Expected more.'],
  1: ['Would not buy again.', 'Poor.'],
};

const remarks: Record<ProductCategory, { good: string[]; mixed: string[]; bad: string[] }> = {
  electronics: {
    good: [
      'Does exactly what it promises.',
      'Solid build and simple to use.',
      'Battery life is as advertised.',
      'Works well even in the heat.',
      'Set up in five minutes.',
      'Great value for the features.',
    ],
    mixed: ['Works, but the cable is short.', 'Does the job, but the casing feels cheap.', 'Fine for the price, nothing special.'],
    bad: ['Stopped working after a month.', 'Battery drains much faster than advertised.'],
  },
  fashion: {
    good: [
      'The fit is true to size.',
      'The stitching is neat and strong.',
      'Got compliments the first day I wore it.',
      'Comfortable from the first wear.',
      'The colours are even brighter in person.',
      'Lovely material that washes well.',
    ],
    mixed: ['Runs a little small, order a size up.', 'Nice design, but it creases easily.', 'The colour is slightly different from the photo.'],
    bad: ['The sizing was way off.', 'A seam came apart after one wash.'],
  },
  food: {
    good: [
      'Fresh and full of flavour.',
      'My whole family loved it.',
      'Tastes like home.',
      'Well packed and arrived fresh.',
      'Rich aroma as soon as I opened it.',
      'Now a staple in our kitchen.',
    ],
    mixed: ['Good taste, but the packaging was dented.', 'A bit pricey for the quantity.', 'Nice, though not as strong as I like.'],
    bad: ['Arrived stale.', 'The package was damaged in transit.'],
  },
  crafts: {
    good: [
      'Beautiful craftsmanship, every detail is careful.',
      'It looks stunning on my shelf.',
      'A perfect gift, very well received.',
      'You can tell it is handmade.',
      'Arrived safely, very well wrapped.',
      'Even nicer than in the pictures.',
    ],
    mixed: ['Nice piece, but smaller than I expected.', 'A small chip on arrival, otherwise fine.', 'Pretty, but the finish is a bit rough.'],
    bad: ['Arrived broken.', 'Not what the photos show.'],
  },
  jewelry: {
    good: [
      'Looks beautiful on.',
      'Delicate and well made.',
      'Came in a lovely box, ready to give.',
      'I wear it every day.',
      'Comfortable to wear all day.',
      'Exactly the colour in the photos.',
    ],
    mixed: ['Pretty, but smaller than it looks.', 'Nice, though it feels a little light.', 'Good, but delivery took a while.'],
    bad: ['Broke within a week.', 'Looked cheaper than in the pictures.'],
  },
  textiles: {
    good: [
      'Soft, thick and well woven.',
      'The colours have not faded after washing.',
      'Beautiful pattern, looks great at home.',
      'Generous size.',
      'You can feel the handwork.',
      'Looks even better in person.',
    ],
    mixed: ['Nice pattern, but it shed a little at first.', 'Thinner than I expected.', 'Good, but the colours ran in the first wash.'],
    bad: ['Colours faded after one wash.', 'Much thinner than described.'],
  },
  spices: {
    good: [
      'So fragrant, a little goes a long way.',
      'My cooking has never tasted better.',
      'Fresh and strong, not dusty at all.',
      'The aroma fills the kitchen.',
      'Well sealed, it stayed fresh.',
      'Authentic taste, just like the souq.',
    ],
    mixed: ['Good flavour, but milder than I hoped.', 'Fine, though the bag is hard to reseal.', 'Decent, a little expensive.'],
    bad: ['Almost no aroma.', 'Tasted old.'],
  },
  beauty: {
    good: [
      'My skin feels soft all day.',
      'Lovely natural scent.',
      'A little goes a long way.',
      'Gentle, no irritation at all.',
      'Absorbs quickly without feeling heavy.',
      'Beautiful packaging and quality.',
    ],
    mixed: ['Nice, but the scent fades quickly.', 'Okay, a bit greasy for my skin.', 'Fine, but the container leaked slightly.'],
    bad: ['Irritated my skin.', 'The smell was not what I expected.'],
  },
};

// Shoppers are mostly from the product's own region, some from abroad. Each pool holds more
// names than the largest review count, so no name repeats on one product.
const reviewerNames: Record<ProductRegion | 'abroad', string[]> = {
  east_africa: [
    'Wanjiru K.',
    'Otieno M.',
    'Amina H.',
    'Baraka J.',
    'Neema S.',
    'Kato R.',
    'Nakato P.',
    'Uwase D.',
    'Mugisha E.',
    'Tigist A.',
    'Dawit B.',
    'Achieng O.',
    'Kamau N.',
    'Zawadi L.',
    'Juma S.',
    'Aisha M.',
    'Brian O.',
    'Faith W.',
    'Hirut T.',
    'Ishimwe C.',
    'Mwajuma R.',
    'Kiprotich B.',
    'Nalule G.',
    'Mukamana J.',
    'Selamawit G.',
    'Omondi F.',
    'Halima A.',
    'Tumusiime K.',
    'Wambui N.',
    'Abebe L.',
  ],
  gcc: [
    'Fatima A.',
    'Mohammed K.',
    'Noura S.',
    'Abdullah H.',
    'Mariam R.',
    'Khalid A.',
    'Aisha B.',
    'Omar F.',
    'Sara M.',
    'Yousef Q.',
    'Hessa M.',
    'Saeed N.',
    'Latifa J.',
    'Rashid O.',
    'Priya N.',
    'Ahmed T.',
    'Dana K.',
    'Hamad S.',
    'Reem A.',
    'Faisal D.',
    'Maitha S.',
    'Sultan R.',
    'Anjali P.',
    'Nasser H.',
    'Shaikha M.',
    'Tariq Z.',
    'Huda W.',
    'Majid L.',
    'Lulwa F.',
    'Imran S.',
  ],
  abroad: ['Sarah L.', 'James P.', 'Anna W.', 'Ravi S.', 'Chen Y.', 'Lucas M.', 'Emma R.', 'Thomas B.', 'Sofia G.', 'Daniel K.', 'Yuki T.', 'Claire D.'],
};

const FIRST_REVIEW_DAY = Date.UTC(2026, 0, 3);
const REVIEW_DAYS = 298; // up to 2026-10-28, before the catalogue's as-of date

/** A small seeded generator (mulberry32 over an FNV-1a hash), so every seed run writes the same reviews. */
function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Star ratings whose average rounds to `rating`: everyone starts at 5 and stars are taken off
 * one at a time from random reviews until the total is right, which gives the usual spread of
 * mostly 5s and 4s with the odd low score.
 */
function ratingsFor(rating: string, count: number, random: () => number): number[] {
  const targetTenths = Math.round(Number(rating) * 10);
  const closest = Math.round((targetTenths * count) / 10);
  const total = [closest, closest - 1, closest + 1].find((sum) => Math.round((sum * 10) / count) === targetTenths);
  if (total === undefined) throw new Error(`No ${count} whole-star ratings average ${rating}`);
  const ratings = Array.from({ length: count }, () => 5);
  for (let deficit = 5 * count - total; deficit > 0;) {
    const index = Math.floor(random() * count);
    if (ratings[index] > 1) {
      ratings[index] -= 1;
      deficit -= 1;
    }
  }
  return ratings;
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)];
}

function reviewText(stars: number, category: ProductCategory, used: Set<string>, random: () => number): string {
  const pool = stars >= 4 ? remarks[category].good : stars === 3 ? remarks[category].mixed : remarks[category].bad;
  let text = `${pick(openers[stars], random)} ${pick(pool, random)}`;
  // Avoid the same sentence pair twice on one product while fresh pairs remain.
  for (let attempt = 0; used.has(text) && attempt < 20; attempt++) text = `${pick(openers[stars], random)} ${pick(pool, random)}`;
  used.add(text);
  return text;
}

function reviewsOf(product: DemoProduct): DemoProductReview[] {
  const intended = intendedReviewSummaries[product.id];
  if (!intended) return [];
  const [rating, count] = intended;
  const random = seededRandom(product.id);
  const ratings = ratingsFor(rating, count, random);
  const names = [...reviewerNames[product.region], ...reviewerNames.abroad];
  const usedTexts = new Set<string>();
  const days = Array.from({ length: count }, () => Math.floor(random() * REVIEW_DAYS)).sort((a, b) => a - b);
  return ratings.map((stars, index) => {
    // Three in four reviewers are local; the rest come from the 'abroad' pool.
    const local = random() < 0.75;
    const candidates = names.filter((name) => reviewerNames.abroad.includes(name) !== local);
    const reviewerName = pick(candidates.length > 0 ? candidates : names, random);
    names.splice(names.indexOf(reviewerName), 1);
    return {
      id: `${product.id}-review-${String(index + 1).padStart(2, '0')}`,
      productId: product.id,
      rating: stars,
      text: reviewText(stars, product.category, usedTexts, random),
      reviewerName,
      reviewedOn: new Date(FIRST_REVIEW_DAY + days[index] * 86_400_000).toISOString().slice(0, 10),
    };
  });
}

export const demoProductReviews: DemoProductReview[] = demoProducts.flatMap(reviewsOf);

/** The computed summary of one product's seeded reviews. */
export function demoReviewSummary(productId: string): ReviewSummary {
  return summarizeReviews(demoProductReviews.filter((review) => review.productId === productId));
}
