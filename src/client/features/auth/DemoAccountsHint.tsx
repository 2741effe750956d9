import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDemoAccounts } from './use-demo-accounts';

/** The demo hint, naming the seeded accounts (labelled demo data), when the server has them. */
export function DemoAccountsHint({ align = 'left' }: { align?: 'left' | 'center' }) {
  const { t } = useTranslation('auth');
  const { traveller, staff, admin } = useDemoAccounts();
  if (!traveller && !staff && !admin) return null;
  return (
    <Text size="xs" c="dimmed" ta={align === 'left' ? 'start' : 'center'} component="div" data-testid="demo-accounts-hint">
      <Text span inherit fw={600}>
        {t('demo.title')}
      </Text>
      {traveller && (
        <>
          <br />
          {t('demo.traveller', { username: traveller.username, password: traveller.password })}
        </>
      )}
      {staff && (
        <>
          <br />
          {t('demo.staff', { username: staff.username, password: staff.password })}
        </>
      )}
      {admin && (
        <>
          <br />
          {t('demo.admin', { username: admin.username, password: admin.password })}
        </>
      )}
    </Text>
  );
}
