// DEMO DATA: the taxi drivers of each city in the gazetteer (places.ts), who start their day
// near the city center. Names, cars and plates are invented; the plates follow each country's
// format so they look right on the confirmation screen.
//
// Phone numbers are fictional on purpose, since Call Driver is a real tel: link: each is the
// country's dialling code followed by '0555' and four digits. No national numbering plan of
// these countries gives out numbers that start with 0 after the country code (0 is the trunk
// prefix, dropped in international format), so a call to one reaches nobody.
import { demoCities } from './places';
import { TAXI_VEHICLE_TYPES, type TaxiVehicleType } from '@shared/schemas/taxi';

export { TAXI_VEHICLE_TYPES, type TaxiVehicleType };

export interface DemoDriver {
  id: string;
  cityId: string;
  name: string;
  /** Out of 5, one decimal, as a numeric string ('4.8'). */
  rating: string;
  vehicleType: TaxiVehicleType;
  vehicle: { make: string; model: string; colour: string };
  plateNumber: string;
  /** Fictional: '<dial code> 0555 NNNN' (see the header). */
  phone: string;
  /** Where the driver waits when the demo starts, within 3 km of the city center. */
  start: { lat: number; lng: number };
}

type DriverRow = [
  name: string,
  rating: string,
  vehicleType: TaxiVehicleType,
  make: string,
  model: string,
  colour: string,
  plateNumber: string,
  lat: number,
  lng: number,
];

/**
 * Plate formats, as the tests check them:
 * Kenya 'KDG 482M'; Tanzania 'T 482 DKM'; Zanzibar registers its own, 'Z 482 DK'; Uganda
 * 'UBK 482M'; Rwanda 'RAE 482 B'; Ethiopia, Addis Ababa, code 1 (public transport) 'AA 1-B48213';
 * Dubai 'Dubai N 48213'; Abu Dhabi with its category number 'Abu Dhabi 17 48213'; Qatar six
 * digits '482136'; Saudi Arabia four digits and three letters '4821 BDR'; Oman '48213 AR'.
 */
