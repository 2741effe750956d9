import { useState } from 'react';
import { Alert, SegmentedControl, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { trpc } from '../../../lib/trpc';
import { BackOfficePage } from '../ui/BackOfficePage';
import { QueryState } from '../ui/QueryState';
import { BrandForm } from './BrandForm';

/** Settings (admins): each brand's name, logo, theme, hosts, partner links, About text, contact and hours. */
export function SettingsPage() {
  const { t } = useTranslation(['backoffice', 'admin']);
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const brands = trpc.branding.list.useQuery(undefined, { enabled: isAdmin, refetchOnMount: 'always' });
  const [selected, setSelected] = useState<string | null>(null);
  if (!isAdmin) {
    return (
      <BackOfficePage title={t('settings.adminsOnly')} testId="admins-only">
        <Alert color="orange" icon={<IconLock size={18} />}>
          {t('settings.adminsOnlyText')}
        </Alert>
      </BackOfficePage>
    );
  }
  const brand = brands.data?.find((candidate) => candidate.id === selected) ?? brands.data?.[0];
  return (
    <BackOfficePage title={t('admin:tools.settings')} testId="settings">
      {brands.data && brand ? (
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            aria-label={t('settings.brand')}
            value={brand.id}
            onChange={setSelected}
            data={brands.data.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          />
          <BrandForm key={`${brand.id}:${brand.updatedAt ?? ''}`} brand={brand} />
        </Stack>
      ) : (
        <QueryState what={t('settings.things')} isPending={brands.isPending} error={brands.error} onRetry={() => void brands.refetch()} />
      )}
    </BackOfficePage>
  );
}
