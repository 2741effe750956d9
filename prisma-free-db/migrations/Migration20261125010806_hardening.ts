import { Migration } from '@mikro-orm/migrations';

const LEDGERS = [
  { table: 'hotel', ledger: 'hotel_night', item: 'hotel_id', date: 'night', column: 'rooms' },
  { table: 'car', ledger: 'car_day', item: 'car_id', date: 'day', column: 'units' },
] as const;

export class Migration20261125010806_hardening extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "payment" drop constraint "payment_booking_id_foreign";`);
    this.addSql(`alter table "payment" drop constraint "payment_user_id_foreign";`);

    this.addSql(`alter table "idempotency_key" add column "owner" uuid not null default gen_random_uuid();`);

    this.addSql(
      `alter table "payment" add constraint "payment_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete restrict;`,
    );

    // Ledger rows follow their item's capacity, whoever changes it (the demo
    // seed, a staff tool, psql): from yesterday on (the travel calendar runs ahead of UTC), a
    // row's capacity becomes the new one, or what is already booked when that is more (full,
    // never oversold). Written by hand: the entity diff knows nothing of triggers.
    for (const { table, ledger, item, date, column } of LEDGERS) {
      this.addSql(`create or replace function "${ledger}_follow_capacity"() returns trigger language plpgsql as $$
        begin
          update "${ledger}" set "capacity" = greatest(new."${column}", "booked")
           where "${item}" = new."id" and "${date}" >= current_date - 1 and "capacity" <> greatest(new."${column}", "booked");
          return new;
        end $$;`);
      this.addSql(`create trigger "${ledger}_follow_capacity" after update of "${column}" on "${table}"
        for each row when (old."${column}" is distinct from new."${column}") execute function "${ledger}_follow_capacity"();`);
    }
  }

  override async down(): Promise<void> {
    for (const { table, ledger } of LEDGERS) {
      this.addSql(`drop trigger if exists "${ledger}_follow_capacity" on "${table}";`);
      this.addSql(`drop function if exists "${ledger}_follow_capacity"();`);
    }
    this.addSql(`alter table "payment" drop constraint "payment_booking_id_foreign";`);
    this.addSql(`alter table "payment" drop constraint "payment_user_id_foreign";`);

    this.addSql(`alter table "idempotency_key" drop column "owner";`);

    this.addSql(
      `alter table "payment" add constraint "payment_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
  }
}
