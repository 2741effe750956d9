// The Ship Cargo form's rules (spec §5), with the server's own parsing and price (src/shared),
// so the live estimate is exactly what the shipment will cost.
import { CARGO_MAX_WEIGHT_KG, cargoPriceCents, parseDimensions, parseWeightGrams } from '../../../shared/cargo-pricing';
import { centsToAmount } from '../../../shared/money';
import type { CargoType } from '../../../shared/schemas/cargo';

export interface ShipForm {
  fromLocation: string;
  toLocation: string;
  cargoType: CargoType;
  weight: string;
  dimensions: string;
}

export const EMPTY_SHIP_FORM: ShipForm = { fromLocation: '', toLocation: '', cargoType: 'road', weight: '', dimensions: '' };

/** '12,5' (a comma from some keyboards) → '12.5'. */
export const normalizeWeight = (weight: string) => weight.trim().replace(',', '.');

export type ShipProblem = 'missing' | 'invalidWeight' | 'tooHeavy' | 'dimensions' | null;

/** The first thing wrong, in the spec's order: required fields, then the weight. */
export function shipProblem(form: ShipForm): ShipProblem {
  if (!form.fromLocation.trim() || !form.toLocation.trim() || !form.weight.trim()) return 'missing';
  const grams = parseWeightGrams(normalizeWeight(form.weight));
  if (grams === null) return 'invalidWeight';
  if (grams > CARGO_MAX_WEIGHT_KG[form.cargoType] * 1000) return 'tooHeavy';
  if (form.dimensions.trim() && !parseDimensions(form.dimensions)) return 'dimensions';
  return null;
}

/** The live estimate: '100.00' for 12.5 kg by air; null until the weight is a weight. */
export function estimateAmount(form: Pick<ShipForm, 'weight' | 'cargoType'>): string | null {
  const grams = parseWeightGrams(normalizeWeight(form.weight));
  return grams === null ? null : centsToAmount(cargoPriceCents(grams, form.cargoType));
}
