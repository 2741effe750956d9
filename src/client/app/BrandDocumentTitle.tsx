import { useEffect } from 'react';
import { useDomainContext } from '../lib/domain-context';

export function BrandDocumentTitle() {
  const { brandName } = useDomainContext();
  useEffect(() => {
    document.title = brandName;
  }, [brandName]);
  return null;
}
