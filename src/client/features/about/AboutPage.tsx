import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useDomainContext } from '../../lib/domain-context';
import { BUSINESS_HOURS, EMERGENCY_SUPPORT, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../shared/contact';
import type { BrandVariant } from '../../../shared/schemas/branding';

const MISSION: Record<BrandVariant, (brand: string) => string> = {
  manasa: (brand) =>
    `${brand} crafts premium journeys across East Africa and the Gulf: hand-picked safari lodges, private guides and seamless transfers, with partner stays for every budget.`,
  eco: (brand) =>
    `${brand} plans low-impact adventures: community-run camps, conservation safaris and operators that give back to the places you visit.`,
  standard: (brand) =>
    `${brand} helps travellers find and book hotels, flights, cars, tours, taxis and cargo across East Africa and the Gulf, in one app that works on any phone.`,
};

const SERVICES = ['Safari and tour packages', 'Hotels', 'Flights', 'Car rental', 'Taxi with live tracking', 'Cargo shipping with tracking', 'Local products marketplace'];

export function AboutPage() {
  const { brandName, variant } = useDomainContext();
  return (
    <Stack p="md" gap="md">
      <Title order={1} fz={26}>
        About {brandName}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="md" mb={4}>
          Our mission
        </Title>
        <Text data-testid="about-mission">{MISSION[variant](brandName)}</Text>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="md" mb={4}>
          Our services
        </Title>
        <List size="sm" spacing={2}>
          {SERVICES.map((service) => (
            <List.Item key={service}>{service}</List.Item>
          ))}
        </List>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="md" mb={4}>
          Contact
        </Title>
        <Text size="sm">Phone: {SUPPORT_PHONE}</Text>
        <Text size="sm">Email: {SUPPORT_EMAIL}</Text>
        {BUSINESS_HOURS.map((line) => (
          <Text size="sm" key={line.days}>
            {line.days}: {line.hours}
          </Text>
        ))}
        <Text size="sm">Emergency support: {EMERGENCY_SUPPORT}</Text>
      </Paper>
    </Stack>
  );
}
