import { BackgroundImage, Badge, Box, Button, Overlay, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { claimFirstBookingOffer } from '../../lib/first-booking-offer';

// Spec §2/§9: up to 40% off the first booking. Claim Now records the claim; checkout applies
// the offer to a first booking.
export function MobileExclusiveBanner() {
  const claim = () => {
    claimFirstBookingOffer();
    notifications.show({ title: 'Offer claimed', message: 'Up to 40% off your first booking is applied at checkout.', color: 'green' });
  };
  return (
    <BackgroundImage src="/images/app/exclusive.svg" radius="lg" pos="relative" style={{ overflow: 'hidden' }}>
      <Overlay gradient="linear-gradient(90deg, rgba(12,60,110,0.92) 0%, rgba(12,60,110,0.55) 100%)" opacity={1} zIndex={0} />
      <Box p="lg" pos="relative" style={{ zIndex: 1 }}>
        <Badge color="yellow" c="dark">
          Mobile Exclusive
        </Badge>
        <Title order={3} c="white" mt="xs">
          Up to 40% off your first booking
        </Title>
        <Text c="white" size="sm" opacity={0.9}>
          Book any hotel, flight, car or tour in the app.
        </Text>
        <Button mt="md" color="yellow" c="dark" onClick={claim}>
          Claim Now
        </Button>
      </Box>
    </BackgroundImage>
  );
}
