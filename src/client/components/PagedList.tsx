import { useState, type ReactNode } from 'react';
import { Button, Center, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ShowMore({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Center>
      <Button variant="light" onClick={onClick}>
        {t('showMore')}
      </Button>
    </Center>
  );
}

type RenderPage = (page: number, isLast: boolean, showMore: () => void) => ReactNode;

/**
 * A paginated list shown a page at a time: each page is its own (cached) query and 'Show more'
 * adds the next one. A new `search` starts again from page 1.
 */
export function PagedList({ search, renderPage }: { search: unknown; renderPage: RenderPage }) {
  return <Pages key={JSON.stringify(search)} renderPage={renderPage} />;
}

function Pages({ renderPage }: { renderPage: RenderPage }) {
  const [count, setCount] = useState(1);
  return <Stack gap="sm">{Array.from({ length: count }, (_, index) => renderPage(index + 1, index === count - 1, () => setCount(count + 1)))}</Stack>;
}
