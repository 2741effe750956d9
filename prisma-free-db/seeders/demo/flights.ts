// DEMO DATA: airports of the region and a weekly timetable of invented flights (real airline
// names and aircraft types, made-up flight numbers, times and fares). The seeder turns the
// timetable into dated flights for the coming days (see TravelSeeder).

export const demoAirports = [
  { code: 'DXB', name: 'Dubai International', city: 'Dubai', country: 'United Arab Emirates', timeZone: 'Asia/Dubai' },
  { code: 'AUH', name: 'Zayed International', city: 'Abu Dhabi', country: 'United Arab Emirates', timeZone: 'Asia/Dubai' },
  { code: 'DOH', name: 'Hamad International', city: 'Doha', country: 'Qatar', timeZone: 'Asia/Qatar' },
  { code: 'MCT', name: 'Muscat International', city: 'Muscat', country: 'Oman', timeZone: 'Asia/Muscat' },
  { code: 'CDG', name: 'Paris Charles de Gaulle', city: 'Paris', country: 'France', timeZone: 'Europe/Paris' },
  { code: 'NBO', name: 'Jomo Kenyatta International', city: 'Nairobi', country: 'Kenya', timeZone: 'Africa/Nairobi' },
  { code: 'MBA', name: 'Moi International', city: 'Mombasa', country: 'Kenya', timeZone: 'Africa/Nairobi' },
  { code: 'JRO', name: 'Kilimanjaro International', city: 'Kilimanjaro', country: 'Tanzania', timeZone: 'Africa/Dar_es_Salaam' },
  { code: 'ZNZ', name: 'Abeid Amani Karume International', city: 'Zanzibar', country: 'Tanzania', timeZone: 'Africa/Dar_es_Salaam' },
  { code: 'DAR', name: 'Julius Nyerere International', city: 'Dar es Salaam', country: 'Tanzania', timeZone: 'Africa/Dar_es_Salaam' },
  { code: 'EBB', name: 'Entebbe International', city: 'Entebbe', country: 'Uganda', timeZone: 'Africa/Kampala' },
  { code: 'KGL', name: 'Kigali International', city: 'Kigali', country: 'Rwanda', timeZone: 'Africa/Kigali' },
  { code: 'ADD', name: 'Addis Ababa Bole International', city: 'Addis Ababa', country: 'Ethiopia', timeZone: 'Africa/Addis_Ababa' },
];

export interface ScheduledFlight {
  airline: string;
  flightNumber: string;
  from: string;
  to: string;
  /** The stop of a one-stop flight. */
  via?: string;
  /** Local time at `from`. */
  departs: string;
  durationMinutes: number;
  aircraft: string;
  /** Days of the week it flies, 0 = Sunday; all days when absent. */
  days?: number[];
  /** Base fares in dollars; business absent when the aircraft has no business cabin. */
  economy: number;
  business?: number;
  economySeats: number;
  businessSeats?: number;
}

const MON = 1, TUE = 2, WED = 3, THU = 4, FRI = 5, SAT = 6, SUN = 0;

