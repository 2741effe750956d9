// Every screen names itself in the browser tab and in the history list: '<screen> · <brand>'.
// AppLayout sets the bare brand name first on every route change (a layout effect, so it runs
// before the screen's own effect), and a screen that calls usePageTitle replaces it.
import { useEffect, useLayoutEffect } from 'react';
import { useDomainContext } from './domain-context';

export function usePageTitle(title: string | null): void {
  const { brandName } = useDomainContext();
  useEffect(() => {
    document.title = title ? `${title} · ${brandName}` : brandName;
  }, [title, brandName]);
}

/** AppLayout's default: the brand alone, until the screen says more. */
export function useBrandTitle(routeKey: string): void {
  const { brandName } = useDomainContext();
  useLayoutEffect(() => {
    document.title = brandName;
  }, [routeKey, brandName]);
}
