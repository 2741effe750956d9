import { useState } from 'react';
import { Button, Group, Paper, Select, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconBed, IconCalendar, IconCar, IconMapPin, IconPlane, IconSearch, IconUsers } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { defaultCheckIn, guestsLabel, searchUrl, type HomeService } from './search-query';

const GUEST_OPTIONS = Array.from({ length: 8 }, (_, i) => ({ value: String(i + 1), label: guestsLabel(i + 1) }));

// Spec §2 search card: destination, Hotels/Flights/Cars toggles (Hotels first), check-in and
// guests shown short ('Dec 25', '2 Adults') but really pickable; Search opens /search.
export function SearchCard() {
  const navigate = useNavigate();
  const [destination, setDestination] = useState('');
  const [service, setService] = useState<HomeService>('hotels');
  const [checkIn, setCheckIn] = useState<string | null>(defaultCheckIn());
  const [guests, setGuests] = useState('2');

  return (
    <Paper shadow="md" p="md" radius="lg" component="form" onSubmit={(event) => { event.preventDefault(); navigate(searchUrl({ destination, service, checkIn, guests: Number(guests) })); }}>
      <Stack gap="sm">
        <TextInput
          aria-label="Destination"
          placeholder="Where would you like to go?"
          leftSection={<IconMapPin size={18} />}
          value={destination}
          onChange={(event) => setDestination(event.currentTarget.value)}
        />
        <SegmentedControl
          fullWidth
          aria-label="Service"
          value={service}
          onChange={(value) => setService(value as HomeService)}
          data={[
            { value: 'hotels', label: <Group gap={4} justify="center" wrap="nowrap"><IconBed size={16} />Hotels</Group> },
            { value: 'flights', label: <Group gap={4} justify="center" wrap="nowrap"><IconPlane size={16} />Flights</Group> },
            { value: 'cars', label: <Group gap={4} justify="center" wrap="nowrap"><IconCar size={16} />Cars</Group> },
          ]}
        />
        <Group grow gap="sm">
          <DatePickerInput
            aria-label="Check-in"
            leftSection={<IconCalendar size={18} />}
            valueFormat="MMM D"
            value={checkIn}
            onChange={(value) => setCheckIn(value)}
            minDate={dayjs().format('YYYY-MM-DD')}
            dropdownType="modal"
          />
          <Select aria-label="Guests" leftSection={<IconUsers size={18} />} data={GUEST_OPTIONS} value={guests} onChange={(value) => setGuests(value ?? '2')} allowDeselect={false} comboboxProps={{ withinPortal: true }} />
        </Group>
        <Button type="submit" size="md" leftSection={<IconSearch size={18} />}>
          Search
        </Button>
      </Stack>
    </Paper>
  );
}
