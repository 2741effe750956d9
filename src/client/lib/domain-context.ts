import type { DomainContext } from '@shared/schemas/branding';
import { BRAND_VARIANTS } from '@shared/brand-variants';
import { trpc } from './trpc';
import { DOMAIN_CONTEXT_ELEMENT_ID } from '@shared/page-blocks';

export const DEFAULT_BRAND_NAME = 'Tours';

/**
 * The brand the server wrote into the page (src/server/http/shell.ts), so the first render has
 * it; undefined when the page came from elsewhere (the service worker's copy, development). The
 * page is the same for every host of its brand, so the host is the page's own address.
 */
function injectedContext(): DomainContext | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(DOMAIN_CONTEXT_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const value = JSON.parse(element.textContent) as Omit<DomainContext, 'domain'>;
    const valid =
      typeof value?.branding?.name === 'string' &&
      typeof value.branding.theme === 'string' &&
      typeof value.isManasaTours === 'boolean' &&
      (BRAND_VARIANTS as readonly string[]).includes(value.variant);
    return valid ? { ...value, domain: window.location.hostname.toLowerCase() } : undefined;
  } catch {
    return undefined;
  }
}

const injected = injectedContext();

/** The brand for this host. Never stale; retried 3 times on failure. */
export function useDomainContext(): { context: DomainContext | undefined; brandName: string; isManasaTours: boolean; variant: DomainContext['variant'] } {
  const { data } = trpc.branding.domainContext.useQuery(undefined, { staleTime: Infinity, retry: 3, initialData: injected });
  return {
    context: data,
    brandName: data?.branding.name ?? DEFAULT_BRAND_NAME,
    isManasaTours: data?.isManasaTours ?? false,
    variant: data?.variant ?? 'standard',
  };
}
