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
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
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
    city: {
      id: 'nairobi',
      name: 'Nairobi',
      country: 'Kenya',
      countryCode: 'KE',
      dialCode: '+254',
      displayCurrency: 'KES',
      center: { lat: -1.2864, lng: 36.8172 },
      radiusKm: 30,
    },
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
      landmark('Nairobi National Park Main Gate', -1.344, 36.807, ['Nairobi National Park']),
      landmark('Giraffe Centre', -1.3757, 36.7445, ['AFEW Giraffe Centre'], ON_MAP),
      landmark('Karen Blixen Museum', -1.3515, 36.7117, [], ON_MAP),
      mall('The Village Market', -1.2298, 36.8046, ['Village Market']),
      mall('Sarit Centre', -1.261, 36.8025, ['Sarit']),
      mall('Two Rivers Mall', -1.2116, 36.7948, ['Two Rivers']),
      mall('The Junction Mall', -1.2985, 36.7626, ['Junction Mall']),
      station('Nairobi Terminus (SGR)', -1.3651, 36.9139, ['Nairobi SGR', 'Syokimau SGR']),
      station('Nairobi Railway Station', -1.2905, 36.8285),
      hotel('nairobi-acacia-heights', -1.2668, 36.8066),
      hotel('nairobi-karen-garden-lodge', -1.3275, 36.714),
      hotel('nairobi-cbd-city-stay', -1.2855, 36.8215),
      hotel('nairobi-jkia-transit-inn', -1.323, 36.899),
    ],
  },
  {
    city: {
      id: 'mombasa',
      name: 'Mombasa',
      country: 'Kenya',
      countryCode: 'KE',
      dialCode: '+254',
      displayCurrency: 'KES',
      center: { lat: -4.0435, lng: 39.6682 },
      radiusKm: 25,
    },
    places: [
      airport('Moi International Airport', -4.0348, 39.5942, 'MBA', ['Mombasa Airport', 'Moi Airport']),
      district('Mombasa Old Town', -4.0611, 39.6772, ['Old Town Mombasa']),
      district('Nyali', -4.0203, 39.7136),
      district('Bamburi', -3.997, 39.723, ['Bamburi Beach']),
      district('Shanzu', -3.948, 39.748),
      district('Mtwapa', -3.942, 39.743),
      landmark('Fort Jesus', -4.0627, 39.6794, ['Fort Jesus Museum'], ON_MAP),
      landmark('Mombasa Tusks', -4.0598, 39.6714, ['Moi Avenue Tusks', 'The Tusks'], ON_MAP),
      landmark('Haller Park', -4.0103, 39.727, [], ON_MAP),
      landmark('Mama Ngina Waterfront', -4.0712, 39.676, ['Mama Ngina Drive'], ON_MAP),
      landmark('Bombolulu Workshops', -4.0139, 39.7028, ['Bombolulu'], ON_MAP),
      landmark('Kongowea Market', -4.0258, 39.699),
      mall('City Mall Nyali', -4.0262, 39.7182),
      mall('Nyali Centre', -4.031, 39.706),
      station('Mombasa Terminus (SGR)', -4.0012, 39.5965, ['Mombasa SGR', 'Miritini SGR']),
      station('Likoni Ferry', -4.073, 39.661, ['Likoni Ferry Crossing']),
      station('Mombasa Railway Station', -4.0467, 39.6621),
      hotel('mombasa-tudor-creek-hotel', -4.059, 39.6785),
      hotel('mombasa-nyali-beach-resort', -4.03, 39.725),
    ],
  },
  {
    city: {
      id: 'dar-es-salaam',
      name: 'Dar es Salaam',
      country: 'Tanzania',
      countryCode: 'TZ',
      dialCode: '+255',
      displayCurrency: 'TZS',
      center: { lat: -6.816, lng: 39.2803 },
      radiusKm: 30,
    },
    places: [
      airport('Julius Nyerere International Airport', -6.8781, 39.2026, 'DAR', ['JNIA', 'Dar es Salaam Airport', 'Dar Airport']),
      district('Kivukoni', -6.819, 39.293, ['Kivukoni Front']),
      district('Kariakoo', -6.8197, 39.2725),
      district('Msasani Peninsula', -6.748, 39.273, ['Msasani']),
      district('Oyster Bay', -6.7745, 39.287),
      district('Masaki', -6.751, 39.28),
      district('Mikocheni', -6.763, 39.254),
      district('Mbezi Beach', -6.718, 39.225),
      landmark('Askari Monument', -6.8173, 39.2875, [], ON_MAP),
      landmark('National Museum of Tanzania', -6.8141, 39.2906, ['Dar es Salaam National Museum'], ON_MAP),
      landmark('Kivukoni Fish Market', -6.8188, 39.2958, ['Dar Fish Market'], ON_MAP),
      landmark("St Joseph's Cathedral", -6.815, 39.2922, ["St. Joseph's Cathedral Dar es Salaam"], ON_MAP),
      landmark('Coco Beach', -6.765, 39.293, [], ON_MAP),
      landmark('Village Museum', -6.7444, 39.2426, ['Makumbusho Village Museum']),
      mall('Mlimani City', -6.7725, 39.2282, ['Mlimani City Mall']),
      mall('The Slipway', -6.7487, 39.2704, ['Slipway']),
      station('Zanzibar Ferry Terminal (Dar es Salaam)', -6.8139, 39.2936, ['Dar Ferry Terminal', 'Azam Ferry Dar']),
      station('Dar es Salaam SGR Station', -6.8286, 39.268, ['Dar SGR']),
      station('TAZARA Station', -6.847, 39.243, ['TAZARA']),
      station('Magufuli Bus Terminal', -6.7355, 39.124, ['Mbezi Bus Terminal']),
      hotel('dar-harbour-view-hotel', -6.8175, 39.2925),
      hotel('dar-msasani-bay-suites', -6.7505, 39.2745),
    ],
  },
  {
    city: {
      id: 'zanzibar',
      name: 'Zanzibar',
      country: 'Tanzania',
      countryCode: 'TZ',
      dialCode: '+255',
      displayCurrency: 'TZS',
      center: { lat: -6.165, lng: 39.2 },
      radiusKm: 55,
    },
    places: [
      airport('Abeid Amani Karume International Airport', -6.222, 39.2249, 'ZNZ', ['Zanzibar Airport', 'Karume Airport']),
      district('Stone Town', -6.1633, 39.1912, ['Mji Mkongwe', 'Zanzibar Town']),
      district('Nungwi', -5.726, 39.297),
      district('Kendwa', -5.753, 39.293),
      district('Matemwe', -5.87, 39.354),
      district('Paje', -6.265, 39.536),
      district('Jambiani', -6.318, 39.544),
      district('Michamvi', -6.155, 39.493),
      landmark('House of Wonders', -6.1617, 39.1887, ['Beit al-Ajaib'], ON_MAP),
      landmark('Forodhani Gardens', -6.1608, 39.1884, ['Forodhani'], ON_MAP),
      landmark('Old Fort of Zanzibar', -6.1625, 39.1878, ['Ngome Kongwe'], ON_MAP),
      landmark('Darajani Market', -6.1625, 39.1945, ['Darajani Bazaar'], ON_MAP),
      landmark('Christ Church Cathedral Zanzibar', -6.1655, 39.192, ['Anglican Cathedral Zanzibar']),
      landmark('Jozani Forest', -6.257, 39.411, ['Jozani Chwaka Bay National Park'], ON_MAP),
      landmark('The Rock Restaurant', -6.272, 39.538, ['The Rock Zanzibar'], ON_MAP),
      landmark('Kizimbani Spice Farm', -6.101, 39.254),
      mall('Michenzani Mall', -6.168, 39.206),
      station('Zanzibar Ferry Terminal (Malindi)', -6.1573, 39.1895, ['Malindi Port', 'Zanzibar Port']),
      hotel('zanzibar-stone-town-house', -6.163, 39.1905),
      hotel('zanzibar-nungwi-beach-resort', -5.7255, 39.2935),
      hotel('zanzibar-paje-kite-lodge', -6.262, 39.537),
      hotel('zanzibar-kendwa-ocean-villas', -5.752, 39.2905),
    ],
  },
  {
    city: {
      id: 'arusha',
      name: 'Arusha',
      country: 'Tanzania',
      countryCode: 'TZ',
      dialCode: '+255',
      displayCurrency: 'TZS',
      center: { lat: -3.3727, lng: 36.6945 },
      radiusKm: 55,
    },
    places: [
      airport('Kilimanjaro International Airport', -3.4294, 37.0745, 'JRO', ['KIA', 'Kilimanjaro Airport']),
      airport('Arusha Airport', -3.3678, 36.6333, 'ARK', ['Kisongo Airport']),
      district('Arusha City Centre', -3.37, 36.688, ['Arusha Town']),
      district('Njiro', -3.395, 36.705),
      district('Kijenge', -3.378, 36.702),
      district('Sakina', -3.358, 36.66),
      district('Usa River', -3.368, 36.845),
      district('Tengeru', -3.389, 36.793),
      landmark('Arusha Clock Tower', -3.3727, 36.6945, ['Clock Tower Arusha'], ON_MAP),
      landmark('Arusha Declaration Museum', -3.3664, 36.696, ['Uhuru Monument Arusha'], ON_MAP),
      landmark('Cultural Heritage Centre', -3.3695, 36.6527, ['Arusha Cultural Heritage'], ON_MAP),
      landmark('Arusha International Conference Centre', -3.37, 36.699, ['AICC']),
      landmark('Lake Duluti', -3.383, 36.783, [], ON_MAP),
      landmark('Arusha National Park Momella Gate', -3.2235, 36.8955, ['Arusha National Park'], ON_MAP),
      mall('TFA Shopping Centre', -3.3684, 36.6835, ['Sable Square']),
      mall('Njiro Complex', -3.3976, 36.704),
      station('Arusha Central Bus Station', -3.3665, 36.6862, ['Arusha Bus Stand']),
      hotel('arusha-kilimanjaro-view-lodge', -3.369, 36.853),
      hotel('arusha-clock-tower-hotel', -3.373, 36.695),
    ],
  },
  {
    city: {
      id: 'kampala',
      name: 'Kampala',
      country: 'Uganda',
      countryCode: 'UG',
      dialCode: '+256',
      displayCurrency: 'UGX',
      center: { lat: 0.3136, lng: 32.5811 },
      radiusKm: 40,
    },
    places: [
      airport('Entebbe International Airport', 0.0424, 32.4435, 'EBB', ['Entebbe Airport', 'Kampala Airport']),
      district('Kampala City Centre', 0.315, 32.582, ['Kampala City', 'Kampala CBD']),
      district('Kololo', 0.3295, 32.593),
      district('Nakasero', 0.323, 32.58),
      district('Muyenga', 0.295, 32.615),
      district('Ntinda', 0.353, 32.617),
      district('Bugolobi', 0.315, 32.617),
      district('Entebbe Town', 0.063, 32.463, ['Entebbe']),
      landmark('Kasubi Tombs', 0.3295, 32.553, [], ON_MAP),
      landmark('Uganda Museum', 0.336, 32.583, [], ON_MAP),
      landmark('Uganda National Mosque', 0.3155, 32.5713, ['Gaddafi Mosque', 'Old Kampala Mosque'], ON_MAP),
      landmark('Namugongo Martyrs Shrine', 0.396, 32.653, ['Uganda Martyrs Shrine'], ON_MAP),
      landmark('Makerere University', 0.334, 32.568, ['Makerere']),
      landmark('Owino Market', 0.309, 32.575, ['St Balikuddembe Market']),
      landmark('Entebbe Botanical Gardens', 0.06, 32.478, [], ON_MAP),
      mall('Acacia Mall', 0.335, 32.586),
      mall('Garden City', 0.319, 32.59, ['Garden City Mall']),
      mall('Village Mall Bugolobi', 0.3145, 32.616),
      station('Old Taxi Park', 0.3125, 32.577, ['Kampala Old Taxi Park']),
      station('Kampala Railway Station', 0.313, 32.586),
      hotel('kampala-kololo-hill-hotel', 0.331, 32.595),
      hotel('kampala-nile-avenue-inn', 0.3175, 32.584),
      hotel('entebbe-lakeshore-resort', 0.052, 32.468),
      hotel('entebbe-botanical-guesthouse', 0.062, 32.476),
    ],
  },
  {
    city: {
      id: 'kigali',
      name: 'Kigali',
      country: 'Rwanda',
      countryCode: 'RW',
      dialCode: '+250',
      displayCurrency: 'RWF',
      center: { lat: -1.9441, lng: 30.0619 },
      radiusKm: 25,
    },
    places: [
      airport('Kigali International Airport', -1.9686, 30.1395, 'KGL', ['Kigali Airport', 'Kanombe Airport']),
      district('Nyarugenge', -1.949, 30.059, ['Kigali City Centre', 'Kigali Town']),
      district('Kiyovu', -1.95, 30.065),
      district('Kimihurura', -1.952, 30.087),
      district('Kacyiru', -1.935, 30.08),
      district('Nyarutarama', -1.937, 30.105),
      district('Remera', -1.956, 30.11),
      district('Kimironko', -1.935, 30.127),
      district('Nyamirambo', -1.976, 30.044),
      landmark('Kigali Genocide Memorial', -1.9311, 30.0605, ['Gisozi Memorial'], ON_MAP),
      landmark('Kigali Convention Centre', -1.954, 30.093, ['KCC'], ON_MAP),
      landmark('Inema Arts Center', -1.9521, 30.0877, ['Inema'], ON_MAP),
      landmark('Kimironko Market', -1.949, 30.126, [], ON_MAP),
      landmark('Amahoro Stadium', -1.9545, 30.117, ['Amahoro'], ON_MAP),
      landmark('Presidential Palace Museum', -1.969, 30.126, ['Kanombe Palace Museum']),
      mall('Kigali Heights', -1.9525, 30.093),
      mall('Kigali City Tower', -1.9447, 30.0605, ['KCT']),
      station('Nyabugogo Bus Park', -1.939, 30.045, ['Nyabugogo']),
      hotel('kigali-thousand-hills-hotel', -1.9505, 30.064),
      hotel('kigali-nyarutarama-lodge', -1.9385, 30.106),
      hotel('kigali-city-centre-suites', -1.946, 30.06),
    ],
  },
  {
    city: {
      id: 'addis-ababa',
      name: 'Addis Ababa',
      country: 'Ethiopia',
      countryCode: 'ET',
      dialCode: '+251',
      displayCurrency: 'ETB',
      center: { lat: 9.0192, lng: 38.7525 },
      radiusKm: 25,
    },
    places: [
      airport('Addis Ababa Bole International Airport', 8.9779, 38.7993, 'ADD', ['Bole Airport', 'Addis Ababa Airport']),
      district('Bole', 8.995, 38.79),
      district('Piassa', 9.035, 38.752, ['Piazza']),
      district('Kazanchis', 9.018, 38.766),
      district('Arat Kilo', 9.033, 38.762),
      district('Sarbet', 8.997, 38.743),
      district('Megenagna', 9.02, 38.801),
      district('CMC', 9.022, 38.842),
      landmark('Meskel Square', 9.0107, 38.7613, ['Meskel Adebabay'], ON_MAP),
      landmark('National Museum of Ethiopia', 9.0386, 38.7617, ['Lucy Museum'], ON_MAP),
      landmark('Holy Trinity Cathedral', 9.0306, 38.766, ['Kidist Selassie'], ON_MAP),
      landmark('Merkato', 9.033, 38.737, ['Addis Mercato'], ON_MAP),
      landmark('Unity Park', 9.0253, 38.7625, ['Menelik Palace'], ON_MAP),
      landmark('Entoto Park', 9.078, 38.763, ['Entoto'], ON_MAP),
      landmark('African Union Headquarters', 9.0003, 38.7477, ['AU Headquarters']),
      landmark("Red Terror Martyrs' Memorial Museum", 9.0125, 38.761, ['Red Terror Museum']),
      mall('Edna Mall', 8.996, 38.788),
      mall('Dembel City Center', 9.005, 38.771, ['Dembel']),
      station('Lebu Railway Station', 8.917, 38.716, ['Furi-Lebu Station', 'Addis Djibouti Railway']),
      station('La Gare', 9.006, 38.752, ['Legehar', 'Old Railway Station Addis']),
      hotel('addis-entoto-view-hotel', 8.996, 38.786),
      hotel('addis-piassa-heritage-inn', 9.0345, 38.751),
    ],
  },
  {
    city: {
      id: 'dubai',
      name: 'Dubai',
      country: 'United Arab Emirates',
      countryCode: 'AE',
      dialCode: '+971',
      displayCurrency: 'AED',
      center: { lat: 25.2048, lng: 55.2708 },
      radiusKm: 45,
    },
    places: [
      // 'Dubai Airport' is the spec's car pickup default: it must resolve here.
      airport('Dubai International Airport', 25.2532, 55.3657, 'DXB', ['Dubai Airport', 'Dubai International']),
      airport('Al Maktoum International Airport', 24.8964, 55.1614, 'DWC', ['Dubai World Central']),
      district('Downtown Dubai', 25.195, 55.278, ['Downtown']),
      district('Dubai Marina', 25.08, 55.14, ['Marina']),
      district('Jumeirah Beach Residence', 25.078, 55.133, ['JBR']),
      district('Palm Jumeirah', 25.1124, 55.139, ['The Palm']),
      district('Deira', 25.27, 55.32),
      district('Bur Dubai', 25.26, 55.297),
      district('Al Garhoud', 25.243, 55.345, ['Garhoud']),
      landmark('Burj Khalifa', 25.1972, 55.2744, [], ON_MAP),
      landmark('Burj Al Arab', 25.1412, 55.1853, [], ON_MAP),
      landmark('Dubai Frame', 25.2356, 55.3004, [], ON_MAP),
      landmark('Museum of the Future', 25.2192, 55.282, [], ON_MAP),
      landmark('Al Fahidi Historical Neighbourhood', 25.2637, 55.2997, ['Al Bastakiya', 'Al Fahidi'], ON_MAP),
      landmark('Gold Souk', 25.271, 55.2975, ['Deira Gold Souk'], ON_MAP),
      landmark('Jumeirah Mosque', 25.234, 55.265),
      mall('The Dubai Mall', 25.1985, 55.2796, ['Dubai Mall']),
      mall('Mall of the Emirates', 25.1181, 55.2006, ['MOE']),
      station('Union Metro Station', 25.2663, 55.3148, ['Union Station']),
      hotel('dubai-marina-skyline-hotel', 25.079, 55.141),
      hotel('dubai-creek-heritage-hotel', 25.264, 55.301),
      hotel('dubai-downtown-view-suites', 25.194, 55.277),
      hotel('dubai-airport-transit-hotel', 25.245, 55.348),
      hotel('dubai-palm-royal-resort', 25.1085, 55.1505),
    ],
  },
  {
    city: {
      id: 'abu-dhabi',
      name: 'Abu Dhabi',
      country: 'United Arab Emirates',
      countryCode: 'AE',
      dialCode: '+971',
      displayCurrency: 'AED',
      center: { lat: 24.4667, lng: 54.3667 },
      radiusKm: 45,
    },
    places: [
      airport('Zayed International Airport', 24.433, 54.6511, 'AUH', ['Abu Dhabi Airport', 'Abu Dhabi International Airport']),
      district('Al Khalidiyah', 24.471, 54.347, ['Khalidiya']),
      district('Al Zahiyah', 24.495, 54.382, ['Tourist Club Area']),
      district('Al Reem Island', 24.499, 54.405, ['Reem Island']),
      district('Al Maryah Island', 24.5, 54.389, ['Maryah Island']),
      district('Saadiyat Island', 24.54, 54.43, ['Saadiyat']),
      district('Yas Island', 24.488, 54.608, ['Yas']),
      district('Khalifa City', 24.419, 54.578),
      landmark('Sheikh Zayed Grand Mosque', 24.4128, 54.475, ['Grand Mosque Abu Dhabi'], ON_MAP),
      landmark('Louvre Abu Dhabi', 24.5337, 54.3983, [], ON_MAP),
      landmark('Qasr Al Watan', 24.4623, 54.3053, ['Presidential Palace Abu Dhabi'], ON_MAP),
      landmark('Qasr Al Hosn', 24.4822, 54.3544, [], ON_MAP),
      landmark('Corniche Beach', 24.474, 54.342, ['Abu Dhabi Corniche'], ON_MAP),
      landmark('Emirates Palace', 24.4617, 54.3173),
      landmark('Ferrari World', 24.4837, 54.6071, ['Ferrari World Abu Dhabi'], ON_MAP),
      mall('Yas Mall', 24.489, 54.609),
      mall('The Galleria Al Maryah Island', 24.501, 54.39, ['The Galleria']),
      mall('Marina Mall Abu Dhabi', 24.476, 54.322),
      station('Abu Dhabi Central Bus Station', 24.468, 54.377, ['Al Wahda Bus Station']),
      hotel('abu-dhabi-corniche-hotel', 24.476, 54.345),
      hotel('abu-dhabi-saadiyat-dunes', 24.545, 54.425),
    ],
  },
  {
    city: {
      id: 'doha',
      name: 'Doha',
      country: 'Qatar',
      countryCode: 'QA',
      dialCode: '+974',
      displayCurrency: 'QAR',
      center: { lat: 25.2854, lng: 51.531 },
      radiusKm: 30,
    },
    places: [
      airport('Hamad International Airport', 25.2731, 51.6081, 'DOH', ['Doha Airport', 'Hamad Airport']),
      district('West Bay', 25.323, 51.529),
      district('The Pearl-Qatar', 25.37, 51.55, ['The Pearl', 'Pearl Qatar']),
      district('Msheireb', 25.2865, 51.5285, ['Msheireb Downtown']),
      district('Al Sadd', 25.283, 51.499),
      district('Lusail', 25.43, 51.49, ['Lusail City']),
      district('Al Wakrah', 25.171, 51.603, ['Wakrah']),
      landmark('Museum of Islamic Art', 25.295, 51.539, ['MIA'], ON_MAP),
      landmark('Souq Waqif', 25.2873, 51.533, [], ON_MAP),
      landmark('Katara Cultural Village', 25.36, 51.525, ['Katara'], ON_MAP),
      landmark('National Museum of Qatar', 25.288, 51.549, [], ON_MAP),
      landmark('Doha Corniche', 25.3, 51.53, ['Corniche Doha'], ON_MAP),
      landmark('Lusail Stadium', 25.4211, 51.4903, [], ON_MAP),
      landmark('Aspire Park', 25.264, 51.447),
      landmark('Education City', 25.315, 51.44),
      mall('Villaggio Mall', 25.26, 51.444, ['Villaggio']),
      mall('Place Vendôme', 25.427, 51.514),
      mall('City Center Doha', 25.326, 51.53),
      station('Msheireb Metro Station', 25.2852, 51.525),
      hotel('doha-west-bay-tower', 25.321, 51.531),
      hotel('doha-souq-waqif-boutique', 25.287, 51.532),
    ],
  },
  {
    city: {
      id: 'riyadh',
      name: 'Riyadh',
      country: 'Saudi Arabia',
      countryCode: 'SA',
      dialCode: '+966',
      displayCurrency: 'SAR',
      center: { lat: 24.7136, lng: 46.6753 },
      radiusKm: 45,
    },
    places: [
      airport('King Khalid International Airport', 24.9576, 46.6988, 'RUH', ['Riyadh Airport', 'King Khalid Airport']),
      district('Olaya', 24.695, 46.685, ['Al Olaya']),
      district('Al Sulimaniyah', 24.705, 46.7, ['Sulaimaniyah']),
      district('Al Malaz', 24.667, 46.727, ['Malaz']),
      district('King Abdullah Financial District', 24.762, 46.64, ['KAFD']),
      district('Al Nakheel', 24.745, 46.645),
      district('Hittin', 24.763, 46.604),
      district('Diriyah', 24.742, 46.578, ['Ad Diriyah']),
      landmark('Kingdom Centre Tower', 24.7114, 46.6744, ['Kingdom Tower', 'Kingdom Centre'], ON_MAP),
      landmark('Al Faisaliah Tower', 24.6904, 46.6853, ['Faisaliah'], ON_MAP),
      landmark('Masmak Fortress', 24.6312, 46.7134, ['Al Masmak'], ON_MAP),
      landmark('National Museum of Saudi Arabia', 24.6477, 46.7107, ['Riyadh National Museum'], ON_MAP),
      landmark('At-Turaif', 24.7336, 46.5725, ['Turaif District'], ON_MAP),
      landmark('Boulevard Riyadh City', 24.77, 46.602, ['Riyadh Boulevard'], ON_MAP),
      mall('Riyadh Park', 24.756, 46.63, ['Riyadh Park Mall']),
      mall('Granada Mall', 24.778, 46.727, ['Granada Center']),
      mall('Riyadh Gallery Mall', 24.743, 46.658),
      station('Riyadh Railway Station', 24.66, 46.739, ['Riyadh Train Station']),
      station('KAFD Metro Station', 24.764, 46.642),
    ],
  },
  {
    city: {
      id: 'muscat',
      name: 'Muscat',
      country: 'Oman',
      countryCode: 'OM',
      dialCode: '+968',
      displayCurrency: 'OMR',
      center: { lat: 23.588, lng: 58.4 },
      radiusKm: 40,
    },
    places: [
      airport('Muscat International Airport', 23.5933, 58.2844, 'MCT', ['Muscat Airport', 'Seeb Airport']),
      district('Mutrah', 23.623, 58.56, ['Muttrah']),
      district('Old Muscat', 23.611, 58.592),
      district('Ruwi', 23.596, 58.543),
      district('Qurum', 23.612, 58.48),
      district('Al Khuwair', 23.595, 58.43, ['Khuwair']),
      district('Madinat Sultan Qaboos', 23.597, 58.416, ['MSQ']),
      district('Al Mouj', 23.633, 58.284, ['The Wave Muscat']),
      landmark('Sultan Qaboos Grand Mosque', 23.584, 58.388, ['Grand Mosque Muscat'], ON_MAP),
      landmark('Royal Opera House Muscat', 23.614, 58.467, ['Opera House'], ON_MAP),
      landmark('Mutrah Souq', 23.6185, 58.564, ['Muttrah Souq'], ON_MAP),
      landmark('Mutrah Corniche', 23.621, 58.57, ['Muttrah Corniche'], ON_MAP),
      landmark('Al Alam Palace', 23.6145, 58.595, [], ON_MAP),
      landmark('Qurum Natural Park', 23.605, 58.485, ['Qurum Park'], ON_MAP),
      landmark('Bait Al Zubair', 23.616, 58.593, ['Bait Al Zubair Museum']),
      mall('Muscat Grand Mall', 23.591, 58.413),
      mall('Oman Avenues Mall', 23.583, 58.399),
      station('Ruwi Bus Station', 23.595, 58.546, ['Mwasalat Ruwi']),
      hotel('muscat-mutrah-corniche-hotel', 23.6215, 58.568),
      hotel('muscat-qurum-beach-resort', 23.615, 58.477),
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
