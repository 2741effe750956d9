// Committed migrations, applied in this order at start (see prisma-free-db/orm.ts).
// `npm run db:migration -- <name>` writes a new one from the entity changes; add it here.
import { Migration20261121192547_foundation } from './Migration20261121192547_foundation';
import { Migration20261121192919_bookings } from './Migration20261121192919_bookings';
import { Migration20261121193130_rate_limit } from './Migration20261121193130_rate_limit';
import { Migration20261121193715_travel } from './Migration20261121193715_travel';
import { Migration20261122030807_timeline_types } from './Migration20261122030807_timeline_types';
import { Migration20261122032013_user_language } from './Migration20261122032013_user_language';
import { Migration20261122032455_platform } from './Migration20261122032455_platform';
import { Migration20261122033427_car_category } from './Migration20261122033427_car_category';
import { Migration20261122040108_setup_marker } from './Migration20261122040108_setup_marker';
import { Migration20261125010527_support } from './Migration20261125010527_support';
import { Migration20261125010806_hardening } from './Migration20261125010806_hardening';
import { Migration20261125011105_taxi_cargo } from './Migration20261125011105_taxi_cargo';
import { Migration20261125011513_marketplace } from './Migration20261125011513_marketplace';
import { Migration20261125012055_backoffice } from './Migration20261125012055_backoffice';
import { Migration20261125035122_assistant } from './Migration20261125035122_assistant';
import { Migration20261125043015_operations } from './Migration20261125043015_operations';
import { Migration20261125060001_catalogue_changes } from './Migration20261125060001_catalogue_changes';
import { Migration20261125060002_vouchers } from './Migration20261125060002_vouchers';
import { Migration20261126040001_session_streams } from './Migration20261126040001_session_streams';
import { Migration20261126040002_staff_action_audit } from './Migration20261126040002_staff_action_audit';
import { Migration20261126040003_review_public_names } from './Migration20261126040003_review_public_names';
import { Migration20261126040004_known_devices } from './Migration20261126040004_known_devices';
import { Migration20261127080001_rides_any_point } from './Migration20261127080001_rides_any_point';
import { Migration20261127080002_rides_ratings_tips } from './Migration20261127080002_rides_ratings_tips';
import { Migration20261127080003_rides_messages } from './Migration20261127080003_rides_messages';

export const migrations = [
  { name: 'Migration20261121192547_foundation', class: Migration20261121192547_foundation },
  { name: 'Migration20261121192919_bookings', class: Migration20261121192919_bookings },
  { name: 'Migration20261121193130_rate_limit', class: Migration20261121193130_rate_limit },
  { name: 'Migration20261121193715_travel', class: Migration20261121193715_travel },
  { name: 'Migration20261122030807_timeline_types', class: Migration20261122030807_timeline_types },
  { name: 'Migration20261122032013_user_language', class: Migration20261122032013_user_language },
  { name: 'Migration20261122032455_platform', class: Migration20261122032455_platform },
  { name: 'Migration20261122033427_car_category', class: Migration20261122033427_car_category },
  { name: 'Migration20261122040108_setup_marker', class: Migration20261122040108_setup_marker },
  { name: 'Migration20261125010527_support', class: Migration20261125010527_support },
  { name: 'Migration20261125010806_hardening', class: Migration20261125010806_hardening },
  { name: 'Migration20261125011105_taxi_cargo', class: Migration20261125011105_taxi_cargo },
  { name: 'Migration20261125011513_marketplace', class: Migration20261125011513_marketplace },
  { name: 'Migration20261125012055_backoffice', class: Migration20261125012055_backoffice },
  { name: 'Migration20261125035122_assistant', class: Migration20261125035122_assistant },
  { name: 'Migration20261125043015_operations', class: Migration20261125043015_operations },
  { name: 'Migration20261125060001_catalogue_changes', class: Migration20261125060001_catalogue_changes },
  { name: 'Migration20261125060002_vouchers', class: Migration20261125060002_vouchers },
  { name: 'Migration20261126040001_session_streams', class: Migration20261126040001_session_streams },
  { name: 'Migration20261126040002_staff_action_audit', class: Migration20261126040002_staff_action_audit },
  { name: 'Migration20261126040003_review_public_names', class: Migration20261126040003_review_public_names },
  { name: 'Migration20261126040004_known_devices', class: Migration20261126040004_known_devices },
  { name: 'Migration20261127080001_rides_any_point', class: Migration20261127080001_rides_any_point },
  { name: 'Migration20261127080002_rides_ratings_tips', class: Migration20261127080002_rides_ratings_tips },
  { name: 'Migration20261127080003_rides_messages', class: Migration20261127080003_rides_messages },
];
