import { Migration } from '@mikro-orm/migrations';

// Staff reading a passenger's full passport number is an audited action ('passport.reveal').
const ACTIONS_BEFORE = `'tour.create', 'tour.update', 'tour.publish', 'tour.unpublish', 'departure.add', 'departure.update', 'departure.remove', 'photo.upload', 'photo.delete', 'photo.cover', 'user.role', 'user.disable', 'user.enable', 'user.password-reset', 'user.second-factor-reset', 'brand.update', 'brand.logo', 'product.price', 'product.stock', 'shipment.status', 'booking.cancel', 'order.cancel', 'ride.cancel', 'voucher.use'`;

export class Migration20261127133000_passport_reveal_audit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_action_check";`);
    this.addSql(`alter table "audit_event" add constraint "audit_event_action_check" check("action" in (${ACTIONS_BEFORE}, 'passport.reveal'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_action_check";`);
    this.addSql(`alter table "audit_event" add constraint "audit_event_action_check" check("action" in (${ACTIONS_BEFORE})) not valid;`);
  }
}
