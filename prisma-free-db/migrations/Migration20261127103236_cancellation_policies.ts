import { Migration } from '@mikro-orm/migrations';

// Cancellation policies (docs/bookings-policies.md): each hotel, car and tour carries one; a
// cancelled paid booking records what its policy refunded, and so does its payment.
export class Migration20261127103236_cancellation_policies extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "hotel" add column "cancellation_policy" text check ("cancellation_policy" in ('free_48h_half', 'free_24h_none', 'non_refundable')) not null default 'free_48h_half';`,
    );
    this.addSql(
      `alter table "car" add column "cancellation_policy" text check ("cancellation_policy" in ('free_48h_half', 'free_24h_none', 'non_refundable')) not null default 'free_48h_half';`,
    );
    this.addSql(
      `alter table "tour_package" add column "cancellation_policy" text check ("cancellation_policy" in ('free_48h_half', 'free_24h_none', 'non_refundable')) not null default 'free_48h_half';`,
    );

    this.addSql(`alter table "booking" add column "refund_cents" int null;`);
    this.addSql(
      `alter table "booking" add constraint booking_refund_check check(refund_cents is null or (refund_cents >= 0 and refund_cents <= total_cents));`,
    );

    this.addSql(`alter table "payment" add column "refunded_cents" int null;`);
    this.addSql(
      `alter table "payment" add constraint payment_refunded_check check(refunded_cents is null or (refunded_cents >= 0 and refunded_cents <= amount_cents));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "payment" drop constraint payment_refunded_check;`);
    this.addSql(`alter table "payment" drop column "refunded_cents";`);
    this.addSql(`alter table "booking" drop constraint booking_refund_check;`);
    this.addSql(`alter table "booking" drop column "refund_cents";`);
    this.addSql(`alter table "tour_package" drop column "cancellation_policy";`);
    this.addSql(`alter table "car" drop column "cancellation_policy";`);
    this.addSql(`alter table "hotel" drop column "cancellation_policy";`);
  }
}
