import { useId, useState } from 'react';
import { ActionIcon, Alert, Button, Chip, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconReceipt, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAX_RIDE_COMMENT_LENGTH, type Ride } from '@shared/schemas/taxi';
import { serverMessage } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { usePriceFormat } from '../../lib/display-currency';

const STARS = [1, 2, 3, 4, 5];
/** Tips offered in one tap, in USD. */
const TIPS = ['1.00', '2.00', '5.00'];

/** A completed ride, for its rider: rate the driver and tip (each once), and the receipt. */
export function AfterRide({ ride: initial }: { ride: Ride }) {
  const { t } = useTranslation('taxi');
  const prices = usePriceFormat();
  const starsLabel = useId();
  const tipLabel = useId();
  const utils = trpc.useUtils();
  const [ride, setRide] = useState(initial);
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [tip, setTip] = useState<string>('');
  const [failure, setFailure] = useState<string>();
  const rate = trpc.taxi.rate.useMutation();
  const giveTip = trpc.taxi.tip.useMutation();
  // Staff looking at a traveller's ride see the rating, and cannot give one.
  const mayAct = !ride.forCustomer;

  const done = (updated: Ride) => {
    setRide(updated);
    void utils.taxi.get.invalidate({ id: updated.id });
  };
  const fail = (error: unknown) => setFailure(serverMessage(error));

  const submitRating = () => {
    if (stars === 0) return setFailure(t('after.chooseStars'));
    setFailure(undefined);
    rate.mutate(
      { id: ride.id, stars, comment: comment.trim() || undefined },
      {
        onSuccess: (updated) => {
          done(updated);
          showToast({ title: t('after.thanks'), message: t('after.ratedText', { driver: updated.driverName }), color: 'green' });
        },
        onError: fail,
      },
    );
  };
  const submitTip = () => {
    if (!tip) return;
    setFailure(undefined);
    giveTip.mutate({ id: ride.id, amount: tip }, { onSuccess: done, onError: fail });
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="after-ride">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('after.title', { driver: ride.driverName })}
        </Title>
        {ride.rating ? (
          <Text size="sm" data-testid="your-rating">
            {t('after.yourRating', { count: ride.rating.stars })}
            {ride.rating.comment ? ` · “${ride.rating.comment}”` : ''}
          </Text>
        ) : (
          mayAct && (
            <>
              <Text size="sm" fw={500} id={starsLabel}>
                {t('after.rate')}
              </Text>
              <Group gap={4} role="group" aria-labelledby={starsLabel}>
                {STARS.map((count) => (
                  <ActionIcon
                    key={count}
                    size={44}
                    variant="subtle"
                    color="yellow"
                    aria-label={t('after.stars', { count })}
                    aria-pressed={stars === count}
                    onClick={() => setStars(count)}
                  >
                    {count <= stars ? <IconStarFilled size={28} aria-hidden /> : <IconStar size={28} aria-hidden />}
                  </ActionIcon>
                ))}
              </Group>
              <Textarea
                label={t('after.comment')}
                value={comment}
                maxLength={MAX_RIDE_COMMENT_LENGTH}
                autosize
                minRows={2}
                onChange={(event) => setComment(event.currentTarget.value)}
              />
              <Button onClick={submitRating} loading={rate.isPending}>
                {t('after.sendRating')}
              </Button>
            </>
          )
        )}

        {ride.tip ? (
          <Text size="sm" data-testid="your-tip">
            {t('after.yourTip', { amount: prices.moneyExact(ride.tip, ride.currency) })}
          </Text>
        ) : (
          mayAct && (
            <>
              <Text size="sm" fw={500} id={tipLabel}>
                {ride.paymentMethod === 'card' ? t('after.tipCard', { last4: ride.cardLast4 }) : t('after.tipCash')}
              </Text>
              <Chip.Group value={tip} onChange={(value) => setTip(value as string)}>
                <Group gap="xs" role="group" aria-labelledby={tipLabel}>
                  {TIPS.map((amount) => (
                    <Chip key={amount} value={amount} size="md" styles={{ label: { minHeight: 44, minWidth: 64, justifyContent: 'center' } }}>
                      {prices.moneyExact(amount, ride.currency)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              <Button variant="light" onClick={submitTip} loading={giveTip.isPending} disabled={!tip}>
                {t('after.sendTip')}
              </Button>
            </>
          )
        )}

        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Button component={Link} to={`/rides/${ride.id}/receipt`} variant="default" leftSection={<IconReceipt size={16} aria-hidden />}>
          {t('after.receipt')}
        </Button>
      </Stack>
    </Paper>
  );
}
