// DEMO DATA: the demo catalogue's hotels across East Africa and the Gulf. Names, prices,
// ratings and room counts are invented for the demo; they are not real offers.
// Pictures reuse a small fixed set: /images/hotels/hotel-1.svg .. hotel-8.svg.

import { demoCancellationPolicy } from './cancellation-policies';

const HOTEL_PICTURES = 8;

interface DemoHotel {
  id: string;
  name: string;
  area: string;
  city: string;
  country: string;
  price: number;
  rating: string;
  rooms: number;
  amenities: string[];
  description: string;
}

const hotels: DemoHotel[] = [
  // Kenya
  { id: 'nairobi-acacia-heights', name: 'Acacia Heights Hotel', area: 'Westlands', city: 'Nairobi', country: 'Kenya', price: 135, rating: '4.5', rooms: 24, amenities: ['Free WiFi', 'Pool', 'Restaurant', 'Airport Shuttle', 'Gym'], description: 'Business-friendly hotel in Westlands with a rooftop pool and quick access to the city centre.' },
  { id: 'nairobi-karen-garden-lodge', name: 'Karen Garden Lodge', area: 'Karen', city: 'Nairobi', country: 'Kenya', price: 165, rating: '4.7', rooms: 12, amenities: ['Free WiFi', 'Garden', 'Breakfast Included', 'Spa', 'Safari Desk'], description: 'Leafy lodge near the Giraffe Centre and Nairobi National Park, with cottage rooms and a spa.' },
  { id: 'nairobi-cbd-city-stay', name: 'City Stay Nairobi CBD', area: 'Central Business District', city: 'Nairobi', country: 'Kenya', price: 78, rating: '3.8', rooms: 40, amenities: ['Free WiFi', 'Restaurant', 'Parking', 'Air Conditioning'], description: 'Simple, central rooms a short walk from the Kenyatta International Convention Centre.' },
  { id: 'nairobi-jkia-transit-inn', name: 'JKIA Transit Inn', area: 'Embakasi', city: 'Nairobi', country: 'Kenya', price: 92, rating: '3.6', rooms: 30, amenities: ['Free WiFi', 'Airport Shuttle', 'Restaurant', '24h Front Desk'], description: 'Five minutes from Jomo Kenyatta International Airport, made for early flights and layovers.' },
  { id: 'mombasa-tudor-creek-hotel', name: 'Tudor Creek Hotel', area: 'Old Town', city: 'Mombasa', country: 'Kenya', price: 85, rating: '4.1', rooms: 20, amenities: ['Free WiFi', 'Pool', 'Restaurant', 'Air Conditioning'], description: 'Creek-side rooms near Fort Jesus and the alleys of Mombasa Old Town.' },
  { id: 'mombasa-nyali-beach-resort', name: 'Nyali Beach Resort', area: 'Nyali', city: 'Mombasa', country: 'Kenya', price: 148, rating: '4.4', rooms: 28, amenities: ['Beach Access', 'Pool', 'Spa', 'Kids Club', 'Free WiFi'], description: 'Family resort on Nyali beach with a lagoon pool and water sports.' },
  { id: 'diani-coral-sands', name: 'Coral Sands Diani', area: 'Diani Beach', city: 'Diani', country: 'Kenya', price: 172, rating: '4.6', rooms: 18, amenities: ['Beach Access', 'Pool', 'Restaurant', 'Bar', 'Free WiFi'], description: 'White-sand beachfront on the south coast, with kite-surfing and colobus monkeys in the gardens.' },
  { id: 'diani-palm-shade-cottages', name: 'Palm Shade Cottages', area: 'Diani Beach', city: 'Diani', country: 'Kenya', price: 96, rating: '4.2', rooms: 10, amenities: ['Pool', 'Garden', 'Breakfast Included', 'Free WiFi'], description: 'Quiet thatched cottages a short walk from the beach.' },
  { id: 'mara-river-tented-camp', name: 'Mara River Tented Camp', area: 'Maasai Mara', city: 'Narok', country: 'Kenya', price: 320, rating: '4.9', rooms: 8, amenities: ['Full Board', 'Game Drives', 'Safari Desk', 'Bar'], description: 'Canvas suites on the Mara River, with game drives and migration crossings in season.' },
  // Tanzania
  { id: 'zanzibar-stone-town-house', name: 'Stone Town Heritage House', area: 'Stone Town', city: 'Zanzibar', country: 'Tanzania', price: 110, rating: '4.4', rooms: 14, amenities: ['Rooftop Terrace', 'Breakfast Included', 'Free WiFi', 'Air Conditioning'], description: 'Restored merchant house with carved doors and a rooftop terrace over the old town.' },
  { id: 'zanzibar-nungwi-beach-resort', name: 'Nungwi Beach Resort', area: 'Nungwi', city: 'Zanzibar', country: 'Tanzania', price: 195, rating: '4.7', rooms: 26, amenities: ['Beach Access', 'Pool', 'Spa', 'Restaurant', 'Bar'], description: 'Sunset beach on the northern tip of the island, with dhow cruises and snorkelling.' },
  { id: 'zanzibar-paje-kite-lodge', name: 'Paje Kite Lodge', area: 'Paje', city: 'Zanzibar', country: 'Tanzania', price: 88, rating: '4.0', rooms: 16, amenities: ['Beach Access', 'Free WiFi', 'Bar', 'Bicycle Hire'], description: 'Relaxed east-coast lodge on the lagoon, a favourite of kite-surfers.' },
  { id: 'zanzibar-kendwa-ocean-villas', name: 'Kendwa Ocean Villas', area: 'Kendwa', city: 'Zanzibar', country: 'Tanzania', price: 260, rating: '5.0', rooms: 9, amenities: ['Private Pool', 'Beach Access', 'Spa', 'Butler Service', 'Free WiFi'], description: 'Private villas with plunge pools on one of the few beaches swimmable at every tide.' },
  { id: 'arusha-kilimanjaro-view-lodge', name: 'Kilimanjaro View Lodge', area: 'Usa River', city: 'Arusha', country: 'Tanzania', price: 145, rating: '4.5', rooms: 20, amenities: ['Pool', 'Garden', 'Restaurant', 'Safari Desk', 'Free WiFi'], description: 'Coffee-estate lodge between Arusha and Kilimanjaro Airport, the start of northern-circuit safaris.' },
  { id: 'arusha-clock-tower-hotel', name: 'Clock Tower Hotel Arusha', area: 'City Centre', city: 'Arusha', country: 'Tanzania', price: 74, rating: '3.7', rooms: 32, amenities: ['Free WiFi', 'Restaurant', 'Parking', 'Airport Shuttle'], description: 'Central, good-value rooms near the clock tower and the safari operators.' },
  { id: 'serengeti-plains-camp', name: 'Serengeti Plains Camp', area: 'Central Serengeti', city: 'Serengeti', country: 'Tanzania', price: 340, rating: '4.8', rooms: 10, amenities: ['Full Board', 'Game Drives', 'Bar', 'Safari Desk'], description: 'Mobile tented camp following the seasons in the heart of the Serengeti.' },
  { id: 'dar-harbour-view-hotel', name: 'Harbour View Hotel', area: 'Kivukoni', city: 'Dar es Salaam', country: 'Tanzania', price: 118, rating: '4.2', rooms: 36, amenities: ['Free WiFi', 'Pool', 'Gym', 'Restaurant', 'Airport Shuttle'], description: 'Harbour-front rooms near the Zanzibar ferry terminal and the fish market.' },
  { id: 'dar-msasani-bay-suites', name: 'Msasani Bay Suites', area: 'Msasani Peninsula', city: 'Dar es Salaam', country: 'Tanzania', price: 150, rating: '4.5', rooms: 22, amenities: ['Pool', 'Beach Access', 'Spa', 'Free WiFi', 'Kitchenette'], description: 'Apartment-style suites on the peninsula, close to the Slipway and its restaurants.' },
  // Uganda
  { id: 'kampala-kololo-hill-hotel', name: 'Kololo Hill Hotel', area: 'Kololo', city: 'Kampala', country: 'Uganda', price: 112, rating: '4.3', rooms: 26, amenities: ['Free WiFi', 'Pool', 'Gym', 'Restaurant'], description: 'Hilltop hotel with views across Kampala\'s seven hills.' },
  { id: 'kampala-nile-avenue-inn', name: 'Nile Avenue Inn', area: 'Central Division', city: 'Kampala', country: 'Uganda', price: 68, rating: '3.5', rooms: 34, amenities: ['Free WiFi', 'Restaurant', 'Parking'], description: 'Practical city-centre rooms near the Uganda Museum and the craft markets.' },
  { id: 'entebbe-lakeshore-resort', name: 'Lakeshore Resort Entebbe', area: 'Lake Victoria', city: 'Entebbe', country: 'Uganda', price: 124, rating: '4.4', rooms: 22, amenities: ['Lake View', 'Pool', 'Restaurant', 'Airport Shuttle', 'Free WiFi'], description: 'On the shore of Lake Victoria, ten minutes from Entebbe International Airport.' },
  { id: 'entebbe-botanical-guesthouse', name: 'Botanical Gardens Guesthouse', area: 'Botanical Gardens', city: 'Entebbe', country: 'Uganda', price: 59, rating: '3.9', rooms: 12, amenities: ['Garden', 'Breakfast Included', 'Free WiFi'], description: 'Friendly guesthouse beside the botanical gardens and the wildlife education centre.' },
  // Rwanda
  { id: 'kigali-thousand-hills-hotel', name: 'Thousand Hills Hotel', area: 'Kiyovu', city: 'Kigali', country: 'Rwanda', price: 155, rating: '4.6', rooms: 30, amenities: ['Pool', 'Free WiFi', 'Restaurant', 'Gym', 'Airport Shuttle'], description: 'Landmark hotel in the green heart of Kigali, close to the convention centre.' },
  { id: 'kigali-nyarutarama-lodge', name: 'Nyarutarama Lodge', area: 'Nyarutarama', city: 'Kigali', country: 'Rwanda', price: 95, rating: '4.1', rooms: 16, amenities: ['Garden', 'Free WiFi', 'Breakfast Included', 'Parking'], description: 'Boutique lodge in a quiet residential district near the golf course.' },
  { id: 'kigali-city-centre-suites', name: 'Kigali City Centre Suites', area: 'Nyarugenge', city: 'Kigali', country: 'Rwanda', price: 82, rating: '3.8', rooms: 28, amenities: ['Free WiFi', 'Kitchenette', 'Air Conditioning', 'Gym'], description: 'Serviced suites for longer stays, walking distance from the city centre.' },
  // Ethiopia
  { id: 'addis-entoto-view-hotel', name: 'Entoto View Hotel', area: 'Bole', city: 'Addis Ababa', country: 'Ethiopia', price: 105, rating: '4.2', rooms: 34, amenities: ['Free WiFi', 'Restaurant', 'Spa', 'Airport Shuttle', 'Gym'], description: 'Modern hotel on Bole Road, ten minutes from Bole International Airport.' },
  { id: 'addis-piassa-heritage-inn', name: 'Piassa Heritage Inn', area: 'Piassa', city: 'Addis Ababa', country: 'Ethiopia', price: 64, rating: '3.6', rooms: 20, amenities: ['Free WiFi', 'Restaurant', 'Coffee Ceremony'], description: 'Historic quarter inn with a daily Ethiopian coffee ceremony.' },
  // UAE
  { id: 'dubai-marina-skyline-hotel', name: 'Marina Skyline Hotel', area: 'Dubai Marina', city: 'Dubai', country: 'United Arab Emirates', price: 210, rating: '4.6', rooms: 40, amenities: ['Pool', 'Gym', 'Spa', 'Free WiFi', 'Beach Access'], description: 'High-rise hotel over the marina promenade, a few minutes from JBR beach.' },
  { id: 'dubai-creek-heritage-hotel', name: 'Creek Heritage Hotel', area: 'Al Fahidi', city: 'Dubai', country: 'United Arab Emirates', price: 120, rating: '4.3', rooms: 22, amenities: ['Free WiFi', 'Rooftop Terrace', 'Restaurant', 'Air Conditioning'], description: 'Wind-tower courtyard hotel by the Creek, the souks and the abra stations.' },
  { id: 'dubai-downtown-view-suites', name: 'Downtown View Suites', area: 'Downtown Dubai', city: 'Dubai', country: 'United Arab Emirates', price: 285, rating: '4.8', rooms: 30, amenities: ['Pool', 'Spa', 'Gym', 'Free WiFi', 'Kitchenette'], description: 'Suites facing the Burj Khalifa and the fountain shows.' },
  { id: 'dubai-airport-transit-hotel', name: 'DXB Transit Hotel', area: 'Al Garhoud', city: 'Dubai', country: 'United Arab Emirates', price: 99, rating: '3.9', rooms: 50, amenities: ['Airport Shuttle', 'Free WiFi', 'Restaurant', '24h Front Desk'], description: 'Five minutes from Dubai International, for layovers and late arrivals.' },
  { id: 'dubai-palm-royal-resort', name: 'Palm Royal Resort', area: 'Palm Jumeirah', city: 'Dubai', country: 'United Arab Emirates', price: 420, rating: '5.0', rooms: 25, amenities: ['Private Beach', 'Pool', 'Spa', 'Kids Club', 'Butler Service'], description: 'Beach resort on the crescent of Palm Jumeirah with views back to the skyline.' },
  { id: 'abu-dhabi-corniche-hotel', name: 'Corniche Bay Hotel', area: 'Corniche', city: 'Abu Dhabi', country: 'United Arab Emirates', price: 175, rating: '4.5', rooms: 32, amenities: ['Beach Access', 'Pool', 'Gym', 'Free WiFi', 'Restaurant'], description: 'On the Corniche with its beaches and cycle path, near Qasr Al Hosn.' },
  { id: 'abu-dhabi-saadiyat-dunes', name: 'Saadiyat Dunes Resort', area: 'Saadiyat Island', city: 'Abu Dhabi', country: 'United Arab Emirates', price: 310, rating: '4.9', rooms: 20, amenities: ['Private Beach', 'Pool', 'Spa', 'Golf', 'Kids Club'], description: 'Dune-backed beach resort next to the island\'s museums.' },
  // Qatar, Oman
  { id: 'doha-west-bay-tower', name: 'West Bay Tower Hotel', area: 'West Bay', city: 'Doha', country: 'Qatar', price: 190, rating: '4.6', rooms: 36, amenities: ['Pool', 'Spa', 'Gym', 'Free WiFi', 'Restaurant'], description: 'Tower hotel over the Corniche with views of the bay and the Museum of Islamic Art.' },
  { id: 'doha-souq-waqif-boutique', name: 'Souq Waqif Boutique Hotel', area: 'Souq Waqif', city: 'Doha', country: 'Qatar', price: 140, rating: '4.4', rooms: 14, amenities: ['Free WiFi', 'Rooftop Terrace', 'Restaurant', 'Air Conditioning'], description: 'Small hotel inside the old souq, among spice stalls and falcon shops.' },
  { id: 'muscat-mutrah-corniche-hotel', name: 'Mutrah Corniche Hotel', area: 'Mutrah', city: 'Muscat', country: 'Oman', price: 115, rating: '4.2', rooms: 24, amenities: ['Sea View', 'Free WiFi', 'Restaurant', 'Parking'], description: 'Facing the harbour and the Mutrah souq, below the old Portuguese forts.' },
  { id: 'muscat-qurum-beach-resort', name: 'Qurum Beach Resort', area: 'Qurum', city: 'Muscat', country: 'Oman', price: 205, rating: '4.7', rooms: 28, amenities: ['Beach Access', 'Pool', 'Spa', 'Gym', 'Free WiFi'], description: 'Beach resort between the Royal Opera House and Qurum Natural Park.' },
];

export const demoHotels = hotels.map((hotel, index) => ({
  id: hotel.id,
  name: hotel.name,
  city: hotel.city,
  country: hotel.country,
  location: `${hotel.area}, ${hotel.city}, ${hotel.country}`,
  description: hotel.description,
  pricePerNightCents: hotel.price * 100,
  currency: 'USD',
  rating: hotel.rating,
  rooms: hotel.rooms,
  amenities: hotel.amenities,
  // Three pictures from the shared set, rotating so that neighbours differ.
  images: [0, 1, 2].map((offset) => `/images/hotels/hotel-${((index * 3 + offset) % HOTEL_PICTURES) + 1}.svg`),
  cancellationPolicy: demoCancellationPolicy(index),
}));