const driversByCity: Record<string, DriverRow[]> = {
  nairobi: [
    ['John Kamau', '4.8', 'Economy', 'Toyota', 'Vitz', 'Silver', 'KDG 482M', -1.2646, 36.8172],
    ['Grace Wanjiku', '4.9', 'Economy', 'Toyota', 'Axio', 'White', 'KDC 117H', -1.2814, 36.8231],
    ['Peter Otieno', '4.6', 'Economy', 'Mazda', 'Demio', 'Blue', 'KCZ 905T', -1.2901, 36.8308],
    ['Samuel Mutua', '4.7', 'Comfort', 'Toyota', 'Premio', 'Grey', 'KDJ 230A', -1.2986, 36.8311],
    ['Mercy Achieng', '4.9', 'Comfort', 'Toyota', 'Corolla', 'White', 'KDE 664P', -1.3006, 36.8157],
    ['David Kiprono', '4.5', 'Comfort', 'Toyota', 'Camry', 'Black', 'KDF 318Q', -1.2981, 36.8061],
    ['Joseph Njoroge', '5.0', 'Premium', 'Mercedes-Benz', 'E-Class', 'Black', 'KDH 721B', -1.2867, 36.8088],
    ['Esther Chebet', '4.8', 'Premium', 'Lexus', 'ES 300h', 'Pearl White', 'KDK 046C', -1.2796, 36.801],
    ['Kevin Omondi', '4.7', 'Premium', 'Toyota', 'Land Cruiser Prado', 'Black', 'KDB 559N', -1.2819, 36.8159],
  ],
  mombasa: [
    ['Hassan Omar', '4.7', 'Economy', 'Toyota', 'Vitz', 'White', 'KDA 374R', -4.0317, 39.6733],
    ['Salim Mwinyi', '4.6', 'Economy', 'Suzuki', 'Swift', 'Red', 'KCX 812D', -4.044, 39.68],
    ['Fatuma Ali', '4.9', 'Economy', 'Toyota', 'Axio', 'Silver', 'KDD 290K', -4.0475, 39.6814],
    ['Rashid Bakari', '4.8', 'Comfort', 'Toyota', 'Premio', 'White', 'KDG 605S', -4.0606, 39.6664],
    ['Khamis Juma', '4.5', 'Comfort', 'Toyota', 'Corolla', 'Grey', 'KDE 143W', -4.0536, 39.657],
    ['Mohamed Said', '4.9', 'Premium', 'Mercedes-Benz', 'E-Class', 'Silver', 'KDJ 918F', -4.042, 39.656],
    ['Joseph Kahindi', '4.7', 'Premium', 'Toyota', 'Land Cruiser Prado', 'White', 'KDC 437L', -4.0355, 39.6618],
  ],
  'dar-es-salaam': [
    ['Juma Mrisho', '4.7', 'Economy', 'Toyota', 'Vitz', 'Silver', 'T 482 DKM', -6.81, 39.283],
    ['Baraka Mushi', '4.6', 'Economy', 'Toyota', 'IST', 'Blue', 'T 915 DHB', -6.8108, 39.2883],
    ['Neema Mwakyusa', '4.9', 'Economy', 'Suzuki', 'Swift', 'White', 'T 236 EAF', -6.8204, 39.2887],
    ['Hamisi Mfinanga', '4.8', 'Comfort', 'Toyota', 'Premio', 'Grey', 'T 770 DZR', -6.8305, 39.2786],
    ['Rehema Kimaro', '4.8', 'Comfort', 'Toyota', 'Camry', 'White', 'T 148 EBC', -6.8292, 39.264],
    ['Godfrey Massawe', '4.6', 'Premium', 'Toyota', 'Land Cruiser Prado', 'Black', 'T 603 DYL', -6.8177, 39.2714],
    ['Ally Mohamedi', '5.0', 'Premium', 'Mercedes-Benz', 'E-Class', 'Black', 'T 359 EAK', -6.8044, 39.273],
  ],
  zanzibar: [
    ['Abdalla Suleiman', '4.8', 'Economy', 'Toyota', 'IST', 'White', 'Z 482 DK', -6.1578, 39.2019],
    ['Haji Makame', '4.6', 'Economy', 'Toyota', 'Vitz', 'Silver', 'Z 317 FA', -6.1651, 39.2047],
    ['Mwanajuma Ame', '4.9', 'Comfort', 'Toyota', 'Premio', 'White', 'Z 908 EB', -6.172, 39.2077],
    ['Khamis Vuai', '4.7', 'Comfort', 'Toyota', 'Noah', 'Silver', 'Z 145 GC', -6.1851, 39.1915],
    ['Said Mussa', '4.8', 'Premium', 'Toyota', 'Land Cruiser Prado', 'Black', 'Z 663 HD', -6.1665, 39.1933],
    ['Ali Mbarouk', '4.5', 'Premium', 'Toyota', 'Alphard', 'Pearl White', 'Z 271 JE', -6.1586, 39.1933],
  ],
  arusha: [
    ['Emmanuel Laizer', '4.9', 'Economy', 'Toyota', 'Vitz', 'Blue', 'T 514 DPA', -3.361, 36.6971],
    ['Joyce Lyimo', '4.7', 'Economy', 'Toyota', 'IST', 'Silver', 'T 827 DWB', -3.3682, 36.7079],
    ['Lucas Mollel', '4.8', 'Comfort', 'Toyota', 'Premio', 'White', 'T 390 EAC', -3.3791, 36.6997],
    ['Elia Kaaya', '4.6', 'Comfort', 'Toyota', 'Corolla', 'Grey', 'T 652 DRD', -3.3835, 36.6879],
    ['Gabriel Swai', '5.0', 'Premium', 'Toyota', 'Land Cruiser Prado', 'Green', 'T 108 EBE', -3.3728, 36.6783],
    ['Paulo Lema', '4.7', 'Premium', 'Mercedes-Benz', 'E-Class', 'Black', 'T 945 DXF', -3.3619, 36.686],
  ],
  kampala: [
    ['Moses Ssemakula', '4.7', 'Economy', 'Toyota', 'Vitz', 'Silver', 'UBK 482M', 0.33, 32.5862],
    ['Ronald Okello', '4.6', 'Economy', 'Toyota', 'Belta', 'White', 'UBQ 274K', 0.3148, 32.5925],
    ['Sarah Nakato', '4.9', 'Economy', 'Toyota', 'Axio', 'Blue', 'UBM 903A', 0.3084, 32.5879],
    ['Brian Mugisha', '4.8', 'Comfort', 'Toyota', 'Premio', 'Grey', 'UBR 615H', 0.3031, 32.5821],
    ['Isaac Kato', '4.5', 'Comfort', 'Toyota', 'Mark X', 'Black', 'UBP 138D', 0.3046, 32.5743],
    ['Joseph Wasswa', '4.8', 'Premium', 'Toyota', 'Land Cruiser Prado', 'White', 'UBN 760S', 0.3188, 32.5608],
    ['Patrick Tumwine', '4.9', 'Premium', 'Mercedes-Benz', 'E-Class', 'Black', 'UBL 329F', 0.3269, 32.5665],
  ],
  kigali: [
    ['Jean Claude Niyonzima', '4.8', 'Economy', 'Toyota', 'Vitz', 'White', 'RAE 482 B', -1.9325, 30.0624],
    ['Eric Habimana', '4.6', 'Economy', 'Suzuki', 'Swift', 'Silver', 'RAD 917 C', -1.9413, 30.0662],
    ['Aline Uwase', '4.9', 'Economy', 'Hyundai', 'Accent', 'Blue', 'RAF 236 A', -1.9499, 30.0673],
    ['Olivier Mugabo', '4.7', 'Comfort', 'Toyota', 'Corolla', 'Grey', 'RAE 705 D', -1.9505, 30.0623],
    ['Diane Mukamana', '4.8', 'Comfort', 'Toyota', 'Camry', 'White', 'RAC 344 F', -1.9556, 30.0518],
    ['Patrick Nshimiyimana', '5.0', 'Premium', 'Mercedes-Benz', 'E-Class', 'Black', 'RAF 618 B', -1.9472, 30.0403],
    ['Emmanuel Hakizimana', '4.7', 'Premium', 'Toyota', 'Land Cruiser Prado', 'Black', 'RAD 159 E', -1.9243, 30.0543],
  ],
  'addis-ababa': [
    ['Dawit Bekele', '4.7', 'Economy', 'Toyota', 'Vitz', 'Blue', 'AA 1-B48213', 9.0378, 38.7635],
    ['Abebe Tesfaye', '4.6', 'Economy', 'Suzuki', 'Dzire', 'White', 'AA 1-B30657', 9.0211, 38.7614],
    ['Mekdes Alemu', '4.9', 'Economy', 'Toyota', 'Yaris', 'Silver', 'AA 1-C11942', 9.0173, 38.7609],
    ['Yonas Girma', '4.8', 'Comfort', 'Toyota', 'Corolla', 'White', 'AA 1-B72380', 9.0159, 38.7539],
    ['Selam Kebede', '4.8', 'Comfort', 'Hyundai', 'Elantra', 'Grey', 'AA 1-C05516', 9.0136, 38.7465],
    ['Solomon Haile', '4.9', 'Premium', 'Toyota', 'Land Cruiser Prado', 'Black', 'AA 1-A96124', 9.0221, 38.7394],
    ['Henok Tadesse', '4.5', 'Premium', 'Mercedes-Benz', 'E-Class', 'Black', 'AA 1-A23857', 9.0265, 38.7486],
  ],
  dubai: [
    ['Imran Shah', '4.8', 'Economy', 'Toyota', 'Yaris', 'White', 'Dubai N 48213', 25.2119, 55.2754],
    ['Anil Menon', '4.7', 'Economy', 'Nissan', 'Sunny', 'Silver', 'Dubai R 60217', 25.2176, 55.2895],
    ['Tariq Mahmood', '4.6', 'Economy', 'Hyundai', 'Accent', 'White', 'Dubai P 31958', 25.2062, 55.2854],
    ['Joseph Mathew', '4.9', 'Comfort', 'Toyota', 'Camry', 'White', 'Dubai S 72046', 25.1939, 55.2915],
    ['Waqas Ahmed', '4.8', 'Comfort', 'Hyundai', 'Sonata', 'Grey', 'Dubai T 15873', 25.183, 55.27],
    ['Dinesh Perera', '4.7', 'Comfort', 'Kia', 'K5', 'Black', 'Dubai U 90342', 25.1848, 55.2624],
    ['Abdul Rahman Khan', '4.9', 'Premium', 'Lexus', 'ES 350', 'Black', 'Dubai V 26590', 25.1957, 55.2478],
    ['Ahmed Al Marzooqi', '5.0', 'Premium', 'Mercedes-Benz', 'E-Class', 'Black', 'Dubai AA 5519', 25.2132, 55.2544],
    ['Noel Fernandes', '4.8', 'Premium', 'GMC', 'Yukon', 'Black', 'Dubai W 83104', 25.2117, 55.2663],
  ],
  'abu-dhabi': [
    ['Faisal Iqbal', '4.7', 'Economy', 'Nissan', 'Sunny', 'White', 'Abu Dhabi 17 48213', 24.4813, 54.3687],
    ['Suresh Nair', '4.8', 'Economy', 'Toyota', 'Yaris', 'Silver', 'Abu Dhabi 12 60924', 24.478, 54.3832],
    ['Bilal Hussain', '4.6', 'Economy', 'Hyundai', 'Accent', 'White', 'Abu Dhabi 5 37710', 24.4561, 54.3822],
    ['Ramesh Pillai', '4.9', 'Comfort', 'Toyota', 'Camry', 'White', 'Abu Dhabi 14 91536', 24.4625, 54.3674],
    ['Kamal Haider', '4.7', 'Comfort', 'Nissan', 'Altima', 'Grey', 'Abu Dhabi 11 20487', 24.4478, 54.3549],
    ['Omar Al Dhaheri', '5.0', 'Premium', 'Lexus', 'ES 350', 'Pearl White', 'Abu Dhabi 1 7362', 24.4642, 54.348],
    ['Arjun Das', '4.8', 'Premium', 'Mercedes-Benz', 'E-Class', 'Black', 'Abu Dhabi 18 55091', 24.4707, 54.365],
  ],
  doha: [
    ['Mohammed Rafiq', '4.7', 'Economy', 'Toyota', 'Yaris', 'White', '482136', 25.2985, 51.518],
    ['Sunil Thapa', '4.8', 'Economy', 'Nissan', 'Sunny', 'Silver', '517093', 25.28, 51.552],
    ['Yasir Osman', '4.6', 'Economy', 'Hyundai', 'Accent', 'White', '390724', 25.2779, 51.5412],
    ['Biju Thomas', '4.9', 'Comfort', 'Toyota', 'Camry', 'Grey', '605281', 25.2682, 51.5369],
    ['Ahmed Farouk', '4.7', 'Comfort', 'Hyundai', 'Sonata', 'White', '271648', 25.279, 51.5205],
    ['Hassan Nasser', '4.9', 'Premium', 'GMC', 'Yukon', 'Black', '158307', 25.2844, 51.5182],
    ['Kiran Rai', '4.8', 'Premium', 'Lexus', 'ES 350', 'Black', '743915', 25.2991, 51.5252],
  ],
  riyadh: [
    ['Abdullah Al Qahtani', '4.8', 'Economy', 'Hyundai', 'Accent', 'White', '4821 BDR', 24.7291, 46.679],
    ['Faisal Al Harbi', '4.6', 'Economy', 'Toyota', 'Yaris', 'Silver', '3067 KHA', 24.716, 46.6862],
    ['Saad Al Otaibi', '4.7', 'Economy', 'Kia', 'Pegas', 'White', '7194 LNS', 24.7063, 46.6857],
    ['Turki Al Shammari', '4.9', 'Comfort', 'Toyota', 'Camry', 'Grey', '5530 RSD', 24.7044, 46.6788],
    ['Nawaf Al Dossary', '4.8', 'Comfort', 'Hyundai', 'Sonata', 'Black', '2846 TJB', 24.7018, 46.6532],
    ['Majed Al Ghamdi', '5.0', 'Premium', 'Lexus', 'LX 600', 'Pearl White', '9012 XAD', 24.7168, 46.6526],
    ['Sultan Al Mutairi', '4.7', 'Premium', 'Mercedes-Benz', 'E-Class', 'Black', '6378 ZEG', 24.7207, 46.6725],
  ],
  muscat: [
    ['Said Al Balushi', '4.8', 'Economy', 'Toyota', 'Yaris', 'White', '48213 AR', 23.5938, 58.4026],
    ['Ahmed Al Habsi', '4.7', 'Economy', 'Nissan', 'Sunny', 'Silver', '30671 BM', 23.5933, 58.4148],
    ['Salim Al Hinai', '4.6', 'Economy', 'Hyundai', 'Accent', 'White', '7259 H', 23.5739, 58.4188],
    ['Khalfan Al Rawahi', '4.9', 'Comfort', 'Toyota', 'Camry', 'White', '61482 DR', 23.5808, 58.4013],
    ['Mohammed Al Kindi', '4.8', 'Comfort', 'Kia', 'K5', 'Grey', '15936 SW', 23.5828, 58.3951],
    ['Hamed Al Siyabi', '5.0', 'Premium', 'Lexus', 'ES 350', 'Black', '92047 AM', 23.5904, 58.3851],
    ['Yaqoob Al Amri', '4.7', 'Premium', 'Toyota', 'Land Cruiser', 'White', '5318 K', 23.5995, 58.3921],
  ],
};

export const demoDrivers: DemoDriver[] = demoCities.flatMap((city, cityIndex) =>
  (driversByCity[city.id] ?? []).map(([name, rating, vehicleType, make, model, colour, plateNumber, lat, lng], index) => ({
    id: `drv-${city.id}-${index + 1}`,
    cityId: city.id,
    name,
    rating,
    vehicleType,
    vehicle: { make, model, colour },
    plateNumber,
    phone: `${city.dialCode} 0555 ${String((cityIndex + 1) * 100 + index + 1).padStart(4, '0')}`,
    start: { lat, lng },
  })),
);
