import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconManualGearbox, IconMapPin, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_CAR_FEATURES_SHOWN, carCategoryImage } from '@shared/travel-terms';
import type { Car } from '@shared/schemas/cars';
import { AvailabilityBadge } from '../ui/AvailabilityBadge';
import { CancellationPolicyNote } from '../booking/CancellationPolicyNote';
import { POLICY_RULES } from '@shared/cancellation-policy';
import { carCategoryText, carFeatureText, transmissionText, vocabularyLang } from '../vocabulary';
import { useFormat } from '../../../i18n/format';
import { usePriceFormat } from '../../../lib/display-currency';
import { Price } from '../../../components/Price';

// Car dialog: image, brand, model, category, seats, transmission, location,
// '$ per day', a 'Free Cancel' badge and up to 3 feature badges; plus cars left and Book.
export function CarCard({ car, onBook, booking }: { car: Car; onBook: () => void; booking?: boolean }) {
  const { t } = useTranslation('travel');
  const prices = usePriceFormat();
  const format = useFormat();
  const name = `${car.brand} ${car.model}`;
  return (
    <Card withBorder radius="md" p={0} component="article" aria-label={name} data-testid="car-card">
      <Image
        src={car.images[0] ?? carCategoryImage(car.category)}
        srcSet={car.photos[0]?.srcSet}
        sizes="(max-width: 720px) 100vw, 720px"
        alt={name}
        h={140}
        fit="cover"
        loading="lazy"
        fallbackSrc={carCategoryImage(car.category)}
      />
      <Stack gap={6} p="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>
            <Text fw={700} lh={1.25}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {carCategoryText(t, car.category)}
            </Text>
          </div>
          {(!car.cancellationPolicy || POLICY_RULES[car.cancellationPolicy].freeUntilHours !== null) && (
            <Badge color="green" variant="light" tt="none" style={{ flexShrink: 0 }}>
              {t('cars.freeCancel')}
            </Badge>
          )}
        </Group>
        <Group gap="md" c="dimmed">
          <Group gap={4} wrap="nowrap">
            <IconUsers size={14} aria-hidden />
            <Text size="sm">{t('cars.seats', { count: car.seats })}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconManualGearbox size={14} aria-hidden />
            <Text size="sm">{transmissionText(t, car.transmission)}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm">{format.place(car.location)}</Text>
          </Group>
        </Group>
        <Group gap={6}>
          {car.features.slice(0, MAX_CAR_FEATURES_SHOWN).map((feature) => (
            <Badge key={feature} variant="outline" color="gray" tt="none" fw={500} lang={vocabularyLang('feature', feature)}>
              {carFeatureText(t, feature)}
            </Badge>
          ))}
        </Group>
        {car.cancellationPolicy && <CancellationPolicyNote policy={car.cancellationPolicy} size="xs" />}
        <Group justify="space-between" align="flex-end" wrap="nowrap" mt={4}>
          <Stack gap={2}>
            <Text fw={800} fz="lg" lh={1} c="var(--mantine-primary-color-filled)">
              <Price amount={car.pricePerDay} currency={car.currency} />
              <Text span size="sm" fw={500} c="dimmed">
                {' '}
                {t('cars.perDay')}
              </Text>
            </Text>
            <AvailabilityBadge count={car.unitsAvailable} unit="car" />
            {car.oneWayFee && (
              <Text size="xs" c="dimmed">
                {t('cars.oneWayFee', { amount: prices.money(car.oneWayFee, car.currency) })}
              </Text>
            )}
          </Stack>
          <Button onClick={onBook} loading={booking} disabled={car.unitsAvailable < 1}>
            {t('cars.book')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
