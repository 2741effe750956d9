// 'Popular Destinations': six fixed cards with their 'From $' prices.
export const demoPopularDestinations = [
  { id: 'dubai', name: 'Dubai', country: null, fromPriceCents: 39_900 },
  { id: 'nairobi', name: 'Nairobi', country: 'Kenya', fromPriceCents: 29_900 },
  { id: 'zanzibar', name: 'Zanzibar', country: 'Tanzania', fromPriceCents: 34_900 },
  { id: 'addis-ababa', name: 'Addis Ababa', country: 'Ethiopia', fromPriceCents: 24_900 },
  { id: 'kampala', name: 'Kampala', country: 'Uganda', fromPriceCents: 21_900 },
  { id: 'kigali', name: 'Kigali', country: 'Rwanda', fromPriceCents: 27_900 },
].map((destination, index) => ({
  ...destination,
  currency: 'USD',
  image: `/images/destinations/${destination.id}.svg`,
  sortOrder: index + 1,
}));
