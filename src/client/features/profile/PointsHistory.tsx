import { Button, Collapse, Divider, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../components/QueryStatus';
import { useBookedItemName } from '../../booking/booking-labels';
import { useFormat } from '../../i18n/format';
import { trpc } from '../../lib/trpc';

/** The calendar day of an instant on this phone ('2026-11-27'), for the date formats. */
function localDay(instant: string): string {
  const date = new Date(instant);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function PointsRow({ title, titleLang, detail, points }: { title: string; titleLang?: string; detail: string; points: number }) {
  const format = useFormat();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" role="listitem">
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} truncate lang={titleLang}>
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </Stack>
      <Text fw={700} c={points > 0 ? 'green.8' : 'dimmed'} style={{ flexShrink: 0 }} dir="ltr">
        +{format.number(points)}
      </Text>
    </Group>
  );
}

/**
 * Where every point of the profile's total came from (the server's points history): each
 * confirmed booking with what it earned, newest first, and the welcome points. Loaded when opened.
 */
export function PointsHistory() {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const itemName = useBookedItemName();
  const [opened, { toggle }] = useDisclosure(false);
  const history = trpc.profile.points.useQuery(undefined, { enabled: opened });
  return (
    <Stack gap="xs" mt="sm">
      <Button
        variant="subtle"
        size="sm"
        px={4}
        onClick={toggle}
        aria-expanded={opened}
        aria-controls="points-history"
        rightSection={opened ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
        styles={{ root: { alignSelf: 'flex-start' } }}
      >
        {t('points.show')}
      </Button>
      <Collapse expanded={opened} id="points-history">
        {history.data ? (
          <Stack gap="xs" role="list" aria-label={t('points.title')} data-testid="points-history">
            {history.data.bookings.map((entry) => (
              <PointsRow
                key={entry.bookingId}
                title={itemName(entry.type, entry.itemName).text}
                titleLang={itemName(entry.type, entry.itemName).lang}
                detail={t('points.bookingDetail', {
                  kind: t(`points.kinds.${entry.type}`),
                  date: format.mediumDate(localDay(entry.at)),
                  amount: format.moneyExact(entry.amount, entry.currency),
                })}
                points={entry.points}
              />
            ))}
            <PointsRow
              title={t('points.welcome')}
              detail={t('points.joined', { date: format.mediumDate(localDay(history.data.welcome.at)) })}
              points={history.data.welcome.points}
            />
            <Divider />
            <Group justify="space-between">
              <Text size="sm" fw={700}>
                {t('points.total')}
              </Text>
              <Text fw={800} dir="ltr">
                {format.number(history.data.total)}
              </Text>
            </Group>
          </Stack>
        ) : (
          <QueryStatus label={t('points.title')} isPending={history.isPending && opened} error={history.error} onRetry={() => void history.refetch()} />
        )}
      </Collapse>
    </Stack>
  );
}
