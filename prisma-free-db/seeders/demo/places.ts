// DEMO DATA: the taxi gazetteer, the cities the taxi service runs in and the places offered
// as pickup and drop-off (GET /api/places?query=). Airports, districts, landmarks, malls and
// stations are real, with approximate coordinates (4 decimals, about 10 m) typed in for the
// demo; the hotels are the demo catalogue's hotels (hotels.ts), placed in their area.
//
// A ride stays inside one city: both ends within the city's radius of its center. The radius
// is wide enough to reach the city's airport (Kilimanjaro for Arusha, Entebbe for Kampala) and,
// on Zanzibar, the beach villages of the north and east coast. Zanzibar's circle overlaps Dar es
// Salaam's over the sea only: no place lies in two circles, so a place's cityId decides its city.
// Rides are charged in USD; displayCurrency is only for showing a local equivalent.
// `showOnMap` marks the 4 to 8 landmarks drawn on the offline map, where no tiles are shown.
import { demoHotels } from './hotels';
import { distanceKm, type LatLng } from '@shared/geo';
import { PLACE_KINDS, normalizePlaceName, type PlaceKind } from '@shared/schemas/taxi';

// The enum, the distance and the name matching are the app's own (src/shared), declared once.
export { PLACE_KINDS, distanceKm, normalizePlaceName, type LatLng, type PlaceKind };

export interface DemoCity {
  id: string;
  name: string;
  country: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** International dialling prefix, e.g. '+254'. */
  dialCode: string;
  displayCurrency: string;
  center: LatLng;
  /** Rides are served when both ends lie within this distance of the center. */
  radiusKm: number;
}

export interface DemoPlace {
  id: string;
  cityId: string;
  name: string;
  kind: PlaceKind;
  lat: number;
  lng: number;
  /** Other names people type: IATA codes, short names, former names. */
  aliases: string[];
  showOnMap: boolean;
  /** Airports only. */
  iataCode?: string;
  /** Hotels only: the catalogue hotel (hotels.ts). */
  hotelId?: string;
}

type PlaceInput = Omit<DemoPlace, 'id' | 'cityId'>;

