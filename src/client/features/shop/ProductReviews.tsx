import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Stars } from '../../components/Stars';
import { useFormat } from '../../i18n/format';
import { trpc } from '../../lib/trpc';

/** The latest reviews of a product: what its rating is computed from. */
export function ProductReviews({ productId, reviewCount }: { productId: string; reviewCount: number }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const reviews = trpc.shop.products.reviews.useQuery({ id: productId, limit: 3 }, { enabled: reviewCount > 0 });
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t('reviews.title', { count: reviewCount })}
      </Title>
      {reviewCount === 0 && (
        <Text size="sm" c="dimmed">
          {t('reviews.noneYet')}
        </Text>
      )}
      {reviews.data?.items.map((review) => (
        <Paper key={review.id} withBorder radius="md" p="xs">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600} truncate>
              {review.reviewerName ?? t('reviews.anonymous')}
            </Text>
            <Stars rating={String(review.rating)} size={12} />
          </Group>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {format.mediumDate(review.reviewedOn)}
            </Text>
            {review.verifiedPurchase && (
              <Badge size="xs" variant="light" color="teal">
                {t('reviews.verified')}
              </Badge>
            )}
          </Group>
          {review.text && (
            <Text size="sm" mt={4} dir="auto">
              {review.text}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
