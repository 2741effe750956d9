// DEMO DATA: car-rental locations and the fleet at each (invented units and daily rates).
// Pictures are one per category: /images/cars/<category>.svg.
import { carCategoryImage, type CarCategory } from '@shared/schemas/cars';
import { demoCarCancellationPolicy } from './cancellation-policies';

export const demoCarLocations = [
  { id: 'dubai-airport', name: 'Dubai Airport', city: 'Dubai', country: 'United Arab Emirates', kind: 'airport' as const },
  { id: 'dubai-marina', name: 'Dubai Marina', city: 'Dubai', country: 'United Arab Emirates', kind: 'city' as const },
  { id: 'abu-dhabi-airport', name: 'Abu Dhabi Airport', city: 'Abu Dhabi', country: 'United Arab Emirates', kind: 'airport' as const },
  { id: 'doha-airport', name: 'Doha Airport', city: 'Doha', country: 'Qatar', kind: 'airport' as const },
  { id: 'muscat-airport', name: 'Muscat Airport', city: 'Muscat', country: 'Oman', kind: 'airport' as const },
  { id: 'nairobi-jkia', name: 'Nairobi JKIA', city: 'Nairobi', country: 'Kenya', kind: 'airport' as const },
  { id: 'nairobi-cbd', name: 'Nairobi CBD', city: 'Nairobi', country: 'Kenya', kind: 'city' as const },
  { id: 'mombasa-airport', name: 'Mombasa Airport', city: 'Mombasa', country: 'Kenya', kind: 'airport' as const },
  { id: 'zanzibar-airport', name: 'Zanzibar Airport', city: 'Zanzibar', country: 'Tanzania', kind: 'airport' as const },
  { id: 'kilimanjaro-airport', name: 'Kilimanjaro Airport', city: 'Arusha', country: 'Tanzania', kind: 'airport' as const },
  { id: 'dar-es-salaam-airport', name: 'Dar es Salaam Airport', city: 'Dar es Salaam', country: 'Tanzania', kind: 'airport' as const },
  { id: 'entebbe-airport', name: 'Entebbe Airport', city: 'Entebbe', country: 'Uganda', kind: 'airport' as const },
  { id: 'kampala-city', name: 'Kampala City', city: 'Kampala', country: 'Uganda', kind: 'city' as const },
  { id: 'kigali-airport', name: 'Kigali Airport', city: 'Kigali', country: 'Rwanda', kind: 'airport' as const },
  { id: 'addis-ababa-airport', name: 'Addis Ababa Airport', city: 'Addis Ababa', country: 'Ethiopia', kind: 'airport' as const },
].map((location, index) => ({ ...location, sortOrder: index + 1 }));

interface CarModel {
  key: string;
  brand: string;
  model: string;
  category: CarCategory;
  seats: number;
  transmission: 'Automatic' | 'Manual';
  features: string[];
}

const models: Record<string, CarModel> = {
  yaris: { key: 'yaris', brand: 'Toyota', model: 'Yaris', category: 'Economy', seats: 5, transmission: 'Automatic', features: ['Air Conditioning', 'Bluetooth', 'Unlimited Mileage'] },
  sunny: { key: 'sunny', brand: 'Nissan', model: 'Sunny', category: 'Economy', seats: 5, transmission: 'Automatic', features: ['Air Conditioning', 'USB Charging', 'Unlimited Mileage'] },
  vitz: { key: 'vitz', brand: 'Toyota', model: 'Vitz', category: 'Economy', seats: 5, transmission: 'Manual', features: ['Air Conditioning', 'Fuel Efficient', 'Unlimited Mileage'] },
  corolla: { key: 'corolla', brand: 'Toyota', model: 'Corolla', category: 'Compact', seats: 5, transmission: 'Automatic', features: ['Air Conditioning', 'Apple CarPlay', 'Cruise Control'] },
  elantra: { key: 'elantra', brand: 'Hyundai', model: 'Elantra', category: 'Compact', seats: 5, transmission: 'Automatic', features: ['Air Conditioning', 'Bluetooth', 'Rear Camera'] },
  rav4: { key: 'rav4', brand: 'Toyota', model: 'RAV4', category: 'SUV', seats: 5, transmission: 'Automatic', features: ['Air Conditioning', 'GPS Navigation', 'Child Seat Available'] },
  xtrail: { key: 'xtrail', brand: 'Nissan', model: 'X-Trail', category: 'SUV', seats: 7, transmission: 'Automatic', features: ['Air Conditioning', '7 Seats', 'Bluetooth'] },
  sportage: { key: 'sportage', brand: 'Kia', model: 'Sportage', category: 'SUV', seats: 5, transmission: 'Automatic', features: ['Air Conditioning', 'Apple CarPlay', 'Rear Camera'] },
  eclass: { key: 'eclass', brand: 'Mercedes-Benz', model: 'E-Class', category: 'Luxury', seats: 5, transmission: 'Automatic', features: ['Leather Seats', 'GPS Navigation', 'Premium Sound'] },
  bmw5: { key: 'bmw5', brand: 'BMW', model: '5 Series', category: 'Luxury', seats: 5, transmission: 'Automatic', features: ['Leather Seats', 'Heated Seats', 'GPS Navigation'] },
  rangeRover: { key: 'range-rover', brand: 'Land Rover', model: 'Range Rover Sport', category: 'Luxury', seats: 5, transmission: 'Automatic', features: ['Leather Seats', 'Panoramic Roof', 'GPS Navigation'] },
  hiace: { key: 'hiace', brand: 'Toyota', model: 'HiAce', category: 'Van', seats: 12, transmission: 'Manual', features: ['Air Conditioning', '12 Seats', 'Large Luggage Space'] },
  staria: { key: 'staria', brand: 'Hyundai', model: 'Staria', category: 'Van', seats: 9, transmission: 'Automatic', features: ['Air Conditioning', 'Sliding Doors', 'USB Charging'] },
  landCruiser: { key: 'land-cruiser', brand: 'Toyota', model: 'Land Cruiser 70', category: '4x4', seats: 7, transmission: 'Manual', features: ['4WD', 'Pop-up Roof', 'Cooler Box'] },
  prado: { key: 'prado', brand: 'Toyota', model: 'Land Cruiser Prado', category: '4x4', seats: 7, transmission: 'Automatic', features: ['4WD', 'Air Conditioning', 'Roof Rack'] },
  patrol: { key: 'patrol', brand: 'Nissan', model: 'Patrol', category: '4x4', seats: 7, transmission: 'Automatic', features: ['4WD', 'Leather Seats', 'Desert Ready'] },
  jimny: { key: 'jimny', brand: 'Suzuki', model: 'Jimny', category: '4x4', seats: 4, transmission: 'Manual', features: ['4WD', 'Compact Size', 'Bluetooth'] },
};

