// How cargo travels, declared on its own: the prices and transit times
// (src/shared/cargo-pricing.ts) are keyed by it, and the cargo schemas (cargo.ts) check weights
// by those prices' rules, so both import this file and never each other.

/** A shipment's cargoType: by road, air or sea. */
export const CARGO_TYPES = ['road', 'air', 'sea'] as const;
export type CargoType = (typeof CARGO_TYPES)[number];
