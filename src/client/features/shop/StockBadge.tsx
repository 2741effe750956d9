import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Out of stock, 'Only 3 left' when few remain, else 'In stock'. */
export function StockBadge({ stock, size = 'sm' }: { stock: number; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('shop');
  if (stock <= 0)
    return (
      <Badge color="red" variant="light" size={size}>
        {t('stock.out')}
      </Badge>
    );
  if (stock <= 5)
    return (
      <Badge color="orange" variant="light" size={size}>
        {t('stock.few', { count: stock })}
      </Badge>
    );
  return (
    <Badge color="green" variant="light" size={size}>
      {t('stock.in')}
    </Badge>
  );
}
