import { Migration } from '@mikro-orm/migrations';

// Prices in the traveller's currency: the display currency a user chose, the charge a booking
// locked in when paid (currency, minor units, rate and its date) and what was refunded in it,
// and staff changing an exchange rate as an audited action.
const CURRENCIES = `'USD', 'KES', 'TZS', 'UGX', 'RWF', 'ETB', 'AED', 'SAR', 'QAR', 'OMR', 'KWD', 'BHD'`;
const ACTIONS_BEFORE = `'tour.create', 'tour.update', 'tour.publish', 'tour.unpublish', 'departure.add', 'departure.update', 'departure.remove', 'photo.upload', 'photo.delete', 'photo.cover', 'user.role', 'user.disable', 'user.enable', 'user.password-reset', 'user.second-factor-reset', 'brand.update', 'brand.logo', 'product.price', 'product.stock', 'shipment.status', 'booking.cancel', 'order.cancel', 'ride.cancel', 'voucher.use', 'passport.reveal'`;
const ITEM_TYPES_BEFORE = `'tour', 'hotel', 'car', 'user', 'brand', 'product', 'shipment', 'booking', 'order', 'ride'`;

export class Migration20261127160000_display_currency extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "app_user" add column "display_currency" text null;`);
    this.addSql(`alter table "app_user" add constraint "app_user_display_currency_check" check("display_currency" in (${CURRENCIES}));`);

    this.addSql(
      `alter table "booking" add column "charged_currency" varchar(3) null, add column "charged_minor" int null, add column "units_per_usd" numeric(18,6) null, add column "rate_as_of" date null, add column "refund_charged_minor" int null;`,
    );
    this.addSql(
      `alter table "booking" add constraint "booking_charge_check" check((charged_currency is null) = (charged_minor is null) and (charged_currency is null) = (units_per_usd is null) and (charged_currency is null) = (rate_as_of is null) and (charged_minor is null or charged_minor >= 0) and (refund_charged_minor is null or (charged_minor is not null and refund_charged_minor >= 0 and refund_charged_minor <= charged_minor)));`,
    );
    this.addSql(`alter table "payment" add column "refunded_minor" int null;`);
    this.addSql(
      `alter table "payment" add constraint "payment_refunded_minor_check" check(refunded_minor is null or (charged_minor is not null and refunded_minor >= 0 and refunded_minor <= charged_minor));`,
    );

    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_action_check";`);
    this.addSql(`alter table "audit_event" add constraint "audit_event_action_check" check("action" in (${ACTIONS_BEFORE}, 'exchange-rate.update'));`);
    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_item_type_check";`);
    this.addSql(`alter table "audit_event" add constraint "audit_event_item_type_check" check("item_type" in (${ITEM_TYPES_BEFORE}, 'exchange-rate'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_item_type_check";`);
    this.addSql(`alter table "audit_event" add constraint "audit_event_item_type_check" check("item_type" in (${ITEM_TYPES_BEFORE})) not valid;`);
    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_action_check";`);
    this.addSql(`alter table "audit_event" add constraint "audit_event_action_check" check("action" in (${ACTIONS_BEFORE})) not valid;`);
    this.addSql(`alter table "payment" drop constraint if exists "payment_refunded_minor_check";`);
    this.addSql(`alter table "payment" drop column "refunded_minor";`);
    this.addSql(`alter table "booking" drop constraint if exists "booking_charge_check";`);
    this.addSql(
      `alter table "booking" drop column "charged_currency", drop column "charged_minor", drop column "units_per_usd", drop column "rate_as_of", drop column "refund_charged_minor";`,
    );
    this.addSql(`alter table "app_user" drop constraint if exists "app_user_display_currency_check";`);
    this.addSql(`alter table "app_user" drop column "display_currency";`);
  }
}
