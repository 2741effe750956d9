import { Badge, Box, Button, Card, Group, Image, Skeleton, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { trpc } from '../../lib/trpc';
import { SectionHeader } from '../../components/SectionHeader';
import { discountBadge, tourImage } from '../../../shared/tour-images';
import { formatMoney } from '../../../shared/money';

// Spec §2 'Featured Deals': a horizontal carousel of the tour packages from the API
// (scroll-snap, so it swipes natively on phones without a carousel library).
export function FeaturedDeals() {
  const { data: tours, isPending, isError } = trpc.tours.list.useQuery();
  return (
    <section aria-labelledby="featured-deals">
      <SectionHeader
        title="Featured Deals"
        action={
          <Button component={Link} to="/search?type=tours" variant="subtle" size="compact-sm">
            View All
          </Button>
        }
      />
      <Box
        className="no-scrollbar"
        style={{ display: 'flex', gap: 12, overflowX: 'auto', scrollSnapType: 'x mandatory', margin: '0 -16px', padding: '0 16px 4px' }}
        role="list"
        aria-label="Featured tour packages"
      >
        {isPending && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} h={230} miw={220} radius="md" />)}
        {isError && <Text c="dimmed">Deals could not be loaded.</Text>}
        {tours?.map((tour) => (
          <Card key={tour.id} role="listitem" withBorder radius="md" p={0} miw={220} maw={220} style={{ scrollSnapAlign: 'start', flexShrink: 0 }}>
            <Box pos="relative">
              <Image src={tourImage(tour)} alt={tour.name} h={130} fit="cover" loading="lazy" />
              <Badge color="red" pos="absolute" top={8} left={8} variant="filled">
                {discountBadge(tour)}
              </Badge>
            </Box>
            <Box p="sm">
              <Text fw={700} lineClamp={1}>
                {tour.name}
              </Text>
              <Group gap={4} c="dimmed">
                <IconClock size={14} />
                <Text size="sm">{tour.duration}</Text>
              </Group>
              <Group gap={6} mt={4} align="baseline">
                <Text fw={800} c="var(--mantine-primary-color-filled)">
                  {formatMoney(tour.price, tour.currency)}
                </Text>
                <Text size="xs" c="dimmed" td="line-through">
                  {formatMoney(tour.originalPrice, tour.currency)}
                </Text>
              </Group>
            </Box>
          </Card>
        ))}
      </Box>
    </section>
  );
}
