import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_TEXT_MAX } from '@shared/marketplace-terms';
import { serverMessage } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** A delivered order's buyer rates a product once: 1 to 5 stars and an optional text. */
export function RateProduct({ productId, name, onRated }: { productId: string; name: string; onRated: () => void }) {
  const { t } = useTranslation('shop');
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const rate = trpc.shop.products.rate.useMutation({
    onSuccess: () => {
      showToast({ title: t('rate.thanks'), message: t('rate.thanksText', { name }), color: 'green' });
      onRated();
    },
    onError: (error) => showToast({ title: t('toast.error'), message: serverMessage(error) ?? t('rate.failed'), color: 'red' }),
  });
  return (
    <Stack gap="xs" data-testid="rate-product">
      <Group gap={0} role="group" aria-label={t('rate.label', { name })}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <ActionIcon
            key={stars}
            variant="subtle"
            color="yellow"
            size={44}
            aria-label={t('rate.stars', { count: stars })}
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
      {rating > 0 && (
        <>
          <Textarea
            label={t('rate.text')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={REVIEW_TEXT_MAX}
            autosize
            minRows={2}
          />
          <Button onClick={() => rate.mutate({ id: productId, rating, text })} loading={rate.isPending}>
            {t('rate.submit')}
          </Button>
        </>
      )}
      {rating === 0 && (
        <Text size="xs" c="dimmed">
          {t('rate.hint')}
        </Text>
      )}
    </Stack>
  );
}
