import { Migration } from '@mikro-orm/migrations';

// Shipments (features/cargo): the city of each end (all the public tracking page shows), the
// sender's and recipient's contacts, the pickup date and time slot, and who signed at delivery.
// Existing shipments get their cities from the served city named in their From and To (else the
// last comma-separated part, a city or a country), never the street part of an address.
export class Migration20261127080000_shipments_paid_contacts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "cargo_shipment" add column "from_city" varchar(255) null, add column "to_city" varchar(255) null, add column "sender_name" varchar(255) null, add column "sender_phone" varchar(255) null, add column "sender_address" varchar(255) null, add column "recipient_name" varchar(255) null, add column "recipient_phone" varchar(255) null, add column "recipient_address" varchar(255) null, add column "pickup_date" date null, add column "pickup_slot" text check ("pickup_slot" in ('08-12', '12-16', '16-20')) null, add column "signed_by" varchar(255) null;`,
    );
    for (const end of ['from', 'to']) {
      this.addSql(`update "cargo_shipment" s set "${end}_city" = coalesce(
        (select c."name" from "taxi_city" c where lower(s."${end}_location") like '%' || lower(c."name") || '%' order by c."id" limit 1),
        nullif(btrim(regexp_replace(s."${end}_location", '^.*,', '')), ''),
        s."${end}_location");`);
    }
    this.addSql(`alter table "cargo_shipment" alter column "from_city" set not null, alter column "to_city" set not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "cargo_shipment" drop column "from_city", drop column "to_city", drop column "sender_name", drop column "sender_phone", drop column "sender_address", drop column "recipient_name", drop column "recipient_phone", drop column "recipient_address", drop column "pickup_date", drop column "pickup_slot", drop column "signed_by";`,
    );
  }
}
