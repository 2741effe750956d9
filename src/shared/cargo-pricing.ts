// Cargo weights, dimensions and prices, shared by the Cargo dialog's live estimate and the
// server, so both compute the same cents. Weights are whole grams; prices integer cents.
import type { CargoType } from './schemas/cargo-types';

/** USD per kg. */
export const CARGO_RATE_PER_KG_CENTS: Record<CargoType, number> = { air: 800, sea: 300, road: 500 };
/** Transit times, in days (Road 2-5 days, Air 1-2 days, Sea 7-14 days). */
export const CARGO_TRANSIT_DAYS: Record<CargoType, { min: number; max: number }> = {
  road: { min: 2, max: 5 },
  air: { min: 1, max: 2 },
  sea: { min: 7, max: 14 },
};
/** The heaviest shipment each method takes, in kg (a pallet by air, a truck by road, a container by sea). */
export const CARGO_MAX_WEIGHT_KG: Record<CargoType, number> = { air: 500, road: 5_000, sea: 20_000 };
/** Longest side accepted, in cm. */
export const CARGO_MAX_SIDE_CM = 600;

/** '12.5' → 12500 g. Null unless a decimal above 0 with at most 3 decimals (grams). */
export function parseWeightGrams(text: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  const grams = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return grams > 0 ? grams : null;
}

/** 12500 → '12.5', 12000 → '12', 250 → '0.25'. */
export function formatWeightKg(grams: number): string {
  const whole = Math.floor(grams / 1000);
  const fraction = String(grams % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** Per kg air 8, sea 3, road 5 (USD); rounded half up to the cent. */
export function cargoPriceCents(grams: number, cargoType: CargoType): number {
  return Math.floor((grams * CARGO_RATE_PER_KG_CENTS[cargoType] + 500) / 1000);
}

export interface Dimensions {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

const SIDE = String.raw`(\d{1,3}(?:\.\d{1,2})?)`;
// The unit is optional: the sides are centimetres whether or not 'cm' is typed.
const DIMENSIONS_PATTERN = new RegExp(String.raw`^${SIDE}\s*[x×*]\s*${SIDE}\s*[x×*]\s*${SIDE}(?:\s*cm)?$`, 'i');

/** 'L x W x H' in cm ('40 x 30 x 20', '40x30x20', '40 × 30 × 20 cm', '40X30X20CM'); each side above 0, at most 600. */
export function parseDimensions(text: string): Dimensions | null {
  const match = DIMENSIONS_PATTERN.exec(text.trim());
  if (!match) return null;
  const [lengthCm, widthCm, heightCm] = [match[1], match[2], match[3]].map(Number);
  if ([lengthCm, widthCm, heightCm].some((side) => side <= 0 || side > CARGO_MAX_SIDE_CM)) return null;
  return { lengthCm, widthCm, heightCm };
}

/** The canonical text: '40 x 30 x 20 cm'. */
export function formatDimensions({ lengthCm, widthCm, heightCm }: Dimensions): string {
  return `${lengthCm} x ${widthCm} x ${heightCm} cm`;
}
