import { Migration } from '@mikro-orm/migrations';

// Car rentals paid at the rental desk: the booking's pickup state and its guarantee card's last
// four digits, and payment at pickup as a recorded payment method.
export class Migration20261127170000_pay_at_pickup extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "booking" add column "pay_at_pickup" text null, add column "guarantee_card_last4" varchar(4) null;`);
    this.addSql(`alter table "booking" add constraint "booking_pay_at_pickup_check" check("pay_at_pickup" in ('guaranteed', 'collected', 'no_show'));`);
    this.addSql(
      `alter table "booking" add constraint "booking_pay_at_pickup_guarantee_check" check((pay_at_pickup is null) = (guarantee_card_last4 is null) and (pay_at_pickup is null or type = 'car'));`,
    );
    this.addSql(`alter table "payment" drop constraint if exists "payment_method_check";`);
    this.addSql(
      `alter table "payment" add constraint "payment_method_check" check("method" in ('paypal', 'card', 'mobile_money', 'cash_on_delivery', 'pay_at_pickup'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "payment" where "method" = 'pay_at_pickup';`);
    this.addSql(`alter table "payment" drop constraint if exists "payment_method_check";`);
    this.addSql(`alter table "payment" add constraint "payment_method_check" check("method" in ('paypal', 'card', 'mobile_money', 'cash_on_delivery'));`);
    this.addSql(`alter table "booking" drop constraint if exists "booking_pay_at_pickup_guarantee_check";`);
    this.addSql(`alter table "booking" drop constraint if exists "booking_pay_at_pickup_check";`);
    this.addSql(`alter table "booking" drop column "guarantee_card_last4", drop column "pay_at_pickup";`);
  }
}
