import { useRef, useState } from 'react';
import { ActionIcon, Box, Group, Image, Text, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface GalleryPicture {
  src: string;
  srcSet?: string;
}

/** The pictures to show: the photos staff uploaded (cover first), else the catalogue's images. */
export function galleryPictures(item: { images: string[]; photos: readonly { src: string; srcSet: string }[] }): GalleryPicture[] {
  return item.photos.length > 0 ? item.photos.map((photo) => ({ src: photo.src, srcSet: photo.srcSet })) : item.images.map((src) => ({ src }));
}

const HEIGHT = 230;

// A hotel's or tour's pictures, one per view: the track scroll-snaps, so a phone swipes through
// them natively (no carousel library); the arrows (44 px) page for keyboards and mice, and in
// Arabic 'next' is to the left. The first picture loads at once: it is the page's largest paint.
export function PhotoGallery({ pictures, name }: { pictures: GalleryPicture[]; name: string }) {
  const { t } = useTranslation('travel');
  const { dir } = useDirection();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const go = (index: number) => {
    const element = track.current;
    if (!element) return;
    const target = Math.max(0, Math.min(pictures.length - 1, index));
    element.scrollTo({ left: target * element.clientWidth * (dir === 'rtl' ? -1 : 1), behavior: 'smooth' });
  };
  const onScroll = () => {
    const element = track.current;
    if (element && element.clientWidth > 0) setCurrent(Math.round(Math.abs(element.scrollLeft) / element.clientWidth));
  };
  return (
    <Box pos="relative" data-testid="photo-gallery">
      <Box
        ref={track}
        onScroll={onScroll}
        className="no-scrollbar"
        role="region"
        aria-roledescription={t('page.gallery')}
        aria-label={t('page.photosOf', { name })}
        tabIndex={0}
        style={{ display: 'flex', overflowX: 'auto', scrollSnapType: 'x mandatory', borderRadius: 'var(--mantine-radius-md)' }}
      >
        {pictures.map((picture, index) => (
          <Image
            key={picture.src}
            src={picture.src}
            srcSet={picture.srcSet}
            sizes="(max-width: 720px) 100vw, 720px"
            alt={t('page.photoAlt', { name, index: index + 1, count: pictures.length })}
            h={HEIGHT}
            miw="100%"
            fit="cover"
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            style={{ scrollSnapAlign: 'start', flexShrink: 0 }}
          />
        ))}
      </Box>
      {pictures.length > 1 && (
        <Group justify="space-between" wrap="nowrap" pos="absolute" bottom={8} left={8} right={8} style={{ pointerEvents: 'none' }}>
          <ActionIcon
            size={44}
            radius="xl"
            variant="white"
            color="dark"
            aria-label={t('page.previousPhoto')}
            disabled={current === 0}
            onClick={() => go(current - 1)}
            style={{ pointerEvents: 'auto' }}
          >
            <IconChevronLeft size={22} className="flip-rtl" aria-hidden />
          </ActionIcon>
          <Text size="sm" fw={600} px="xs" bg="rgba(0,0,0,0.6)" c="white" style={{ borderRadius: 12 }} aria-live="polite" dir="ltr">
            {t('page.photoCount', { index: current + 1, count: pictures.length })}
          </Text>
          <ActionIcon
            size={44}
            radius="xl"
            variant="white"
            color="dark"
            aria-label={t('page.nextPhoto')}
            disabled={current === pictures.length - 1}
            onClick={() => go(current + 1)}
            style={{ pointerEvents: 'auto' }}
          >
            <IconChevronRight size={22} className="flip-rtl" aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </Box>
  );
}
