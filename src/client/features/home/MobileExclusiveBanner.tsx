import { useState } from 'react';
import { BackgroundImage, Badge, Box, Button, Overlay, Text, Title } from '@mantine/core';
import { showToast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { claimFirstBookingOffer } from '../../booking/first-booking-offer';
import { useCurrentUser } from '../../lib/current-user';
import { openAuthDialog } from '../../dialogs/auth-dialog';
import { trpc } from '../../lib/trpc';

// Spec §2/§9: up to 40% off the first booking. Claim Now tells each visitor what is true
// (issue 9, item 18): signed out, to sign in first (the dialog opens); a traveller who has
// booked before, that the offer is for a first booking; anyone else gets the claim, which
// checkout applies.
export function MobileExclusiveBanner() {
  const { t } = useTranslation('home');
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const [checking, setChecking] = useState(false);
  const claim = async () => {
    if (!user) {
      showToast({ title: t('offer.signInTitle'), message: t('offer.signInText'), color: 'blue' });
      openAuthDialog('login');
      return;
    }
    setChecking(true);
    try {
      const status = await utils.bookings.offer.fetch(undefined, { staleTime: 0 });
      if (status.eligible === false) {
        showToast({ title: t('offer.notEligibleTitle'), message: t('offer.notEligibleText'), color: 'orange' });
        return;
      }
      claimFirstBookingOffer();
      showToast({ title: t('offer.claimed'), message: t('offer.claimedText', { percent: 40 }), color: 'green' });
    } catch {
      showToast({ title: t('common:error'), message: t('common:offline'), color: 'red' });
    } finally {
      setChecking(false);
    }
  };
  return (
    <BackgroundImage src="/images/app/exclusive.svg" radius="lg" pos="relative" style={{ overflow: 'hidden' }}>
      <Overlay gradient="linear-gradient(90deg, rgba(12,60,110,0.95) 0%, rgba(12,60,110,0.8) 100%)" opacity={1} zIndex={0} />
      <Box p="lg" pos="relative" style={{ zIndex: 1 }}>
        <Badge color="yellow" c="dark">
          {t('offer.badge')}
        </Badge>
        <Title order={2} fz="h3" c="white" mt="xs">
          {t('offer.title', { percent: 40 })}
        </Title>
        <Text c="white" size="sm">
          {t('offer.text')}
        </Text>
        <Button mt="md" color="yellow" c="dark" onClick={() => void claim()} loading={checking}>
          {t('offer.claimNow')}
        </Button>
      </Box>
    </BackgroundImage>
  );
}
