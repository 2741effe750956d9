import { BackgroundImage, Box, Button, Overlay, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { trpc } from '../../lib/trpc';
import { useDeferredData } from '../../lib/deferred-data';
import { SectionHeader } from '../../components/SectionHeader';
import { useFormat } from '../../i18n/format';
import { usePriceFormat } from '../../lib/display-currency';

export function PopularDestinations() {
  const { t } = useTranslation('home');
  const prices = usePriceFormat();
  const format = useFormat();
  // Rendered in slices when the answer comes (lib/deferred-data.ts).
  const query = trpc.tours.popularDestinations.useQuery();
  const { data: destinations, arriving } = useDeferredData(query.data);
  const isPending = query.isPending || arriving;
  return (
    <section aria-labelledby="popular-destinations">
      <SectionHeader
        id="popular-destinations"
        title={t('popularDestinations')}
        action={
          <Button component={Link} to="/search?type=hotels" variant="subtle" h={44} px="xs">
            {t('seeMore')}
          </Button>
        }
      />
      <SimpleGrid cols={2} spacing="sm">
        {isPending && Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h={120} radius="md" />)}
        {destinations?.map((destination) => (
          // Named by what it shows ('Nairobi Kenya From $299'), so the name matches the visible label.
          <UnstyledButton
            key={destination.id}
            component={Link}
            to={`/search?type=hotels&q=${encodeURIComponent(destination.name)}`}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <BackgroundImage src={destination.image} radius="md" h={120} pos="relative" style={{ overflow: 'hidden' }}>
              <Overlay gradient="linear-gradient(180deg, rgba(0,0,0,0.1) 0%, rgba(0,0,0,0.78) 100%)" opacity={1} zIndex={0} />
              <Box pos="absolute" bottom={8} left={10} right={10} style={{ zIndex: 1 }}>
                <Text c="white" fw={700} lh={1.2}>
                  {format.place(destination.name)}
                </Text>
                {destination.country && (
                  <Text c="white" size="xs">
                    {format.place(destination.country)}
                  </Text>
                )}
                <Text c="white" size="sm" fw={600}>
                  {t('fromPrice', { price: prices.money(destination.fromPrice, destination.currency) })}
                </Text>
              </Box>
            </BackgroundImage>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </section>
  );
}
