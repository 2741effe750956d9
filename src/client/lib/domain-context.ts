import type { DomainContext } from '../../shared/schemas/branding';
import { trpc } from './trpc';

export const DEFAULT_BRAND_NAME = 'Tours';
export const DEFAULT_BRAND_LOGO = '/images/brands/tours.svg';

/** The brand for this host. Never stale; retried 3 times on failure (spec §7). */
export function useDomainContext(): { context: DomainContext | undefined; brandName: string; isManasaTours: boolean; variant: DomainContext['variant'] } {
  const { data } = trpc.branding.domainContext.useQuery(undefined, { staleTime: Infinity, retry: 3 });
  return {
    context: data,
    brandName: data?.branding.name ?? DEFAULT_BRAND_NAME,
    isManasaTours: data?.isManasaTours ?? false,
    variant: data?.variant ?? 'standard',
  };
}