/** [model, units at the location, dollars per day] per location. */
const fleet: Record<string, [CarModel, number, number][]> = {
  'dubai-airport': [[models.yaris, 6, 38], [models.sunny, 5, 35], [models.corolla, 5, 49], [models.rav4, 4, 79], [models.patrol, 3, 145], [models.eclass, 3, 185], [models.rangeRover, 2, 260], [models.staria, 2, 115]],
  'dubai-marina': [[models.yaris, 4, 40], [models.elantra, 3, 52], [models.sportage, 3, 75], [models.bmw5, 2, 195], [models.rangeRover, 1, 270]],
  'abu-dhabi-airport': [[models.sunny, 4, 34], [models.corolla, 3, 47], [models.xtrail, 3, 82], [models.patrol, 2, 140], [models.eclass, 2, 180]],
  'doha-airport': [[models.sunny, 4, 36], [models.elantra, 3, 50], [models.prado, 3, 130], [models.bmw5, 2, 190], [models.staria, 2, 110]],
  'muscat-airport': [[models.yaris, 4, 33], [models.rav4, 3, 72], [models.prado, 3, 120], [models.jimny, 2, 65]],
  'nairobi-jkia': [[models.vitz, 5, 32], [models.corolla, 4, 45], [models.rav4, 3, 70], [models.prado, 3, 115], [models.landCruiser, 3, 160], [models.hiace, 2, 95]],
  'nairobi-cbd': [[models.vitz, 4, 30], [models.elantra, 3, 44], [models.xtrail, 3, 68], [models.landCruiser, 2, 155]],
  'mombasa-airport': [[models.vitz, 3, 30], [models.corolla, 3, 43], [models.xtrail, 2, 66], [models.hiace, 2, 90]],
  'zanzibar-airport': [[models.vitz, 4, 35], [models.jimny, 4, 55], [models.rav4, 2, 72], [models.hiace, 2, 95]],
  'kilimanjaro-airport': [[models.corolla, 2, 46], [models.prado, 3, 125], [models.landCruiser, 4, 165], [models.hiace, 2, 98]],
  'dar-es-salaam-airport': [[models.vitz, 4, 31], [models.corolla, 3, 44], [models.rav4, 3, 70], [models.prado, 2, 118]],
  'entebbe-airport': [[models.vitz, 3, 32], [models.rav4, 3, 69], [models.landCruiser, 3, 150], [models.hiace, 2, 92]],
  'kampala-city': [[models.vitz, 3, 29], [models.elantra, 2, 42], [models.prado, 2, 112]],
  'kigali-airport': [[models.corolla, 3, 45], [models.rav4, 3, 70], [models.prado, 2, 120], [models.staria, 1, 105]],
  'addis-ababa-airport': [[models.sunny, 3, 31], [models.corolla, 3, 42], [models.prado, 2, 110], [models.hiace, 2, 88]],
};

export const demoCars = demoCarLocations.flatMap((location) =>
  (fleet[location.id] ?? []).map(([model, units, dollarsPerDay], index) => ({
    id: `${location.id}-${model.key}`,
    location: location.id,
    brand: model.brand,
    model: model.model,
    category: model.category,
    seats: model.seats,
    transmission: model.transmission,
    pricePerDayCents: dollarsPerDay * 100,
    currency: 'USD',
    units,
    images: [carCategoryImage(model.category)],
    features: model.features,
    sortOrder: index + 1,
    cancellationPolicy: demoCarCancellationPolicy(index),
  })),
);
