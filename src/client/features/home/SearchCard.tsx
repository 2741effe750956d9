import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconBed, IconCalendar, IconCar, IconMapPin, IconPlane, IconSearch, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { travelToday } from '@shared/travel-calendar';
import { LazyDateField } from '../../components/LazyDateField';
import { defaultCheckIn, searchUrl, type HomeService } from './search-query';

const GUEST_COUNTS = Array.from({ length: 8 }, (_, i) => i + 1);

// Search card: destination, Hotels/Flights/Cars toggles (Hotels first), check-in and
// guests shown short ('Dec 25', '2 Adults') but really pickable; Search opens /search.
export function SearchCard() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [destination, setDestination] = useState('');
  const [service, setService] = useState<HomeService>('hotels');
  const [checkIn, setCheckIn] = useState<string | null>(defaultCheckIn());
  const [guests, setGuests] = useState('2');
  const serviceLabel = (Icon: typeof IconBed, label: string) => (
    <Group gap={4} justify="center" wrap="nowrap">
      <Icon size={16} aria-hidden />
      {label}
    </Group>
  );

  return (
    <Paper
      shadow="md"
      p="md"
      radius="lg"
      component="form"
      aria-label={t('search.label')}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(searchUrl({ destination, service, checkIn, guests: Number(guests) }));
      }}
    >
      <Stack gap="sm">
        <TextInput
          aria-label={t('search.destination')}
          placeholder={t('search.placeholder')}
          leftSection={<IconMapPin size={18} aria-hidden />}
          value={destination}
          onChange={(event) => setDestination(event.currentTarget.value)}
        />
        <SegmentedControl
          fullWidth
          aria-label={t('search.service')}
          value={service}
          onChange={(value) => setService(value as HomeService)}
          data={[
            { value: 'hotels', label: serviceLabel(IconBed, t('search.hotels')) },
            { value: 'flights', label: serviceLabel(IconPlane, t('search.flights')) },
            { value: 'cars', label: serviceLabel(IconCar, t('search.cars')) },
          ]}
        />
        {/* The guests label is the longer one in Kiswahili ('Watu wazima 2'): it gets more room. */}
        <Group gap="sm" wrap="nowrap">
          <LazyDateField
            aria-label={t('search.checkIn')}
            leftSection={<IconCalendar size={18} aria-hidden />}
            display="short"
            value={checkIn}
            onChange={setCheckIn}
            minDate={travelToday()}
            style={{ flex: '1 1 0', minWidth: 0 }}
          />
          {/* The phone's own picker: no popover library on the first screen. */}
          <NativeSelect
            style={{ flex: '1.35 1 0', minWidth: 0 }}
            aria-label={t('search.guests')}
            leftSection={<IconUsers size={18} aria-hidden />}
            data={GUEST_COUNTS.map((count) => ({ value: String(count), label: t('search.adults', { count }) }))}
            value={guests}
            onChange={(event) => setGuests(event.currentTarget.value)}
          />
        </Group>
        <Button type="submit" size="md" leftSection={<IconSearch size={18} aria-hidden />}>
          {t('search.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
