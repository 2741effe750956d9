import { useState } from 'react';
import { Button, Card, Group, Image, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLanguage, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/AppModal';
import { useFormat } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';
import { BackOfficePage } from '../ui/BackOfficePage';
import { PageNav } from '../ui/PageNav';
import { QueryState } from '../ui/QueryState';
import { SEGMENT_TARGETS } from '../ui/touch';
import { HotelTextsEditor } from './HotelTextsEditor';
import { ProductTextsEditor } from './ProductTextsEditor';

type Kind = 'hotel' | 'product';
const PAGE_SIZE = 20;
/**
 * An English name in a list that may be right to left: laid out left to right (so a cut line
 * ends with its ellipsis, not its start), kept to the list's own edge.
 */
const OWN_DIRECTION = { unicodeBidi: 'plaintext', textAlign: 'match-parent' } as const;

interface Item {
  id: string;
  name: string;
  /** A hotel's place (as the catalogue writes it), a product's brand and country. */
  detail: string;
  detailLang?: 'en';
  image: string | null;
}

/** /admin/texts: the Kiswahili and Arabic texts of hotels (with their room types) and marketplace products. */
export function CatalogueTextsPage() {
  const { t } = useTranslation(['backoffice', 'admin']);
  const format = useFormat();
  const [kind, setKind] = useState<Kind>('hotel');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ kind: Kind; item: Item } | null>(null);
  // The lists of the photos page (hotels) and of the stock page (products).
  const hotels = trpc.media.items.useQuery({ ownerType: 'hotel', search: debounced || undefined }, { enabled: kind === 'hotel' });
  const products = trpc.shop.stock.list.useQuery(
    { search: debounced || undefined, page, limit: PAGE_SIZE },
    { enabled: kind === 'product', placeholderData: (previous) => previous },
  );
  const query = kind === 'hotel' ? hotels : products;
  const items: Item[] | undefined =
    kind === 'hotel'
      ? hotels.data?.map((hotel) => ({ id: hotel.id, name: hotel.name, detail: hotel.place, detailLang: 'en' as const, image: hotel.image }))
      : products.data?.items.map((product) => ({
          id: product.id,
          name: product.name,
          detail: `${product.brand} · ${format.place(product.country)}`,
          image: product.image,
        }));
  const pages = products.data ? Math.max(1, Math.ceil(products.data.total / PAGE_SIZE)) : 1;
  return (
    <BackOfficePage title={t('admin:tools.texts')} testId="catalogue-texts">
      <Text size="sm" c="dimmed">
        {t('texts.intro')}
      </Text>
      <SegmentedControl
        styles={SEGMENT_TARGETS}
        value={kind}
        onChange={(value) => {
          setKind(value as Kind);
          setPage(1);
        }}
        data={[
          { value: 'hotel', label: t('texts.hotels') },
          { value: 'product', label: t('texts.products') },
        ]}
        aria-label={t('texts.kind')}
      />
      <TextInput
        aria-label={t('texts.search')}
        placeholder={t(`texts.placeholder.${kind}`)}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      {items ? (
        <Stack gap="xs">
          {items.length === 0 && (
            <Text c="dimmed" role="status">
              {t('texts.none')}
            </Text>
          )}
          {items.map((item) => (
            <Card key={item.id} withBorder radius="md" p="xs" data-testid="texts-row">
              <Group wrap="nowrap" gap="sm">
                {item.image && <Image src={item.image} alt="" w={64} h={48} radius="sm" fit="cover" style={{ flexShrink: 0 }} />}
                <Stack gap={0} miw={0} style={{ flex: 1 }}>
                  {/* Names are the catalogue's, as written. */}
                  <Text fw={600} size="sm" lineClamp={2} lang="en" style={OWN_DIRECTION}>
                    {item.name}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1} lang={item.detailLang} style={OWN_DIRECTION}>
                    {item.detail}
                  </Text>
                </Stack>
                <Button
                  variant="light"
                  leftSection={<IconLanguage size={16} aria-hidden />}
                  onClick={() => setOpen({ kind, item })}
                  aria-label={t('texts.editFor', { name: item.name })}
                >
                  {t('texts.edit')}
                </Button>
              </Group>
            </Card>
          ))}
          {kind === 'product' && <PageNav total={pages} value={page} onChange={setPage} />}
        </Stack>
      ) : (
        <QueryState
          what={t(kind === 'hotel' ? 'texts.hotels' : 'texts.products')}
          isPending={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      <AppModal opened={open !== null} onClose={() => setOpen(null)} title={open ? t('texts.textsOf', { name: open.item.name }) : ''} fullScreenOnPhone>
        {open?.kind === 'hotel' && <HotelTextsEditor id={open.item.id} />}
        {open?.kind === 'product' && <ProductTextsEditor id={open.item.id} />}
      </AppModal>
    </BackOfficePage>
  );
}