function slugify(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function airport(name: string, lat: number, lng: number, iataCode: string, aliases: string[]): PlaceInput {
  return { name, kind: 'airport', lat, lng, aliases: [iataCode, ...aliases], showOnMap: false, iataCode };
}
function district(name: string, lat: number, lng: number, aliases: string[] = []): PlaceInput {
  return { name, kind: 'district', lat, lng, aliases, showOnMap: false };
}
/** A landmark; `onMap` draws it on the offline map. */
function landmark(name: string, lat: number, lng: number, aliases: string[] = [], onMap = false): PlaceInput {
  return { name, kind: 'landmark', lat, lng, aliases, showOnMap: onMap };
}
function mall(name: string, lat: number, lng: number, aliases: string[] = []): PlaceInput {
  return { name, kind: 'mall', lat, lng, aliases, showOnMap: false };
}
function station(name: string, lat: number, lng: number, aliases: string[] = []): PlaceInput {
  return { name, kind: 'station', lat, lng, aliases, showOnMap: false };
}
/** A catalogue hotel, by id: its name is taken from hotels.ts so the two cannot drift apart. */
function hotel(hotelId: string, lat: number, lng: number): PlaceInput {
  const catalogueHotel = demoHotels.find((entry) => entry.id === hotelId);
  if (!catalogueHotel) throw new Error(`No catalogue hotel ${hotelId}`);
  return { name: catalogueHotel.name, kind: 'hotel', lat, lng, aliases: [], showOnMap: false, hotelId };
}
const ON_MAP = true;

const gazetteer: { city: DemoCity; places: PlaceInput[] }[] = [
  {
    city: { id: 'nairobi', name: 'Nairobi', country: 'Kenya', countryCode: 'KE', dialCode: '+254', displayCurrency: 'KES', center: { lat: -1.2864, lng: 36.8172 }, radiusKm: 30 },
    places: [
      airport('Jomo Kenyatta International Airport', -1.3192, 36.9278, 'NBO', ['JKIA', 'Nairobi JKIA', 'Nairobi Airport']),
      airport('Wilson Airport', -1.3217, 36.8148, 'WIL', ['Nairobi Wilson']),
      district('Nairobi CBD', -1.2841, 36.8233, ['Nairobi City Centre', 'Nairobi Central Business District']),
      district('Westlands', -1.2657, 36.8036),
      district('Kilimani', -1.2921, 36.7856),
      district('Upper Hill', -1.2985, 36.8153, ['Upperhill']),
      district('Karen', -1.3226, 36.7074),
      district('Gigiri', -1.2335, 36.8045, ['UN Gigiri']),
      landmark('Kenyatta International Convention Centre', -1.2884, 36.8233, ['KICC'], ON_MAP),
      landmark('Uhuru Park', -1.2893, 36.8175, [], ON_MAP),
      landmark('Nairobi National Museum', -1.2745, 36.8141, [], ON_MAP),
      landmark('Nairobi National Park Main Gate', -1.3440, 36.8070, ['Nairobi National Park']),
      landmark('Giraffe Centre', -1.3757, 36.7445, ['AFEW Giraffe Centre'], ON_MAP),
      landmark('Karen Blixen Museum', -1.3515, 36.7117, [], ON_MAP),
      mall('The Village Market', -1.2298, 36.8046, ['Village Market']),
      mall('Sarit Centre', -1.2610, 36.8025, ['Sarit']),
      mall('Two Rivers Mall', -1.2116, 36.7948, ['Two Rivers']),
      mall('The Junction Mall', -1.2985, 36.7626, ['Junction Mall']),
      station('Nairobi Terminus (SGR)', -1.3651, 36.9139, ['Nairobi SGR', 'Syokimau SGR']),
      station('Nairobi Railway Station', -1.2905, 36.8285),
      hotel('nairobi-acacia-heights', -1.2668, 36.8066),
      hotel('nairobi-karen-garden-lodge', -1.3275, 36.7140),
      hotel('nairobi-cbd-city-stay', -1.2855, 36.8215),
      hotel('nairobi-jkia-transit-inn', -1.3230, 36.8990),
    ],
  },
  {
    city: { id: 'mombasa', name: 'Mombasa', country: 'Kenya', countryCode: 'KE', dialCode: '+254', displayCurrency: 'KES', center: { lat: -4.0435, lng: 39.6682 }, radiusKm: 25 },
    places: [
      airport('Moi International Airport', -4.0348, 39.5942, 'MBA', ['Mombasa Airport', 'Moi Airport']),
      district('Mombasa Old Town', -4.0611, 39.6772, ['Old Town Mombasa']),
      district('Nyali', -4.0203, 39.7136),
      district('Bamburi', -3.9970, 39.7230, ['Bamburi Beach']),
      district('Shanzu', -3.9480, 39.7480),
      district('Mtwapa', -3.9420, 39.7430),
      landmark('Fort Jesus', -4.0627, 39.6794, ['Fort Jesus Museum'], ON_MAP),
      landmark('Mombasa Tusks', -4.0598, 39.6714, ['Moi Avenue Tusks', 'The Tusks'], ON_MAP),
      landmark('Haller Park', -4.0103, 39.7270, [], ON_MAP),
      landmark('Mama Ngina Waterfront', -4.0712, 39.6760, ['Mama Ngina Drive'], ON_MAP),
      landmark('Bombolulu Workshops', -4.0139, 39.7028, ['Bombolulu'], ON_MAP),
      landmark('Kongowea Market', -4.0258, 39.6990),
      mall('City Mall Nyali', -4.0262, 39.7182),
      mall('Nyali Centre', -4.0310, 39.7060),
      station('Mombasa Terminus (SGR)', -4.0012, 39.5965, ['Mombasa SGR', 'Miritini SGR']),
      station('Likoni Ferry', -4.0730, 39.6610, ['Likoni Ferry Crossing']),
      station('Mombasa Railway Station', -4.0467, 39.6621),
      hotel('mombasa-tudor-creek-hotel', -4.0590, 39.6785),
      hotel('mombasa-nyali-beach-resort', -4.0300, 39.7250),
    ],
  },
  {
    city: { id: 'dar-es-salaam', name: 'Dar es Salaam', country: 'Tanzania', countryCode: 'TZ', dialCode: '+255', displayCurrency: 'TZS', center: { lat: -6.8160, lng: 39.2803 }, radiusKm: 30 },
    places: [
      airport('Julius Nyerere International Airport', -6.8781, 39.2026, 'DAR', ['JNIA', 'Dar es Salaam Airport', 'Dar Airport']),
      district('Kivukoni', -6.8190, 39.2930, ['Kivukoni Front']),
      district('Kariakoo', -6.8197, 39.2725),
      district('Msasani Peninsula', -6.7480, 39.2730, ['Msasani']),
      district('Oyster Bay', -6.7745, 39.2870),
      district('Masaki', -6.7510, 39.2800),
      district('Mikocheni', -6.7630, 39.2540),
      district('Mbezi Beach', -6.7180, 39.2250),
      landmark('Askari Monument', -6.8173, 39.2875, [], ON_MAP),
      landmark('National Museum of Tanzania', -6.8141, 39.2906, ['Dar es Salaam National Museum'], ON_MAP),
      landmark('Kivukoni Fish Market', -6.8188, 39.2958, ['Dar Fish Market'], ON_MAP),
      landmark("St Joseph's Cathedral", -6.8150, 39.2922, ["St. Joseph's Cathedral Dar es Salaam"], ON_MAP),
      landmark('Coco Beach', -6.7650, 39.2930, [], ON_MAP),
      landmark('Village Museum', -6.7444, 39.2426, ['Makumbusho Village Museum']),
      mall('Mlimani City', -6.7725, 39.2282, ['Mlimani City Mall']),
      mall('The Slipway', -6.7487, 39.2704, ['Slipway']),
      station('Zanzibar Ferry Terminal (Dar es Salaam)', -6.8139, 39.2936, ['Dar Ferry Terminal', 'Azam Ferry Dar']),
      station('Dar es Salaam SGR Station', -6.8286, 39.2680, ['Dar SGR']),
      station('TAZARA Station', -6.8470, 39.2430, ['TAZARA']),
      station('Magufuli Bus Terminal', -6.7355, 39.1240, ['Mbezi Bus Terminal']),
      hotel('dar-harbour-view-hotel', -6.8175, 39.2925),
      hotel('dar-msasani-bay-suites', -6.7505, 39.2745),
    ],
  },
  {
    city: { id: 'zanzibar', name: 'Zanzibar', country: 'Tanzania', countryCode: 'TZ', dialCode: '+255', displayCurrency: 'TZS', center: { lat: -6.1650, lng: 39.2000 }, radiusKm: 55 },
    places: [
      airport('Abeid Amani Karume International Airport', -6.2220, 39.2249, 'ZNZ', ['Zanzibar Airport', 'Karume Airport']),
      district('Stone Town', -6.1633, 39.1912, ['Mji Mkongwe', 'Zanzibar Town']),
      district('Nungwi', -5.7260, 39.2970),
      district('Kendwa', -5.7530, 39.2930),
      district('Matemwe', -5.8700, 39.3540),
      district('Paje', -6.2650, 39.5360),
      district('Jambiani', -6.3180, 39.5440),
      district('Michamvi', -6.1550, 39.4930),
      landmark('House of Wonders', -6.1617, 39.1887, ['Beit al-Ajaib'], ON_MAP),
      landmark('Forodhani Gardens', -6.1608, 39.1884, ['Forodhani'], ON_MAP),
      landmark('Old Fort of Zanzibar', -6.1625, 39.1878, ['Ngome Kongwe'], ON_MAP),
      landmark('Darajani Market', -6.1625, 39.1945, ['Darajani Bazaar'], ON_MAP),
      landmark('Christ Church Cathedral Zanzibar', -6.1655, 39.1920, ['Anglican Cathedral Zanzibar']),
      landmark('Jozani Forest', -6.2570, 39.4110, ['Jozani Chwaka Bay National Park'], ON_MAP),
      landmark('The Rock Restaurant', -6.2720, 39.5380, ['The Rock Zanzibar'], ON_MAP),
      landmark('Kizimbani Spice Farm', -6.1010, 39.2540),
      mall('Michenzani Mall', -6.1680, 39.2060),
      station('Zanzibar Ferry Terminal (Malindi)', -6.1573, 39.1895, ['Malindi Port', 'Zanzibar Port']),
      hotel('zanzibar-stone-town-house', -6.1630, 39.1905),
      hotel('zanzibar-nungwi-beach-resort', -5.7255, 39.2935),
      hotel('zanzibar-paje-kite-lodge', -6.2620, 39.5370),
      hotel('zanzibar-kendwa-ocean-villas', -5.7520, 39.2905),
    ],
  },
  {
    city: { id: 'arusha', name: 'Arusha', country: 'Tanzania', countryCode: 'TZ', dialCode: '+255', displayCurrency: 'TZS', center: { lat: -3.3727, lng: 36.6945 }, radiusKm: 55 },
    places: [
      airport('Kilimanjaro International Airport', -3.4294, 37.0745, 'JRO', ['KIA', 'Kilimanjaro Airport']),
      airport('Arusha Airport', -3.3678, 36.6333, 'ARK', ['Kisongo Airport']),
      district('Arusha City Centre', -3.3700, 36.6880, ['Arusha Town']),
      district('Njiro', -3.3950, 36.7050),
      district('Kijenge', -3.3780, 36.7020),
      district('Sakina', -3.3580, 36.6600),
      district('Usa River', -3.3680, 36.8450),
      district('Tengeru', -3.3890, 36.7930),
      landmark('Arusha Clock Tower', -3.3727, 36.6945, ['Clock Tower Arusha'], ON_MAP),
      landmark('Arusha Declaration Museum', -3.3664, 36.6960, ['Uhuru Monument Arusha'], ON_MAP),
      landmark('Cultural Heritage Centre', -3.3695, 36.6527, ['Arusha Cultural Heritage'], ON_MAP),
      landmark('Arusha International Conference Centre', -3.3700, 36.6990, ['AICC']),
      landmark('Lake Duluti', -3.3830, 36.7830, [], ON_MAP),
      landmark('Arusha National Park Momella Gate', -3.2235, 36.8955, ['Arusha National Park'], ON_MAP),
      mall('TFA Shopping Centre', -3.3684, 36.6835, ['Sable Square']),
      mall('Njiro Complex', -3.3976, 36.7040),
      station('Arusha Central Bus Station', -3.3665, 36.6862, ['Arusha Bus Stand']),
      hotel('arusha-kilimanjaro-view-lodge', -3.3690, 36.8530),
      hotel('arusha-clock-tower-hotel', -3.3730, 36.6950),
    ],
  },
  {
    city: { id: 'kampala', name: 'Kampala', country: 'Uganda', countryCode: 'UG', dialCode: '+256', displayCurrency: 'UGX', center: { lat: 0.3136, lng: 32.5811 }, radiusKm: 40 },
    places: [
      airport('Entebbe International Airport', 0.0424, 32.4435, 'EBB', ['Entebbe Airport', 'Kampala Airport']),
      district('Kampala City Centre', 0.3150, 32.5820, ['Kampala City', 'Kampala CBD']),
      district('Kololo', 0.3295, 32.5930),
      district('Nakasero', 0.3230, 32.5800),
      district('Muyenga', 0.2950, 32.6150),
      district('Ntinda', 0.3530, 32.6170),
      district('Bugolobi', 0.3150, 32.6170),
      district('Entebbe Town', 0.0630, 32.4630, ['Entebbe']),
      landmark('Kasubi Tombs', 0.3295, 32.5530, [], ON_MAP),
      landmark('Uganda Museum', 0.3360, 32.5830, [], ON_MAP),
      landmark('Uganda National Mosque', 0.3155, 32.5713, ['Gaddafi Mosque', 'Old Kampala Mosque'], ON_MAP),
      landmark('Namugongo Martyrs Shrine', 0.3960, 32.6530, ['Uganda Martyrs Shrine'], ON_MAP),
      landmark('Makerere University', 0.3340, 32.5680, ['Makerere']),
      landmark('Owino Market', 0.3090, 32.5750, ['St Balikuddembe Market']),
      landmark('Entebbe Botanical Gardens', 0.0600, 32.4780, [], ON_MAP),
      mall('Acacia Mall', 0.3350, 32.5860),
      mall('Garden City', 0.3190, 32.5900, ['Garden City Mall']),
      mall('Village Mall Bugolobi', 0.3145, 32.6160),
      station('Old Taxi Park', 0.3125, 32.5770, ['Kampala Old Taxi Park']),
      station('Kampala Railway Station', 0.3130, 32.5860),
      hotel('kampala-kololo-hill-hotel', 0.3310, 32.5950),
      hotel('kampala-nile-avenue-inn', 0.3175, 32.5840),
      hotel('entebbe-lakeshore-resort', 0.0520, 32.4680),
      hotel('entebbe-botanical-guesthouse', 0.0620, 32.4760),
    ],
  },
  {
    city: { id: 'kigali', name: 'Kigali', country: 'Rwanda', countryCode: 'RW', dialCode: '+250', displayCurrency: 'RWF', center: { lat: -1.9441, lng: 30.0619 }, radiusKm: 25 },
    places: [
      airport('Kigali International Airport', -1.9686, 30.1395, 'KGL', ['Kigali Airport', 'Kanombe Airport']),
      district('Nyarugenge', -1.9490, 30.0590, ['Kigali City Centre', 'Kigali Town']),
      district('Kiyovu', -1.9500, 30.0650),
      district('Kimihurura', -1.9520, 30.0870),
      district('Kacyiru', -1.9350, 30.0800),
      district('Nyarutarama', -1.9370, 30.1050),
      district('Remera', -1.9560, 30.1100),
      district('Kimironko', -1.9350, 30.1270),
      district('Nyamirambo', -1.9760, 30.0440),
      landmark('Kigali Genocide Memorial', -1.9311, 30.0605, ['Gisozi Memorial'], ON_MAP),
      landmark('Kigali Convention Centre', -1.9540, 30.0930, ['KCC'], ON_MAP),
      landmark('Inema Arts Center', -1.9521, 30.0877, ['Inema'], ON_MAP),
      landmark('Kimironko Market', -1.9490, 30.1260, [], ON_MAP),
      landmark('Amahoro Stadium', -1.9545, 30.1170, ['Amahoro'], ON_MAP),
      landmark('Presidential Palace Museum', -1.9690, 30.1260, ['Kanombe Palace Museum']),
      mall('Kigali Heights', -1.9525, 30.0930),
      mall('Kigali City Tower', -1.9447, 30.0605, ['KCT']),
      station('Nyabugogo Bus Park', -1.9390, 30.0450, ['Nyabugogo']),
      hotel('kigali-thousand-hills-hotel', -1.9505, 30.0640),
      hotel('kigali-nyarutarama-lodge', -1.9385, 30.1060),
      hotel('kigali-city-centre-suites', -1.9460, 30.0600),
    ],
  },
  {
    city: { id: 'addis-ababa', name: 'Addis Ababa', country: 'Ethiopia', countryCode: 'ET', dialCode: '+251', displayCurrency: 'ETB', center: { lat: 9.0192, lng: 38.7525 }, radiusKm: 25 },
    places: [
      airport('Addis Ababa Bole International Airport', 8.9779, 38.7993, 'ADD', ['Bole Airport', 'Addis Ababa Airport']),
      district('Bole', 8.9950, 38.7900),
      district('Piassa', 9.0350, 38.7520, ['Piazza']),
      district('Kazanchis', 9.0180, 38.7660),
      district('Arat Kilo', 9.0330, 38.7620),
      district('Sarbet', 8.9970, 38.7430),
      district('Megenagna', 9.0200, 38.8010),
      district('CMC', 9.0220, 38.8420),
      landmark('Meskel Square', 9.0107, 38.7613, ['Meskel Adebabay'], ON_MAP),
      landmark('National Museum of Ethiopia', 9.0386, 38.7617, ['Lucy Museum'], ON_MAP),
      landmark('Holy Trinity Cathedral', 9.0306, 38.7660, ['Kidist Selassie'], ON_MAP),
      landmark('Merkato', 9.0330, 38.7370, ['Addis Mercato'], ON_MAP),
      landmark('Unity Park', 9.0253, 38.7625, ['Menelik Palace'], ON_MAP),
      landmark('Entoto Park', 9.0780, 38.7630, ['Entoto'], ON_MAP),
      landmark('African Union Headquarters', 9.0003, 38.7477, ['AU Headquarters']),
      landmark("Red Terror Martyrs' Memorial Museum", 9.0125, 38.7610, ['Red Terror Museum']),
      mall('Edna Mall', 8.9960, 38.7880),
      mall('Dembel City Center', 9.0050, 38.7710, ['Dembel']),
      station('Lebu Railway Station', 8.9170, 38.7160, ['Furi-Lebu Station', 'Addis Djibouti Railway']),
      station('La Gare', 9.0060, 38.7520, ['Legehar', 'Old Railway Station Addis']),
      hotel('addis-entoto-view-hotel', 8.9960, 38.7860),
      hotel('addis-piassa-heritage-inn', 9.0345, 38.7510),
    ],
  },
  {
    city: { id: 'dubai', name: 'Dubai', country: 'United Arab Emirates', countryCode: 'AE', dialCode: '+971', displayCurrency: 'AED', center: { lat: 25.2048, lng: 55.2708 }, radiusKm: 45 },
    places: [
      // 'Dubai Airport' is the spec's car pickup default: it must resolve here.
      airport('Dubai International Airport', 25.2532, 55.3657, 'DXB', ['Dubai Airport', 'Dubai International']),
      airport('Al Maktoum International Airport', 24.8964, 55.1614, 'DWC', ['Dubai World Central']),
      district('Downtown Dubai', 25.1950, 55.2780, ['Downtown']),
      district('Dubai Marina', 25.0800, 55.1400, ['Marina']),
      district('Jumeirah Beach Residence', 25.0780, 55.1330, ['JBR']),
      district('Palm Jumeirah', 25.1124, 55.1390, ['The Palm']),
      district('Deira', 25.2700, 55.3200),
      district('Bur Dubai', 25.2600, 55.2970),
      district('Al Garhoud', 25.2430, 55.3450, ['Garhoud']),
      landmark('Burj Khalifa', 25.1972, 55.2744, [], ON_MAP),
      landmark('Burj Al Arab', 25.1412, 55.1853, [], ON_MAP),
      landmark('Dubai Frame', 25.2356, 55.3004, [], ON_MAP),
      landmark('Museum of the Future', 25.2192, 55.2820, [], ON_MAP),
      landmark('Al Fahidi Historical Neighbourhood', 25.2637, 55.2997, ['Al Bastakiya', 'Al Fahidi'], ON_MAP),
      landmark('Gold Souk', 25.2710, 55.2975, ['Deira Gold Souk'], ON_MAP),
      landmark('Jumeirah Mosque', 25.2340, 55.2650),
      mall('The Dubai Mall', 25.1985, 55.2796, ['Dubai Mall']),
      mall('Mall of the Emirates', 25.1181, 55.2006, ['MOE']),
      station('Union Metro Station', 25.2663, 55.3148, ['Union Station']),
      hotel('dubai-marina-skyline-hotel', 25.0790, 55.1410),
      hotel('dubai-creek-heritage-hotel', 25.2640, 55.3010),
      hotel('dubai-downtown-view-suites', 25.1940, 55.2770),
      hotel('dubai-airport-transit-hotel', 25.2450, 55.3480),
      hotel('dubai-palm-royal-resort', 25.1085, 55.1505),
    ],
  },
  {
    city: { id: 'abu-dhabi', name: 'Abu Dhabi', country: 'United Arab Emirates', countryCode: 'AE', dialCode: '+971', displayCurrency: 'AED', center: { lat: 24.4667, lng: 54.3667 }, radiusKm: 45 },
    places: [
      airport('Zayed International Airport', 24.4330, 54.6511, 'AUH', ['Abu Dhabi Airport', 'Abu Dhabi International Airport']),
      district('Al Khalidiyah', 24.4710, 54.3470, ['Khalidiya']),
      district('Al Zahiyah', 24.4950, 54.3820, ['Tourist Club Area']),
      district('Al Reem Island', 24.4990, 54.4050, ['Reem Island']),
      district('Al Maryah Island', 24.5000, 54.3890, ['Maryah Island']),
      district('Saadiyat Island', 24.5400, 54.4300, ['Saadiyat']),
      district('Yas Island', 24.4880, 54.6080, ['Yas']),
      district('Khalifa City', 24.4190, 54.5780),
      landmark('Sheikh Zayed Grand Mosque', 24.4128, 54.4750, ['Grand Mosque Abu Dhabi'], ON_MAP),
      landmark('Louvre Abu Dhabi', 24.5337, 54.3983, [], ON_MAP),
      landmark('Qasr Al Watan', 24.4623, 54.3053, ['Presidential Palace Abu Dhabi'], ON_MAP),
      landmark('Qasr Al Hosn', 24.4822, 54.3544, [], ON_MAP),
      landmark('Corniche Beach', 24.4740, 54.3420, ['Abu Dhabi Corniche'], ON_MAP),
      landmark('Emirates Palace', 24.4617, 54.3173),
      landmark('Ferrari World', 24.4837, 54.6071, ['Ferrari World Abu Dhabi'], ON_MAP),
      mall('Yas Mall', 24.4890, 54.6090),
      mall('The Galleria Al Maryah Island', 24.5010, 54.3900, ['The Galleria']),
      mall('Marina Mall Abu Dhabi', 24.4760, 54.3220),
      station('Abu Dhabi Central Bus Station', 24.4680, 54.3770, ['Al Wahda Bus Station']),
      hotel('abu-dhabi-corniche-hotel', 24.4760, 54.3450),
      hotel('abu-dhabi-saadiyat-dunes', 24.5450, 54.4250),
    ],
  },
  {
    city: { id: 'doha', name: 'Doha', country: 'Qatar', countryCode: 'QA', dialCode: '+974', displayCurrency: 'QAR', center: { lat: 25.2854, lng: 51.5310 }, radiusKm: 30 },
    places: [
      airport('Hamad International Airport', 25.2731, 51.6081, 'DOH', ['Doha Airport', 'Hamad Airport']),
      district('West Bay', 25.3230, 51.5290),
      district('The Pearl-Qatar', 25.3700, 51.5500, ['The Pearl', 'Pearl Qatar']),
      district('Msheireb', 25.2865, 51.5285, ['Msheireb Downtown']),
      district('Al Sadd', 25.2830, 51.4990),
      district('Lusail', 25.4300, 51.4900, ['Lusail City']),
      district('Al Wakrah', 25.1710, 51.6030, ['Wakrah']),
      landmark('Museum of Islamic Art', 25.2950, 51.5390, ['MIA'], ON_MAP),
      landmark('Souq Waqif', 25.2873, 51.5330, [], ON_MAP),
      landmark('Katara Cultural Village', 25.3600, 51.5250, ['Katara'], ON_MAP),
      landmark('National Museum of Qatar', 25.2880, 51.5490, [], ON_MAP),
      landmark('Doha Corniche', 25.3000, 51.5300, ['Corniche Doha'], ON_MAP),
      landmark('Lusail Stadium', 25.4211, 51.4903, [], ON_MAP),
      landmark('Aspire Park', 25.2640, 51.4470),
      landmark('Education City', 25.3150, 51.4400),
      mall('Villaggio Mall', 25.2600, 51.4440, ['Villaggio']),
      mall('Place Vendôme', 25.4270, 51.5140),
      mall('City Center Doha', 25.3260, 51.5300),
      station('Msheireb Metro Station', 25.2852, 51.5250),
      hotel('doha-west-bay-tower', 25.3210, 51.5310),
      hotel('doha-souq-waqif-boutique', 25.2870, 51.5320),
    ],
  },
  {
    city: { id: 'riyadh', name: 'Riyadh', country: 'Saudi Arabia', countryCode: 'SA', dialCode: '+966', displayCurrency: 'SAR', center: { lat: 24.7136, lng: 46.6753 }, radiusKm: 45 },
    places: [
      airport('King Khalid International Airport', 24.9576, 46.6988, 'RUH', ['Riyadh Airport', 'King Khalid Airport']),
      district('Olaya', 24.6950, 46.6850, ['Al Olaya']),
      district('Al Sulimaniyah', 24.7050, 46.7000, ['Sulaimaniyah']),
      district('Al Malaz', 24.6670, 46.7270, ['Malaz']),
      district('King Abdullah Financial District', 24.7620, 46.6400, ['KAFD']),
      district('Al Nakheel', 24.7450, 46.6450),
      district('Hittin', 24.7630, 46.6040),
      district('Diriyah', 24.7420, 46.5780, ['Ad Diriyah']),
      landmark('Kingdom Centre Tower', 24.7114, 46.6744, ['Kingdom Tower', 'Kingdom Centre'], ON_MAP),
      landmark('Al Faisaliah Tower', 24.6904, 46.6853, ['Faisaliah'], ON_MAP),
      landmark('Masmak Fortress', 24.6312, 46.7134, ['Al Masmak'], ON_MAP),
      landmark('National Museum of Saudi Arabia', 24.6477, 46.7107, ['Riyadh National Museum'], ON_MAP),
      landmark('At-Turaif', 24.7336, 46.5725, ['Turaif District'], ON_MAP),
      landmark('Boulevard Riyadh City', 24.7700, 46.6020, ['Riyadh Boulevard'], ON_MAP),
      mall('Riyadh Park', 24.7560, 46.6300, ['Riyadh Park Mall']),
      mall('Granada Mall', 24.7780, 46.7270, ['Granada Center']),
      mall('Riyadh Gallery Mall', 24.7430, 46.6580),
      station('Riyadh Railway Station', 24.6600, 46.7390, ['Riyadh Train Station']),
      station('KAFD Metro Station', 24.7640, 46.6420),
    ],
  },
  {
    city: { id: 'muscat', name: 'Muscat', country: 'Oman', countryCode: 'OM', dialCode: '+968', displayCurrency: 'OMR', center: { lat: 23.5880, lng: 58.4000 }, radiusKm: 40 },
    places: [
      airport('Muscat International Airport', 23.5933, 58.2844, 'MCT', ['Muscat Airport', 'Seeb Airport']),
      district('Mutrah', 23.6230, 58.5600, ['Muttrah']),
      district('Old Muscat', 23.6110, 58.5920),
      district('Ruwi', 23.5960, 58.5430),
      district('Qurum', 23.6120, 58.4800),
      district('Al Khuwair', 23.5950, 58.4300, ['Khuwair']),
      district('Madinat Sultan Qaboos', 23.5970, 58.4160, ['MSQ']),
      district('Al Mouj', 23.6330, 58.2840, ['The Wave Muscat']),
      landmark('Sultan Qaboos Grand Mosque', 23.5840, 58.3880, ['Grand Mosque Muscat'], ON_MAP),
      landmark('Royal Opera House Muscat', 23.6140, 58.4670, ['Opera House'], ON_MAP),
      landmark('Mutrah Souq', 23.6185, 58.5640, ['Muttrah Souq'], ON_MAP),
      landmark('Mutrah Corniche', 23.6210, 58.5700, ['Muttrah Corniche'], ON_MAP),
      landmark('Al Alam Palace', 23.6145, 58.5950, [], ON_MAP),
      landmark('Qurum Natural Park', 23.6050, 58.4850, ['Qurum Park'], ON_MAP),
      landmark('Bait Al Zubair', 23.6160, 58.5930, ['Bait Al Zubair Museum']),
      mall('Muscat Grand Mall', 23.5910, 58.4130),
      mall('Oman Avenues Mall', 23.5830, 58.3990),
      station('Ruwi Bus Station', 23.5950, 58.5460, ['Mwasalat Ruwi']),
      hotel('muscat-mutrah-corniche-hotel', 23.6215, 58.5680),
      hotel('muscat-qurum-beach-resort', 23.6150, 58.4770),
    ],
  },
];

export const demoCities: DemoCity[] = gazetteer.map(({ city }) => city);

export const demoPlaces: DemoPlace[] = gazetteer.flatMap(({ city, places }) =>
  places.map((place) => ({ id: `${city.id}-${slugify(place.name)}`, cityId: city.id, ...place })),
);

/** The place whose name or alias is exactly `text` (normalised): 'Dubai Airport' → DXB. Fuzzy search is the taxi feature's. */
export function findPlaceByName(text: string): DemoPlace | undefined {
  const wanted = normalizePlaceName(text);
  return demoPlaces.find((place) => [place.name, ...place.aliases].some((name) => normalizePlaceName(name) === wanted));
}
