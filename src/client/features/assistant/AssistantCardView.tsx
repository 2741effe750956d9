import type { ReactNode } from 'react';
import { Badge, Box, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AssistantCard } from '@shared/schemas/assistant';
import { useFormat } from '../../i18n/format';
import type { AssistantBooking } from '@shared/schemas/assistant';
import { usePriceFormat } from '../../lib/display-currency';

/** Badge colours: cargo pending yellow, in_transit blue, delivered green; bookings confirmed green, pending yellow, cancelled red; anything else grey. */
const STATUS_COLORS: Record<string, string> = {
  pending: 'yellow',
  in_transit: 'blue',
  delivered: 'green',
  confirmed: 'green',
  placed: 'green',
  completed: 'green',
  cancelled: 'red',
};

const PRICE_KEYS = { person: 'card.perPerson', night: 'card.perNight', day: 'card.perDay', item: 'card.perItem', trip: 'card.total' } as const;

function useCardLines(card: AssistantCard) {
  const { t } = useTranslation('assistant');
  const format = useFormat();
  const prices = usePriceFormat();
  const price = card.price
    ? t(card.price.per ? PRICE_KEYS[card.price.per] : 'card.total', { price: prices.moneyExact(card.price.amount, card.price.currency) })
    : null;
  const facts: string[] = [];
  if (card.rating) facts.push(t('card.rating', { rating: card.rating }));
  if (card.kind === 'tour' && card.date) facts.push(t('card.departure', { date: format.shortDate(card.date) }));
  else if (card.kind === 'shipment' && card.date) facts.push(t('card.delivery', { date: format.mediumDate(card.date) }));
  else if (card.date && card.endDate && card.endDate !== card.date)
    facts.push(t('card.dates', { from: format.shortDate(card.date), to: format.shortDate(card.endDate) }));
  else if (card.date) facts.push(format.mediumDate(card.date));
  if (card.kind === 'flight' && card.status) facts.push(t(card.status === 'non_stop' ? 'card.nonStop' : 'card.oneStop'));
  if (card.available !== null) facts.push(card.available > 0 ? t('card.left', { count: card.available }) : t('card.soldOut'));
  const action = card.action.type === 'book' || card.kind === 'tour' ? t('card.book') : card.kind === 'shipment' ? t('card.track') : t('card.view');
  return { price, facts, action };
}

export interface CardActions {
  start: (booking: AssistantBooking) => void;
  /** The item whose booking is being started. */
  startingItemId: string | undefined;
  /** Opens an in-app path from the chat drawer (the new page takes the drawer's history entry). */
  open: (path: string) => void;
}

/** One item the answer names; tapping it books it, or opens its page (booking, product, tracking). */
export function AssistantCardView({ card, actions: { start: startBooking, startingItemId, open } }: { card: AssistantCard; actions: CardActions }) {
  const { t } = useTranslation('assistant');
  const { price, facts, action } = useCardLines(card);
  const format = useFormat();
  const status = card.kind === 'shipment' || card.kind === 'booking' ? card.status : null;
  const body: ReactNode = (
    <Group gap="sm" wrap="nowrap" align="flex-start" p="xs">
      {card.image && <Image src={card.image} alt="" w={56} h={56} radius="sm" fit="cover" style={{ flexShrink: 0 }} />}
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
          <Text fw={700} size="sm" lineClamp={2} dir="auto">
            {card.title}
          </Text>
          {status && (
            <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light" size="sm" style={{ flexShrink: 0 }}>
              {t(`status.${status}`, { defaultValue: status })}
            </Badge>
          )}
        </Group>
        {card.subtitle && (
          <Text size="xs" c="dimmed" lineClamp={2} dir="auto">
            {/* Addresses, cities and airports in the page's language ('كارين، نيروبي، كينيا'). */}
            {format.place(card.subtitle)}
          </Text>
        )}
        {facts.length > 0 && (
          <Text size="xs" c="dimmed">
            {facts.join(' · ')}
          </Text>
        )}
        <Group gap="xs" justify="space-between" wrap="nowrap" mt={4}>
          {price ? (
            <Text fw={800} size="sm" c="var(--mantine-primary-color-filled)">
              {price}
            </Text>
          ) : (
            <span />
          )}
          <Group gap={2} wrap="nowrap" c="var(--mantine-primary-color-filled)">
            <Text fw={700} size="sm">
              {startingItemId === card.id ? t('card.starting') : action}
            </Text>
            <IconChevronRight size={16} className="flip-rtl" aria-hidden />
          </Group>
        </Group>
      </Box>
    </Group>
  );
  const style = {
    display: 'block',
    width: '100%',
    border: '1px solid var(--mantine-color-default-border)',
    borderRadius: 'var(--mantine-radius-md)',
    background: 'var(--mantine-color-body)',
  };
  if (card.action.type === 'book') {
    const request = card.action.booking;
    return (
      <UnstyledButton
        style={style}
        onClick={() => startBooking(request)}
        data-testid="assistant-card"
        data-kind={card.kind}
        aria-busy={startingItemId === card.id}
      >
        {body}
      </UnstyledButton>
    );
  }
  const path = card.action.path;
  return (
    <UnstyledButton
      component={Link}
      to={path}
      style={style}
      data-testid="assistant-card"
      data-kind={card.kind}
      onClick={(event) => {
        // Plain taps only: a new tab or window keeps the browser's own handling.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        open(path);
      }}
    >
      {body}
    </UnstyledButton>
  );
}
