import { BackgroundImage, Badge, Box, Button, Overlay, Text, Title } from '@mantine/core';
import { showToast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { claimFirstBookingOffer } from '../../lib/first-booking-offer';

// Spec §2/§9: up to 40% off the first booking. Claim Now records the claim; checkout applies
// the offer to a first booking.
export function MobileExclusiveBanner() {
  const { t } = useTranslation('home');
  const claim = () => {
    claimFirstBookingOffer();
    showToast({ title: t('offer.claimed'), message: t('offer.claimedText', { percent: 40 }), color: 'green' });
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
        <Button mt="md" color="yellow" c="dark" onClick={claim}>
          {t('offer.claimNow')}
        </Button>
      </Box>
    </BackgroundImage>
  );
}
