import { Center, Loader, type LoaderProps } from '@mantine/core';

/**
 * A loading spinner that screen readers announce: a live `status` region named by `label`
 * (a bare element may not carry aria-label, so the role is what makes the name allowed).
 */
export function Spinner({ label, py = 'xl', ...loader }: { label: string; py?: string | number } & LoaderProps) {
  return (
    <Center py={py}>
      <Loader role="status" aria-label={label} {...loader} />
    </Center>
  );
}
