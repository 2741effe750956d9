import { BackgroundImage, Box, Button, Overlay, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { trpc } from '../../lib/trpc';
import { SectionHeader } from '../../components/SectionHeader';
import { formatMoney } from '../../../shared/money';

export function PopularDestinations() {
  const { data: destinations, isPending } = trpc.tours.popularDestinations.useQuery();
  return (
    <section aria-labelledby="popular-destinations">
      <SectionHeader
        title="Popular Destinations"
        action={
          <Button component={Link} to="/search?type=hotels" variant="subtle" size="compact-sm">
            See More
          </Button>
        }
      />
      <SimpleGrid cols={2} spacing="sm">
        {isPending && Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h={120} radius="md" />)}
        {destinations?.map((destination) => (
          <UnstyledButton key={destination.id} component={Link} to={`/search?type=hotels&q=${encodeURIComponent(destination.name)}`} aria-label={`${destination.name}${destination.country ? `, ${destination.country}` : ''}`}>
            <BackgroundImage src={destination.image} radius="md" h={120} pos="relative" style={{ overflow: 'hidden' }}>
              <Overlay gradient="linear-gradient(180deg, rgba(0,0,0,0) 30%, rgba(0,0,0,0.7) 100%)" opacity={1} zIndex={0} />
              <Box pos="absolute" bottom={8} left={10} right={10} style={{ zIndex: 1 }}>
                <Text c="white" fw={700} lh={1.2}>
                  {destination.name}
                </Text>
                {destination.country && (
                  <Text c="white" size="xs" opacity={0.9}>
                    {destination.country}
                  </Text>
                )}
                <Text c="white" size="sm" fw={600}>
                  From {formatMoney(destination.fromPrice, destination.currency)}
                </Text>
              </Box>
            </BackgroundImage>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </section>
  );
}
