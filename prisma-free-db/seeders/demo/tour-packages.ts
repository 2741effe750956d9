// The demo catalogue's eight tour packages (ids tour-1..tour-8 and their names).
// Prices are the deal prices in US cents; discountPercent drives the '40% OFF' badge
// (tour-2 Zanzibar Resort: 45%). Cancellation policies: a demo mix (docs/bookings-policies.md).
export const demoTourPackages = [
  { id: 'tour-1', cancellationPolicy: 'free_48h_half' as const, name: 'Serengeti National Park', duration: '5 Days / 4 Nights', durationDays: 5, location: 'Serengeti, Tanzania', priceCents: 129_900, discountPercent: 40,
    description: 'Game drives across the endless plains of the Serengeti with a chance to see the Big Five, with lodge stays and a park ranger guide.' },
  { id: 'tour-2', cancellationPolicy: 'free_24h_none' as const, name: 'Zanzibar Resort', duration: '4 Days / 3 Nights', durationDays: 4, location: 'Nungwi, Zanzibar', priceCents: 89_900, discountPercent: 45,
    description: 'White-sand beaches, a spice farm visit and a Stone Town walking tour from a beachfront resort.' },
  { id: 'tour-3', cancellationPolicy: 'non_refundable' as const, name: 'Dubai City Tour', duration: '3 Days / 2 Nights', durationDays: 3, location: 'Dubai, UAE', priceCents: 59_900, discountPercent: 40,
    description: 'Old Dubai souks, an abra ride on the Creek, the Burj Khalifa and an evening desert safari.' },
  { id: 'tour-4', cancellationPolicy: 'free_48h_half' as const, name: 'Maasai Mara Safari', duration: '3 Days / 2 Nights', durationDays: 3, location: 'Maasai Mara, Kenya', priceCents: 74_900, discountPercent: 40,
    description: 'Big cats and a Maasai village visit in Kenya\'s most famous reserve, with a tented camp stay.' },
  { id: 'tour-5', cancellationPolicy: 'free_24h_none' as const, name: 'Amboseli Elephant Safari', duration: '2 Days / 1 Night', durationDays: 2, location: 'Amboseli, Kenya', priceCents: 44_900, discountPercent: 40,
    description: 'Herds of elephants under Mount Kilimanjaro, with sunrise and sunset game drives.' },
  { id: 'tour-6', cancellationPolicy: 'non_refundable' as const, name: 'Luxury Bush Dining Safari', duration: '4 Days / 3 Nights', durationDays: 4, location: 'Laikipia, Kenya', priceCents: 189_900, discountPercent: 40,
    description: 'Private game drives by day and candle-lit dinners in the bush by night at a luxury conservancy lodge.' },
  { id: 'tour-7', cancellationPolicy: 'free_48h_half' as const, name: 'Great Migration Safari', duration: '7 Days / 6 Nights', durationDays: 7, location: 'Serengeti & Maasai Mara', priceCents: 249_900, discountPercent: 40,
    description: 'Follow the wildebeest migration and the Mara River crossings from Tanzania into Kenya.' },
  { id: 'tour-8', cancellationPolicy: 'free_24h_none' as const, name: 'Giraffe Conservation Safari', duration: '1 Day', durationDays: 1, location: 'Nairobi, Kenya', priceCents: 18_900, discountPercent: 40,
    description: 'Meet endangered Rothschild giraffes at a Nairobi conservation centre and Nairobi National Park.' },
].map((tour, index) => ({ ...tour, images: [`/images/tours/${tour.id}.svg`], sortOrder: index + 1, currency: 'USD', featured: true }));
