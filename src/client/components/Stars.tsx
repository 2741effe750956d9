import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Five stars, filled up to the floor of the rating ("4.7" shows four). */
export function Stars({ rating, size = 14 }: { rating: string; size?: number }) {
  const { t } = useTranslation();
  const filled = Math.floor(Number(rating));
  return (
    <Group gap={1} wrap="nowrap" role="img" aria-label={t('rated', { rating })}>
      {Array.from({ length: 5 }, (_, i) =>
        i < filled ? (
          <IconStarFilled key={i} size={size} color="var(--mantine-color-yellow-7)" aria-hidden />
        ) : (
          <IconStar key={i} size={size} color="var(--mantine-color-gray-6)" aria-hidden />
        ),
      )}
    </Group>
  );
}
