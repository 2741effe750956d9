// DEMO DATA: what the demo catalogue's tour pages show (day-by-day plan, inclusions, meeting
// point). Invented for the demo, like the packages themselves; they are not real offers.
// One itinerary day per day of the package (a test keeps them equal).
import type { TourItineraryDay } from '@shared/schemas/tours';

interface DemoTourDetails {
  itinerary: TourItineraryDay[];
  included: string[];
  excluded: string[];
  meetingPoint: string;
}

const days = (...entries: [string, string][]): TourItineraryDay[] => entries.map(([title, text], index) => ({ day: index + 1, title, text }));

const SAFARI_INCLUDED = [
  'Park entry fees',
  'Game drives in a 4x4 with a pop-up roof',
  'English-speaking driver-guide',
  'Meals as listed',
  'Bottled water on drives',
];
const SAFARI_EXCLUDED = ['International flights', 'Visa fees', 'Tips for guide and lodge staff', 'Drinks at the lodge', 'Travel insurance'];

export const demoTourDetails: Record<string, DemoTourDetails> = {
  'tour-1': {
    itinerary: days(
      ['Arusha to the Serengeti', 'Drive west over the Ngorongoro highlands to the Serengeti; afternoon game drive and lodge check-in.'],
      ['Central Serengeti', 'Full day in the Seronera valley, known for its lions and leopards; picnic lunch in the park.'],
      ['Following the herds', 'Early start towards the wildebeest herds (their place depends on the season), ranger talk in the evening.'],
      ['Kopjes and rivers', 'Morning at the Moru kopjes, afternoon at the Grumeti hippo pools.'],
      ['Back to Arusha', 'Last sunrise drive, breakfast, then the drive back to Arusha, arriving late afternoon.'],
    ),
    included: [...SAFARI_INCLUDED, '4 nights in a safari lodge'],
    excluded: SAFARI_EXCLUDED,
    meetingPoint: 'Arusha Clock Tower, Arusha, Tanzania, 07:00 on the first day',
  },
  'tour-2': {
    itinerary: days(
      ['Arrival in Nungwi', 'Transfer from Zanzibar airport to the beachfront resort; sunset dhow cruise.'],
      ['Spice farm', 'Morning at a spice farm near Kizimbani, afternoon free on the beach.'],
      ['Stone Town', 'Guided walk through Stone Town: the Old Fort, the House of Wonders and the Darajani market.'],
      ['Departure', 'Breakfast and transfer back to the airport.'],
    ),
    included: ['3 nights at a beachfront resort, breakfast and dinner', 'Airport transfers', 'Spice farm visit', 'Stone Town walking tour with a guide'],
    excluded: ['Flights to Zanzibar', 'Lunches', 'Snorkelling and diving trips', 'Tips'],
    meetingPoint: 'Abeid Amani Karume International Airport (ZNZ), arrivals hall, Zanzibar',
  },
  'tour-3': {
    itinerary: days(
      ['Old Dubai', 'Al Fahidi district, the gold and spice souks, and an abra ride across the Creek.'],
      ['Downtown', 'Burj Khalifa observation deck, Dubai Mall and the fountain show in the evening.'],
      ['Desert safari', 'Free morning; afternoon dune drive, camel ride and dinner at a desert camp.'],
    ),
    included: ['2 nights in a city hotel with breakfast', 'Burj Khalifa tickets', 'Abra ride', 'Desert safari with dinner', 'Hotel pick-ups'],
    excluded: ['Flights to Dubai', 'Lunches', 'Shopping', 'Tips'],
    meetingPoint: 'Al Fahidi Metro Station, exit 1, Dubai, 09:00 on the first day',
  },
  'tour-4': {
    itinerary: days(
      ['Nairobi to the Mara', 'Drive through the Great Rift Valley to the Maasai Mara; evening game drive.'],
      ['Full day in the reserve', 'Game drives with a picnic lunch by the Mara River; optional visit to a Maasai village.'],
      ['Back to Nairobi', 'Sunrise game drive, breakfast, and the drive back to Nairobi.'],
    ),
    included: [...SAFARI_INCLUDED, '2 nights in a tented camp'],
    excluded: [...SAFARI_EXCLUDED, 'Maasai village visit'],
    meetingPoint: 'Hilton Garden Inn lobby, Mombasa Road, Nairobi, 07:00 on the first day',
  },
  'tour-5': {
    itinerary: days(
      ['Nairobi to Amboseli', 'Drive south to Amboseli; afternoon game drive among the elephant herds under Kilimanjaro.'],
      ['Observation Hill', 'Sunrise views of Kilimanjaro, a walk up Observation Hill, then back to Nairobi.'],
    ),
    included: [...SAFARI_INCLUDED, '1 night in a safari lodge'],
    excluded: SAFARI_EXCLUDED,
    meetingPoint: 'Hilton Garden Inn lobby, Mombasa Road, Nairobi, 06:30 on the first day',
  },
  'tour-6': {
    itinerary: days(
      ['Fly to Laikipia', 'Light aircraft from Wilson Airport; afternoon drive and sundowners.'],
      ['Bush breakfast', 'Morning walk with a Samburu guide and breakfast in the bush.'],
      ['Rhino tracking', 'Track black rhino with rangers; dinner under the stars.'],
      ['Return', 'Last game drive and the flight back to Nairobi.'],
    ),
    included: ['Return flights Nairobi–Laikipia', '3 nights in a luxury camp, all meals', 'Bush dinners and breakfasts', 'Conservancy fees', 'Guided walks'],
    excluded: ['Premium drinks', 'Tips', 'Travel insurance'],
    meetingPoint: 'Wilson Airport, departures, Nairobi, 08:30 on the first day',
  },
  'tour-7': {
    itinerary: days(
      ['Arrival in Nairobi', 'Welcome dinner and briefing at the hotel.'],
      ['To the Maasai Mara', 'Drive through the Rift Valley; first game drive.'],
      ['The Mara River', 'Full day at the river crossings (July to October).'],
      ['Across the border', 'Cross into Tanzania at Isebania; drive to the northern Serengeti.'],
      ['Northern Serengeti', 'Game drives around Kogatende.'],
      ['Central Serengeti', 'Seronera valley and its big cats.'],
      ['Departure', 'Flight from Seronera airstrip to Arusha.'],
    ),
    included: [...SAFARI_INCLUDED, '6 nights in lodges and tented camps', 'Flight Seronera–Arusha'],
    excluded: SAFARI_EXCLUDED,
    meetingPoint: 'Hilton Garden Inn lobby, Mombasa Road, Nairobi, 14:00 on the first day',
  },
  'tour-8': {
    itinerary: days(['Giraffes and the national park', 'Morning at the Giraffe Centre, lunch in Karen, afternoon game drive in Nairobi National Park.']),
    included: ['Giraffe Centre entry', 'Nairobi National Park entry', 'Lunch', 'Hotel pick-up in Nairobi'],
    excluded: ['Tips', 'Drinks'],
    meetingPoint: 'Giraffe Centre gate, Karen, Nairobi, 08:00',
  },
};
