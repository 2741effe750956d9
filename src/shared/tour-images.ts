// Tour-1..tour-8 show their fixed pictures unless staff uploaded photos;
// any other package shows its first photo or image, or the default picture.
const FIXED_TOUR_IMAGES: Record<string, string> = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`tour-${i + 1}`, `/images/tours/tour-${i + 1}.svg`]));
export const DEFAULT_TOUR_IMAGE = '/images/tours/default.svg';

export function tourImage(tour: { id: string; images: string[]; photos?: readonly { src: string }[] }): string {
  return tour.photos?.[0]?.src ?? FIXED_TOUR_IMAGES[tour.id] ?? tour.images[0] ?? DEFAULT_TOUR_IMAGE;
}

/** The srcset of the picture tourImage picks, when it is an uploaded photo (WebP widths). */
export function tourImageSet(tour: { photos?: readonly { srcSet: string }[] }): string | undefined {
  return tour.photos?.[0]?.srcSet;
}
