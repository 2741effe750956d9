// The Ship Cargo form's rules, with the server's own parsing and price (src/shared),
// so the live estimate is exactly what the shipment will cost.
import { CARGO_MAX_WEIGHT_KG, cargoPriceCents, parseDimensions, parseWeightGrams } from '@shared/cargo-pricing';
import { centsToAmount } from '@shared/money';
import { SHIPMENT_PHONE_PATTERN, type CargoType, type PickupSlot } from '@shared/schemas/cargo';

export interface ShipForm {
  fromLocation: string;
  toLocation: string;
  cargoType: CargoType;
  weight: string;
  dimensions: string;
  senderName: string;
  senderPhone: string;
  senderAddress: string;
  recipientName: string;
  recipientPhone: string;
  recipientAddress: string;
  pickupDate: string;
  pickupSlot: PickupSlot;
}

export const EMPTY_SHIP_FORM: ShipForm = {
  fromLocation: '',
  toLocation: '',
  cargoType: 'road',
  weight: '',
  dimensions: '',
  senderName: '',
  senderPhone: '',
  senderAddress: '',
  recipientName: '',
  recipientPhone: '',
  recipientAddress: '',
  pickupDate: '',
  pickupSlot: '08-12',
};

export const CONTACT_FIELDS = ['senderName', 'senderPhone', 'senderAddress', 'recipientName', 'recipientPhone', 'recipientAddress', 'pickupDate'] as const;

/** '12,5' (a comma from some keyboards) → '12.5'. */
export const normalizeWeight = (weight: string) => weight.trim().replace(',', '.');

export type ShipProblem = 'missing' | 'invalidWeight' | 'tooHeavy' | 'dimensions' | 'phone' | null;

/** What is wrong with the weight as typed, if anything (shown when leaving the field). */
export function weightProblem(form: Pick<ShipForm, 'weight' | 'cargoType'>): 'invalidWeight' | 'tooHeavy' | null {
  if (!form.weight.trim()) return null;
  const grams = parseWeightGrams(normalizeWeight(form.weight));
  if (grams === null) return 'invalidWeight';
  return grams > CARGO_MAX_WEIGHT_KG[form.cargoType] * 1000 ? 'tooHeavy' : null;
}

/** Dimensions are optional; typed, they are 'L x W x H' in cm ('40x30x20', '40 × 30 × 20 cm'). */
export const dimensionsProblem = (dimensions: string): 'dimensions' | null => (dimensions.trim() && !parseDimensions(dimensions) ? 'dimensions' : null);

/** A phone as people write it; empty is 'missing', told with the other required fields. */
export const phoneProblem = (phone: string): 'phone' | null => (phone.trim() && !SHIPMENT_PHONE_PATTERN.test(phone.trim()) ? 'phone' : null);

/** The first thing wrong, in the spec's order: required fields, then the weight. */
export function shipProblem(form: ShipForm): ShipProblem {
  if (!form.fromLocation.trim() || !form.toLocation.trim() || !form.weight.trim()) return 'missing';
  if (CONTACT_FIELDS.some((field) => !form[field].trim())) return 'missing';
  return weightProblem(form) ?? dimensionsProblem(form.dimensions) ?? phoneProblem(form.senderPhone) ?? phoneProblem(form.recipientPhone);
}

/** The live estimate: '100.00' for 12.5 kg by air; null until the weight is a weight. */
export function estimateAmount(form: Pick<ShipForm, 'weight' | 'cargoType'>): string | null {
  const grams = parseWeightGrams(normalizeWeight(form.weight));
  return grams === null ? null : centsToAmount(cargoPriceCents(grams, form.cargoType));
}
