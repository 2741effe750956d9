import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TRAVEL_REVIEW_TEXT_MAX, type ReviewedItemType, type TravelReviewPage } from '@shared/schemas/travel-reviews';
import { Stars } from '../../../components/Stars';
import { QueryStatus } from '../../../components/QueryStatus';
import { openAuthDialog } from '../../../dialogs/auth-dialog';
import { useFormat } from '../../../i18n/format';
import { useCurrentUser } from '../../../lib/current-user';
import { errorFieldOf, serverMessage } from '../../../lib/errors';
import { showToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

// A hotel's or tour's reviews, by the travellers who went (the server allows a review only from
// a confirmed booking whose last day is past, one per booking), and the form to write one.
export function TravelReviews({ type, id, name }: { type: ReviewedItemType; id: string; name: string }) {
  const { t } = useTranslation('travel');
  const [pages, setPages] = useState(1);
  const hotelReviews = trpc.reviews.hotel.useQuery({ id, limit: 10 * pages }, { enabled: type === 'hotel', placeholderData: (previous) => previous });
  const tourReviews = trpc.reviews.tour.useQuery({ id, limit: 10 * pages }, { enabled: type === 'tour', placeholderData: (previous) => previous });
  const query = type === 'hotel' ? hotelReviews : tourReviews;
  return (
    <Stack gap="sm" component="section" aria-labelledby="reviews-title">
      <Title order={2} size="h4" id="reviews-title">
        {t('page.reviews')}
      </Title>
      {query.data ? (
        <ReviewList page={query.data} onMore={() => setPages(pages + 1)} />
      ) : (
        <QueryStatus label={t('page.reviews')} isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      )}
      <WriteReview type={type} id={id} name={name} />
    </Stack>
  );
}

function ReviewList({ page, onMore }: { page: TravelReviewPage; onMore: () => void }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  if (page.total === 0 || !page.averageRating) return <Text c="dimmed">{t('page.noReviews')}</Text>;
  return (
    <Stack gap="xs" data-testid="reviews">
      <Group gap="xs">
        <Stars rating={page.averageRating} size={18} />
        <Text fw={700}>{t('page.reviewSummary', { rating: page.averageRating, count: page.total })}</Text>
      </Group>
      {page.items.map((review) => (
        <Paper key={review.id} withBorder p="sm" radius="md" component="article">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} size="sm">
              {review.reviewerName ?? t('page.traveller')}
            </Text>
            <Stars rating={`${review.rating}.0`} />
          </Group>
          <Text size="xs" c="dimmed">
            {t('page.travelledOn', { date: format.mediumDate(review.travelledOn) })}
          </Text>
          {review.text && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {review.text}
            </Text>
          )}
        </Paper>
      ))}
      {page.hasMore && (
        <Button variant="light" h={44} onClick={onMore}>
          {t('page.moreReviews')}
        </Button>
      )}
    </Stack>
  );
}

function WriteReview({ type, id, name }: { type: ReviewedItemType; id: string; name: string }) {
  const { t } = useTranslation('travel');
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [done, setDone] = useState(false);
  const options = {
    onSuccess: () => {
      setDone(true);
      showToast({ title: t('page.reviewThanks'), message: name, color: 'green' });
      void utils.reviews.invalidate();
    },
  };
  const reviewHotel = trpc.reviews.reviewHotel.useMutation(options);
  const reviewTour = trpc.reviews.reviewTour.useMutation(options);
  const mutation = type === 'hotel' ? reviewHotel : reviewTour;
  if (!user) {
    return (
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed">
          {t(type === 'hotel' ? 'page.reviewAfterStay' : 'page.reviewAfterTour')}
        </Text>
        <Button variant="light" h={44} onClick={() => openAuthDialog('login')} style={{ flexShrink: 0 }}>
          {t('page.signInToReview')}
        </Button>
      </Group>
    );
  }
  if (done) return <Text c="green.8">{t('page.reviewThanks')}</Text>;
  const error = mutation.error;
  const field = error ? errorFieldOf(error) : undefined;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="write-review">
      <Stack gap="xs">
        <Text fw={600}>{t('page.writeReview')}</Text>
        <Text size="xs" c="dimmed">
          {t(type === 'hotel' ? 'page.reviewAfterStay' : 'page.reviewAfterTour')}
        </Text>
        <Group gap={0} role="group" aria-label={t('page.yourRating')}>
          {[1, 2, 3, 4, 5].map((stars) => (
            <ActionIcon
              key={stars}
              variant="subtle"
              color="yellow"
              size={44}
              aria-label={t('page.stars', { count: stars })}
              aria-pressed={rating === stars}
              onClick={() => setRating(stars)}
            >
              {stars <= rating ? (
                <IconStarFilled size={24} color="var(--mantine-color-yellow-7)" aria-hidden />
              ) : (
                <IconStar size={24} color="var(--mantine-color-gray-6)" aria-hidden />
              )}
            </ActionIcon>
          ))}
        </Group>
        {field === 'rating' && (
          <Text size="sm" c="red.8">
            {serverMessage(error)}
          </Text>
        )}
        <Textarea
          label={t('page.reviewText')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={TRAVEL_REVIEW_TEXT_MAX}
          autosize
          minRows={2}
          error={field === 'text' ? serverMessage(error) : undefined}
        />
        {error && field !== 'rating' && field !== 'text' && (
          <Text size="sm" c="red.8" role="alert">
            {serverMessage(error) ?? t('page.reviewFailed')}
          </Text>
        )}
        <Button h={44} disabled={rating === 0} loading={mutation.isPending} onClick={() => mutation.mutate({ id, rating, text })}>
          {t('page.submitReview')}
        </Button>
      </Stack>
    </Paper>
  );
}
