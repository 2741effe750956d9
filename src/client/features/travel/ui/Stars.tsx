import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

/** Spec §9: five stars, filled up to the floor of the rating ("4.7" shows four). */
export function Stars({ rating, size = 14 }: { rating: string; size?: number }) {
  const filled = Math.floor(Number(rating));
  return (
    <Group gap={1} wrap="nowrap" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) =>
        i < filled ? <IconStarFilled key={i} size={size} color="var(--mantine-color-yellow-6)" /> : <IconStar key={i} size={size} color="var(--mantine-color-gray-4)" />,
      )}
    </Group>
  );
}
