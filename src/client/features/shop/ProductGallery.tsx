import { useState } from 'react';
import { Group, Image, Stack, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The product dialog's gallery: the chosen picture large, every picture as a thumbnail to choose. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('shop');
  const [shown, setShown] = useState(0);
  const current = Math.min(shown, images.length - 1);
  return (
    <Stack gap="xs">
      <Image
        src={images[current] ?? null}
        alt={t('gallery.picture', { name, index: current + 1, count: images.length })}
        radius="md"
        h={220}
        fit="cover"
        data-testid="gallery-image"
      />
      {images.length > 1 && (
        <Group gap="xs" role="group" aria-label={t('gallery.label')}>
          {images.map((image, index) => (
            <UnstyledButton
              key={image}
              onClick={() => setShown(index)}
              aria-label={t('gallery.show', { index: index + 1, count: images.length })}
              aria-pressed={index === current}
              w={56}
              h={56}
              style={{
                borderRadius: 8,
                overflow: 'hidden',
                outline: index === current ? '2px solid var(--mantine-primary-color-filled)' : '1px solid var(--mantine-color-gray-3)',
                outlineOffset: 1,
              }}
            >
              <Image src={image} alt="" w={56} h={56} fit="cover" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
