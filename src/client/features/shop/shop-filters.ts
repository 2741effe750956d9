// The /shop filters live in the URL (?q=&category=&region=), so Back and a reload keep them.
// The region is east_africa on load; 'all' shows both regions.
import { DEFAULT_REGION, PRODUCT_CATEGORIES, PRODUCT_REGIONS } from '@shared/marketplace-terms';
import type { ProductCategory, ProductRegion } from '@shared/schemas/shop';

export type RegionChoice = ProductRegion | 'all';

export interface ShopFilters {
  search: string;
  category: ProductCategory | null;
  region: RegionChoice;
}

const isCategory = (value: string | null): value is ProductCategory => (PRODUCT_CATEGORIES as readonly (string | null)[]).includes(value);
const isRegion = (value: string | null): value is RegionChoice => value === 'all' || (PRODUCT_REGIONS as readonly (string | null)[]).includes(value);

export function readFilters(params: URLSearchParams): ShopFilters {
  const category = params.get('category');
  const region = params.get('region');
  return { search: params.get('q') ?? '', category: isCategory(category) ? category : null, region: isRegion(region) ? region : DEFAULT_REGION };
}

export function writeFilters(filters: ShopFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.search.trim()) params.q = filters.search;
  if (filters.category) params.category = filters.category;
  if (filters.region !== DEFAULT_REGION) params.region = filters.region;
  return params;
}

/** Featured Products only when no filter or search is active (the region is the market shown, not a filter). */
export const showsFeatured = (filters: ShopFilters) => !filters.category && !filters.search.trim();

/** The list query's input. */
export function listInput(filters: ShopFilters) {
  return {
    search: filters.search.trim() || undefined,
    category: filters.category ?? undefined,
    region: filters.region === 'all' ? undefined : filters.region,
  };
}
