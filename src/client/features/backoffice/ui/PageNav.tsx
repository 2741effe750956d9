import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Pages of a back-office list: thumb-sized (44 px) controls, and at most seven of them (no
 * neighbours beside the current page), so they fit a 390 px phone.
 */
export function PageNav({ total, value, onChange }: { total: number; value: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('admin');
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      siblings={0}
      gap={6}
      mx="auto"
      styles={{ control: { minWidth: 44, height: 44 } }}
      getControlProps={(control) => ({ 'aria-label': t(`users.page.${control}`) })}
      getItemProps={(item) => ({ 'aria-label': t('users.page.number', { page: item }) })}
    />
  );
}
