import { Button, Card, Group, Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TourAdminSummary } from '@shared/schemas/tour-admin';
import { useFormat } from '../../../i18n/format';
import { tourDurationText } from '../../../lib/catalogue-text';
import { trpc } from '../../../lib/trpc';
import { BackOfficePage } from '../ui/BackOfficePage';
import { QueryState } from '../ui/QueryState';
import { TourStatusBadge } from './TourStatusBadge';

/** Add Package: every tour package, drafts included, and the way to a new one. */
export function PackageListPage() {
  const { t } = useTranslation('backoffice');
  const packages = trpc.packages.list.useQuery(undefined, { refetchOnMount: 'always' });
  return (
    <BackOfficePage
      title={t('packages.title')}
      testId="package-list"
      actions={
        <Button component={Link} to="/admin/packages/new" leftSection={<IconPlus size={18} aria-hidden />}>
          {t('packages.new')}
        </Button>
      }
    >
      {packages.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {packages.data.map((tour) => (
            <PackageCard key={tour.id} tour={tour} />
          ))}
        </SimpleGrid>
      ) : (
        <QueryState what={t('packages.things')} isPending={packages.isPending} error={packages.error} onRetry={() => void packages.refetch()} />
      )}
    </BackOfficePage>
  );
}

function PackageCard({ tour }: { tour: TourAdminSummary }) {
  const { t, i18n } = useTranslation('backoffice');
  const format = useFormat();
  return (
    <UnstyledButton component={Link} to={`/admin/packages/${tour.id}`} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Card withBorder radius="md" p="sm" h="100%" data-testid="package-card">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <Image src={tour.image} alt="" w={72} h={72} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
          <Stack gap={2} miw={0}>
            <Group gap={6} wrap="nowrap">
              {/* Staff manage the package under its English name (the catalogue's source text). */}
              <Text fw={700} truncate lang={i18n.language === 'en' ? undefined : 'en'}>
                {tour.name}
              </Text>
            </Group>
            <Text size="sm" c="dimmed" truncate>
              {format.place(tour.location)} · {tourDurationText(t, tour)}
            </Text>
            <Text size="sm" fw={600}>
              {format.money(tour.price, tour.currency)}
              {tour.discountPercent > 0 && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  · {t('packages.off', { percent: tour.discountPercent })}
                </Text>
              )}
            </Text>
            <Group gap={6}>
              <TourStatusBadge status={tour.status} />
              <Text size="xs" c="dimmed">
                {tour.nextDeparture ? t('packages.nextDeparture', { date: format.mediumDate(tour.nextDeparture) }) : t('packages.noDepartures')}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t('packages.photoCount', { count: tour.photoCount })}
            </Text>
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}
