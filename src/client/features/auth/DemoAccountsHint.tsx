import { Text } from '@mantine/core';
import { DEMO_STAFF, DEMO_TRAVELLER } from './demo-accounts';

/** Spec §2: the demo hint, naming the seeded accounts (labelled demo data). */
export function DemoAccountsHint({ align = 'left' }: { align?: 'left' | 'center' }) {
  return (
    <Text size="xs" c="dimmed" ta={align} component="div" data-testid="demo-accounts-hint">
      <Text span inherit fw={600}>
        Demo accounts
      </Text>
      <br />
      Traveller: {DEMO_TRAVELLER.username} / {DEMO_TRAVELLER.password}
      <br />
      Staff: {DEMO_STAFF.username} / {DEMO_STAFF.password}
    </Text>
  );
}
