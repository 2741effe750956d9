import { useFormat } from '../i18n/format';

/** A place's name in the reader's language, or kept whole in English and marked so (`format.placeLabel`). */
export function PlaceName({ name }: { name: string }) {
  const label = useFormat().placeLabel(name);
  return <span lang={label.lang}>{label.text}</span>;
}
