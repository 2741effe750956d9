import { Migration } from '@mikro-orm/migrations';

// Staff actions on a customer's booking, order or ride (cancelling one, using a voucher) are
// audited too: their actions and item types join the audit trail's CHECK lists.
export class Migration20261126040002_staff_action_audit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_action_check";`);
    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_item_type_check";`);
    this.addSql(
      `alter table "audit_event" add constraint "audit_event_action_check" check("action" in ('tour.create', 'tour.update', 'tour.publish', 'tour.unpublish', 'departure.add', 'departure.update', 'departure.remove', 'photo.upload', 'photo.delete', 'photo.cover', 'user.role', 'user.disable', 'user.enable', 'user.password-reset', 'brand.update', 'brand.logo', 'product.price', 'product.stock', 'shipment.status', 'booking.cancel', 'order.cancel', 'ride.cancel', 'voucher.use'));`,
    );
    this.addSql(
      `alter table "audit_event" add constraint "audit_event_item_type_check" check("item_type" in ('tour', 'hotel', 'car', 'user', 'brand', 'product', 'shipment', 'booking', 'order', 'ride'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_action_check";`);
    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_item_type_check";`);
    this.addSql(
      `alter table "audit_event" add constraint "audit_event_action_check" check("action" in ('tour.create', 'tour.update', 'tour.publish', 'tour.unpublish', 'departure.add', 'departure.update', 'departure.remove', 'photo.upload', 'photo.delete', 'photo.cover', 'user.role', 'user.disable', 'user.enable', 'user.password-reset', 'brand.update', 'brand.logo', 'product.price', 'product.stock', 'shipment.status'));`,
    );
    this.addSql(
      `alter table "audit_event" add constraint "audit_event_item_type_check" check("item_type" in ('tour', 'hotel', 'car', 'user', 'brand', 'product', 'shipment'));`,
    );
  }
}
