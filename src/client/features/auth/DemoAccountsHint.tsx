import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEMO_STAFF, DEMO_TRAVELLER } from './demo-accounts';

/** Spec §2: the demo hint, naming the seeded accounts (labelled demo data). */
export function DemoAccountsHint({ align = 'left' }: { align?: 'left' | 'center' }) {
  const { t } = useTranslation('auth');
  return (
    <Text size="xs" c="dimmed" ta={align === 'left' ? 'start' : 'center'} component="div" data-testid="demo-accounts-hint">
      <Text span inherit fw={600}>
        {t('demo.title')}
      </Text>
      <br />
      {t('demo.traveller', { username: DEMO_TRAVELLER.username, password: DEMO_TRAVELLER.password })}
      <br />
      {t('demo.staff', { username: DEMO_STAFF.username, password: DEMO_STAFF.password })}
    </Text>
  );
}
