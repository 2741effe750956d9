import { useRef } from 'react';
import { ActionIcon, Badge, Box, Button, Card, Group, Image, Skeleton, Text, VisuallyHidden, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { trpc } from '../../lib/trpc';
import { useDeferredData } from '../../lib/deferred-data';
import { SectionHeader } from '../../components/SectionHeader';
import { tourImage, tourImageSet } from '@shared/tour-images';
import { tourPagePath } from '@shared/item-pages';
import { catalogueLang, discountBadgeText, tourDurationText } from '../../lib/catalogue-text';
import { NotSavedNotice, useNotSavedOffline } from '../../components/NotSavedNotice';
import { SavedCopyNotice } from '../../components/SavedCopyNotice';
import { usePriceFormat } from '../../lib/display-currency';

const CARD_WIDTH = 220;
const GAP = 12;

// 'Featured Deals': a horizontal carousel of the tour packages from the API
// (scroll-snap, so it swipes natively on phones without a carousel library). The arrows page
// through it for keyboards and mice; in Arabic 'next' is to the left and they point that way.
// A card opens that tour's page (/tours/<id>), from where it is booked. Offline, the deals saved on
// this phone show with their age, or a notice says they were never saved.
export function FeaturedDeals() {
  const { t } = useTranslation('home');
  const prices = usePriceFormat();
  const { dir } = useDirection();
  const track = useRef<HTMLDivElement>(null);
  // The answer arrives after the first paint; the cards render in slices (lib/deferred-data.ts).
  const query = trpc.tours.list.useQuery();
  const { data: tours, arriving } = useDeferredData(query.data);
  // Offline: the deals this phone saved (with their age), else why there are none.
  const notSaved = useNotSavedOffline(query);
  const isPending = (query.isPending && !notSaved) || arriving;
  const page = (step: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const width = Math.max(CARD_WIDTH + GAP, Math.floor(element.clientWidth / (CARD_WIDTH + GAP)) * (CARD_WIDTH + GAP));
    element.scrollBy({ left: step * width * (dir === 'rtl' ? -1 : 1), behavior: 'smooth' });
  };
  return (
    <section aria-labelledby="featured-deals">
      <SectionHeader
        id="featured-deals"
        title={t('featuredDeals')}
        action={
          <Group gap={0} wrap="nowrap">
            <ActionIcon variant="subtle" size={44} aria-label={t('previousDeals')} onClick={() => page(-1)}>
              <IconChevronLeft size={20} className="flip-rtl" />
            </ActionIcon>
            <ActionIcon variant="subtle" size={44} aria-label={t('nextDeals')} onClick={() => page(1)}>
              <IconChevronRight size={20} className="flip-rtl" />
            </ActionIcon>
            <Button component={Link} to="/search?type=tours" variant="subtle" h={44} px="xs">
              {t('viewAll')}
            </Button>
          </Group>
        }
      />
      <SavedCopyNotice updatedAt={tours ? query.dataUpdatedAt : undefined} />
      {notSaved && <NotSavedNotice title={t('dealsNotSaved.title')} text={t('dealsNotSaved.text')} />}
      <Box
        ref={track}
        className="no-scrollbar carousel-track"
        style={{
          display: 'flex',
          gap: GAP,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          margin: '0 -16px',
          padding: '0 16px 4px',
          scrollPaddingInline: 16,
        }}
        role="list"
        aria-label={t('featuredTourPackages')}
        // The track scrolls: a keyboard must be able to reach it and use the arrow keys.
        tabIndex={0}
      >
        {isPending && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} h={230} miw={CARD_WIDTH} radius="md" />)}
        {query.isError && <Text c="dimmed">{t('dealsFailed')}</Text>}
        {tours?.map((tour) => (
          <Card
            key={tour.id}
            role="listitem"
            withBorder
            radius="md"
            p={0}
            miw={CARD_WIDTH}
            maw={CARD_WIDTH}
            style={{ scrollSnapAlign: 'start', flexShrink: 0, position: 'relative' }}
          >
            <Box pos="relative">
              <Image src={tourImage(tour)} srcSet={tourImageSet(tour)} sizes={`${CARD_WIDTH}px`} alt={tour.name} h={130} fit="cover" loading="lazy" />
              <Badge color="red" pos="absolute" top={8} style={{ insetInlineStart: 8 }} variant="filled">
                {discountBadgeText(t, tour)}
              </Badge>
            </Box>
            <Box p="sm">
              {/* The name is the card's link; a stretched hit area makes the whole card tap it. */}
              <Text
                component={Link}
                to={tourPagePath(tour.id)}
                className="stretched-link"
                fw={700}
                lineClamp={1}
                c="inherit"
                td="none"
                lang={catalogueLang(tour, 'name')}
              >
                {tour.name}
              </Text>
              <Group gap={4} c="dimmed">
                <IconClock size={14} aria-hidden />
                <Text size="sm">{tourDurationText(t, tour)}</Text>
              </Group>
              <Group gap={6} mt={4} align="baseline">
                <Text fw={800} c="var(--mantine-primary-color-filled)">
                  {prices.money(tour.price, tour.currency)}
                </Text>
                <Text size="xs" c="dimmed" td="line-through">
                  <VisuallyHidden>{t('was')} </VisuallyHidden>
                  {prices.money(tour.originalPrice, tour.currency)}
                </Text>
              </Group>
            </Box>
          </Card>
        ))}
      </Box>
    </section>
  );
}
