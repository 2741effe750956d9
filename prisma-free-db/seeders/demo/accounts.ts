import type { UserRole } from '@shared/schemas/auth';

// The demo accounts (labelled demo data; their passwords are public in the README and in the
// sign-in dialog's demo hint). Set SEED_DEMO_DATA=false where that must not exist.
// Other seeders find the demo traveller by DEMO_TRAVELLER_USERNAME (e.g. to seed its bookings).
export const DEMO_TRAVELLER_USERNAME = 'demo';
export const DEMO_STAFF_USERNAME = 'staff';
export const DEMO_ADMIN_USERNAME = 'admin';

export interface DemoAccount {
  username: string;
  password: string;
  email: string;
  fullName: string;
  phone: string | null;
  role: UserRole;
  /** Member since this many days before the first seed (the demo traveller's trips go back 300 days). */
  memberForDays: number;
}

export const demoAccounts: DemoAccount[] = [
  {
    username: DEMO_TRAVELLER_USERNAME,
    password: 'demo1234',
    email: 'demo@manasatours.example',
    fullName: 'Amina Demo',
    phone: '+254 700 000 000',
    role: 'traveller',
    memberForDays: 420,
  },
  {
    username: DEMO_STAFF_USERNAME,
    password: 'staff1234',
    email: 'staff@manasatours.example',
    fullName: 'Sam Staff',
    phone: null,
    role: 'staff',
    memberForDays: 0,
  },
  {
    username: DEMO_ADMIN_USERNAME,
    password: 'admin1234',
    email: 'admin@manasatours.example',
    fullName: 'Ada Admin',
    phone: null,
    role: 'admin',
    memberForDays: 0,
  },
];
