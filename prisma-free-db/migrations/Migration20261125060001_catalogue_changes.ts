import { Migration } from '@mikro-orm/migrations';

// Catalogue changes (docs/performance.md): a statement trigger on every table that a
// catalogue answer reads NOTIFYs 'manasa_catalogue' with the table's name, whoever writes
// (any app instance, a job, the seed, psql). Each instance empties its catalogue cache when it
// hears it. A new table that catalogue procedures read gets the same trigger in its migration:
//   create trigger catalogue_changed after insert or update or delete or truncate on "<table>"
//     for each statement execute function catalogue_changed();
// PostgreSQL folds identical notifications of one transaction into one and delivers them after
// the commit, so a reader never hears of a change it cannot see yet.
const CATALOGUE_TABLES = [
  'airport',
  'booking',
  'brand',
  'car',
  'car_day',
  'car_location',
  'exchange_rate',
  'flight',
  'flight_seat',
  'hotel',
  'hotel_night',
  'order_line',
  'photo',
  'photo_variant',
  'popular_destination',
  'product',
  'product_review',
  'shop_order',
  'tour_departure',
  'tour_package',
];

export class Migration20261125060001_catalogue_changes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function catalogue_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('manasa_catalogue', tg_table_name);
  return null;
end
$$;`);
    for (const table of CATALOGUE_TABLES) {
      this.addSql(`drop trigger if exists catalogue_changed on "${table}";`);
      this.addSql(
        `create trigger catalogue_changed after insert or update or delete or truncate on "${table}" for each statement execute function catalogue_changed();`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of CATALOGUE_TABLES) this.addSql(`drop trigger if exists catalogue_changed on "${table}";`);
    this.addSql(`drop function if exists catalogue_changed();`);
  }
}
