import { Migration } from '@mikro-orm/migrations';

// Marketplace orders paid on delivery: the order's cash state, and cash as a recorded payment method.
export class Migration20261127140700_cash_on_delivery extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "shop_order" add column "cash_on_delivery" text null;`);
    this.addSql(
      `alter table "shop_order" add constraint "shop_order_cash_on_delivery_check" check("cash_on_delivery" in ('awaiting_cash', 'collected', 'refused'));`,
    );
    this.addSql(`alter table "payment" drop constraint if exists "payment_method_check";`);
    this.addSql(`alter table "payment" add constraint "payment_method_check" check("method" in ('paypal', 'card', 'mobile_money', 'cash_on_delivery'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "payment" where "method" = 'cash_on_delivery';`);
    this.addSql(`alter table "payment" drop constraint if exists "payment_method_check";`);
    this.addSql(`alter table "payment" add constraint "payment_method_check" check("method" in ('paypal', 'card', 'mobile_money'));`);
    this.addSql(`alter table "shop_order" drop constraint if exists "shop_order_cash_on_delivery_check";`);
    this.addSql(`alter table "shop_order" drop column "cash_on_delivery";`);
  }
}