export const demoTimetable: ScheduledFlight[] = [
  // Dubai – Paris: the flight dialog's default route flies every day, direct and one-stop.
  { airline: 'Emirates', flightNumber: 'EK 73', from: 'DXB', to: 'CDG', departs: '08:15', durationMinutes: 445, aircraft: 'Airbus A380-800', economy: 520, business: 2450, economySeats: 40, businessSeats: 10 },
  { airline: 'Emirates', flightNumber: 'EK 75', from: 'DXB', to: 'CDG', departs: '14:50', durationMinutes: 440, aircraft: 'Boeing 777-300ER', economy: 480, business: 2300, economySeats: 36, businessSeats: 8 },
  { airline: 'Air France', flightNumber: 'AF 659', from: 'DXB', to: 'CDG', departs: '23:55', durationMinutes: 435, aircraft: 'Boeing 777-300ER', economy: 495, business: 2600, economySeats: 30, businessSeats: 8 },
  { airline: 'Qatar Airways', flightNumber: 'QR 1017', from: 'DXB', to: 'CDG', via: 'DOH', departs: '07:05', durationMinutes: 655, aircraft: 'Airbus A350-900', economy: 410, business: 1950, economySeats: 30, businessSeats: 8 },
  { airline: 'Ethiopian Airlines', flightNumber: 'ET 621', from: 'DXB', to: 'CDG', via: 'ADD', departs: '04:10', durationMinutes: 810, aircraft: 'Boeing 787-9', days: [MON, WED, FRI, SUN], economy: 385, business: 1700, economySeats: 30, businessSeats: 6 },
  { airline: 'Emirates', flightNumber: 'EK 74', from: 'CDG', to: 'DXB', departs: '15:40', durationMinutes: 390, aircraft: 'Airbus A380-800', economy: 530, business: 2450, economySeats: 40, businessSeats: 10 },
  { airline: 'Air France', flightNumber: 'AF 662', from: 'CDG', to: 'DXB', departs: '10:45', durationMinutes: 395, aircraft: 'Boeing 777-300ER', economy: 500, business: 2600, economySeats: 30, businessSeats: 8 },
  // Paris – Nairobi
  { airline: 'Air France', flightNumber: 'AF 814', from: 'CDG', to: 'NBO', departs: '10:45', durationMinutes: 510, aircraft: 'Boeing 787-9', days: [MON, WED, FRI, SAT], economy: 650, business: 2900, economySeats: 30, businessSeats: 8 },
  { airline: 'Kenya Airways', flightNumber: 'KQ 112', from: 'NBO', to: 'CDG', departs: '23:55', durationMinutes: 540, aircraft: 'Boeing 787-8', days: [TUE, THU, SAT], economy: 620, business: 2700, economySeats: 30, businessSeats: 8 },
  // Gulf – East Africa
  { airline: 'Emirates', flightNumber: 'EK 719', from: 'DXB', to: 'NBO', departs: '10:25', durationMinutes: 300, aircraft: 'Boeing 777-300ER', economy: 310, business: 1350, economySeats: 36, businessSeats: 8 },
  { airline: 'Kenya Airways', flightNumber: 'KQ 311', from: 'DXB', to: 'NBO', departs: '04:40', durationMinutes: 300, aircraft: 'Boeing 787-8', economy: 295, business: 1250, economySeats: 30, businessSeats: 8 },
  { airline: 'Emirates', flightNumber: 'EK 720', from: 'NBO', to: 'DXB', departs: '16:40', durationMinutes: 290, aircraft: 'Boeing 777-300ER', economy: 320, business: 1350, economySeats: 36, businessSeats: 8 },
  { airline: 'Kenya Airways', flightNumber: 'KQ 310', from: 'NBO', to: 'DXB', departs: '23:50', durationMinutes: 290, aircraft: 'Boeing 787-8', economy: 300, business: 1250, economySeats: 30, businessSeats: 8 },
  { airline: 'flydubai', flightNumber: 'FZ 1687', from: 'DXB', to: 'ZNZ', departs: '09:30', durationMinutes: 345, aircraft: 'Boeing 737 MAX 8', economy: 270, business: 980, economySeats: 30, businessSeats: 6 },
  { airline: 'flydubai', flightNumber: 'FZ 1688', from: 'ZNZ', to: 'DXB', departs: '16:25', durationMinutes: 340, aircraft: 'Boeing 737 MAX 8', economy: 280, business: 980, economySeats: 30, businessSeats: 6 },
  { airline: 'flydubai', flightNumber: 'FZ 1685', from: 'DXB', to: 'JRO', departs: '07:45', durationMinutes: 330, aircraft: 'Boeing 737 MAX 8', days: [MON, WED, FRI, SUN], economy: 290, business: 1050, economySeats: 30, businessSeats: 6 },
  { airline: 'Emirates', flightNumber: 'EK 729', from: 'DXB', to: 'EBB', departs: '09:55', durationMinutes: 330, aircraft: 'Boeing 777-300ER', economy: 340, business: 1400, economySeats: 32, businessSeats: 8 },
  { airline: 'Uganda Airlines', flightNumber: 'UR 310', from: 'EBB', to: 'DXB', departs: '00:05', durationMinutes: 335, aircraft: 'Airbus A320neo', days: [MON, WED, FRI], economy: 330, business: 1200, economySeats: 28, businessSeats: 6 },
  { airline: 'RwandAir', flightNumber: 'WB 300', from: 'DXB', to: 'KGL', departs: '09:20', durationMinutes: 360, aircraft: 'Airbus A330-200', days: [WED, FRI, SUN], economy: 360, business: 1450, economySeats: 30, businessSeats: 8 },
  { airline: 'RwandAir', flightNumber: 'WB 301', from: 'KGL', to: 'DXB', departs: '23:10', durationMinutes: 355, aircraft: 'Airbus A330-200', days: [TUE, THU, SAT], economy: 360, business: 1450, economySeats: 30, businessSeats: 8 },
  { airline: 'Ethiopian Airlines', flightNumber: 'ET 611', from: 'DXB', to: 'ADD', departs: '15:45', durationMinutes: 240, aircraft: 'Boeing 737 MAX 8', economy: 260, business: 950, economySeats: 30, businessSeats: 8 },
  { airline: 'Ethiopian Airlines', flightNumber: 'ET 600', from: 'ADD', to: 'DXB', departs: '10:15', durationMinutes: 240, aircraft: 'Boeing 737 MAX 8', economy: 260, business: 950, economySeats: 30, businessSeats: 8 },
  { airline: 'Emirates', flightNumber: 'EK 725', from: 'DXB', to: 'DAR', departs: '10:10', durationMinutes: 325, aircraft: 'Boeing 777-300ER', economy: 330, business: 1400, economySeats: 32, businessSeats: 8 },
  { airline: 'Air Tanzania', flightNumber: 'TC 102', from: 'DAR', to: 'DXB', departs: '01:55', durationMinutes: 320, aircraft: 'Boeing 787-8', days: [MON, THU, SAT], economy: 300, business: 1150, economySeats: 30, businessSeats: 8 },
  { airline: 'Qatar Airways', flightNumber: 'QR 1341', from: 'DOH', to: 'NBO', departs: '07:40', durationMinutes: 330, aircraft: 'Boeing 787-9', economy: 340, business: 1600, economySeats: 30, businessSeats: 8 },
  { airline: 'Qatar Airways', flightNumber: 'QR 1342', from: 'NBO', to: 'DOH', departs: '14:55', durationMinutes: 330, aircraft: 'Boeing 787-9', economy: 340, business: 1600, economySeats: 30, businessSeats: 8 },
  { airline: 'Qatar Airways', flightNumber: 'QR 1367', from: 'DOH', to: 'ZNZ', departs: '08:10', durationMinutes: 370, aircraft: 'Airbus A350-900', days: [TUE, THU, SAT, SUN], economy: 360, business: 1650, economySeats: 30, businessSeats: 8 },
  { airline: 'Qatar Airways', flightNumber: 'QR 1001', from: 'DXB', to: 'DOH', departs: '06:00', durationMinutes: 75, aircraft: 'Airbus A320', economy: 120, business: 420, economySeats: 36, businessSeats: 8 },
  { airline: 'Qatar Airways', flightNumber: 'QR 1002', from: 'DOH', to: 'DXB', departs: '18:15', durationMinutes: 75, aircraft: 'Airbus A320', economy: 120, business: 420, economySeats: 36, businessSeats: 8 },
  { airline: 'Ethiopian Airlines', flightNumber: 'ET 631', from: 'DOH', to: 'KGL', via: 'ADD', departs: '02:30', durationMinutes: 560, aircraft: 'Boeing 787-8', days: [MON, THU, SAT], economy: 420, business: 1500, economySeats: 24, businessSeats: 6 },
  { airline: 'flydubai', flightNumber: 'FZ 31', from: 'DXB', to: 'MCT', departs: '07:30', durationMinutes: 70, aircraft: 'Boeing 737-800', economy: 95, business: 320, economySeats: 36, businessSeats: 6 },
  { airline: 'flydubai', flightNumber: 'FZ 32', from: 'MCT', to: 'DXB', departs: '10:10', durationMinutes: 70, aircraft: 'Boeing 737-800', economy: 95, business: 320, economySeats: 36, businessSeats: 6 },
  { airline: 'Oman Air', flightNumber: 'WY 673', from: 'MCT', to: 'ZNZ', departs: '09:40', durationMinutes: 305, aircraft: 'Boeing 737 MAX 8', days: [TUE, THU, SAT], economy: 290, business: 1100, economySeats: 30, businessSeats: 6 },
  { airline: 'Etihad Airways', flightNumber: 'EY 681', from: 'AUH', to: 'NBO', departs: '09:15', durationMinutes: 305, aircraft: 'Boeing 787-9', days: [MON, WED, FRI, SUN], economy: 330, business: 1500, economySeats: 30, businessSeats: 8 },
  { airline: 'Etihad Airways', flightNumber: 'EY 31', from: 'AUH', to: 'CDG', departs: '02:25', durationMinutes: 450, aircraft: 'Boeing 787-10', economy: 510, business: 2500, economySeats: 30, businessSeats: 8 },
  // Within East Africa
  { airline: 'Kenya Airways', flightNumber: 'KQ 484', from: 'NBO', to: 'ZNZ', departs: '08:25', durationMinutes: 95, aircraft: 'Embraer 190', economy: 165, business: 420, economySeats: 40, businessSeats: 8 },
  { airline: 'Kenya Airways', flightNumber: 'KQ 485', from: 'ZNZ', to: 'NBO', departs: '11:10', durationMinutes: 95, aircraft: 'Embraer 190', economy: 165, business: 420, economySeats: 40, businessSeats: 8 },
  { airline: 'Kenya Airways', flightNumber: 'KQ 600', from: 'NBO', to: 'MBA', departs: '07:00', durationMinutes: 60, aircraft: 'Embraer 190', economy: 95, business: 260, economySeats: 40, businessSeats: 8 },
  { airline: 'Kenya Airways', flightNumber: 'KQ 611', from: 'MBA', to: 'NBO', departs: '09:15', durationMinutes: 60, aircraft: 'Embraer 190', economy: 95, business: 260, economySeats: 40, businessSeats: 8 },
  { airline: 'Kenya Airways', flightNumber: 'KQ 412', from: 'NBO', to: 'EBB', departs: '06:40', durationMinutes: 70, aircraft: 'Embraer 190', economy: 150, business: 390, economySeats: 40, businessSeats: 8 },
  { airline: 'Kenya Airways', flightNumber: 'KQ 413', from: 'EBB', to: 'NBO', departs: '09:30', durationMinutes: 70, aircraft: 'Embraer 190', economy: 150, business: 390, economySeats: 40, businessSeats: 8 },
  { airline: 'Kenya Airways', flightNumber: 'KQ 478', from: 'NBO', to: 'KGL', departs: '16:20', durationMinutes: 90, aircraft: 'Embraer 190', economy: 140, business: 380, economySeats: 40, businessSeats: 8 },
  { airline: 'RwandAir', flightNumber: 'WB 450', from: 'KGL', to: 'NBO', departs: '06:15', durationMinutes: 85, aircraft: 'Bombardier CRJ900', economy: 140, business: 380, economySeats: 36, businessSeats: 6 },
  { airline: 'Kenya Airways', flightNumber: 'KQ 464', from: 'NBO', to: 'JRO', departs: '08:35', durationMinutes: 55, aircraft: 'Embraer 190', economy: 130, business: 340, economySeats: 40, businessSeats: 8 },
  { airline: 'Kenya Airways', flightNumber: 'KQ 465', from: 'JRO', to: 'NBO', departs: '10:20', durationMinutes: 55, aircraft: 'Embraer 190', economy: 130, business: 340, economySeats: 40, businessSeats: 8 },
  { airline: 'Kenya Airways', flightNumber: 'KQ 482', from: 'NBO', to: 'DAR', departs: '09:00', durationMinutes: 95, aircraft: 'Embraer 190', economy: 180, business: 460, economySeats: 40, businessSeats: 8 },
  { airline: 'Ethiopian Airlines', flightNumber: 'ET 308', from: 'ADD', to: 'NBO', departs: '08:25', durationMinutes: 125, aircraft: 'Boeing 737-800', economy: 210, business: 620, economySeats: 36, businessSeats: 8 },
  { airline: 'Ethiopian Airlines', flightNumber: 'ET 309', from: 'NBO', to: 'ADD', departs: '15:10', durationMinutes: 130, aircraft: 'Boeing 737-800', economy: 210, business: 620, economySeats: 36, businessSeats: 8 },
  { airline: 'Air Tanzania', flightNumber: 'TC 100', from: 'DAR', to: 'ZNZ', departs: '07:15', durationMinutes: 25, aircraft: 'De Havilland Dash 8-400', economy: 55, economySeats: 40 },
  { airline: 'Air Tanzania', flightNumber: 'TC 101', from: 'ZNZ', to: 'DAR', departs: '17:40', durationMinutes: 25, aircraft: 'De Havilland Dash 8-400', economy: 55, economySeats: 40 },
  { airline: 'Air Tanzania', flightNumber: 'TC 410', from: 'DAR', to: 'JRO', departs: '10:05', durationMinutes: 65, aircraft: 'Airbus A220-300', economy: 120, business: 300, economySeats: 36, businessSeats: 6 },
  { airline: 'Uganda Airlines', flightNumber: 'UR 300', from: 'EBB', to: 'NBO', departs: '07:30', durationMinutes: 70, aircraft: 'Bombardier CRJ900', economy: 140, business: 360, economySeats: 36, businessSeats: 6 },
  { airline: 'RwandAir', flightNumber: 'WB 101', from: 'KGL', to: 'EBB', departs: '09:10', durationMinutes: 55, aircraft: 'Bombardier CRJ900', days: [MON, TUE, THU, SAT], economy: 110, business: 300, economySeats: 36, businessSeats: 6 },
  { airline: 'Kenya Airways', flightNumber: 'KQ 494', from: 'MBA', to: 'ZNZ', via: 'NBO', departs: '09:15', durationMinutes: 260, aircraft: 'Embraer 190', days: [MON, WED, FRI], economy: 210, business: 540, economySeats: 24, businessSeats: 6 },
];

/** Fares are a little higher for departures on Friday, Saturday and Sunday. */
export function fareFor(baseDollars: number, weekday: number): number {
  const weekend = weekday === FRI || weekday === SAT || weekday === SUN;
  return Math.round(weekend ? baseDollars * 1.1 : baseDollars) * 100;
}
