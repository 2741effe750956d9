import { BackgroundImage, Badge, Box, Button, Overlay, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClaimOffer } from '../../booking/claim-offer';

// Up to 40% off the first booking. Claim Now tells each visitor what is true: a
// traveller who has booked before, that the offer is for a first booking; anyone else gets the
// claim, which checkout applies. Signed out, the sign-in dialog opens and the claim goes
// through once they have signed in or registered (booking/claim-offer.ts).
export function MobileExclusiveBanner() {
  const { t } = useTranslation('home');
  const { claim, checking } = useClaimOffer();
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
        <Button mt="md" color="yellow" c="dark" onClick={claim} loading={checking}>
          {t('offer.claimNow')}
        </Button>
      </Box>
    </BackgroundImage>
  );
}
