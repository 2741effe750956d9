import { Migration } from '@mikro-orm/migrations';

// The back office's operations views: the audit trail records marketplace
// stock and price changes and cargo status changes; products get staff-uploaded photos. (The
// generator also proposed re-creating marketplace and taxi columns and checks it cannot compare,
// such as the product's generated search_vector: left out, they are unchanged.)
export class Migration20261125043015_operations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_action_check";`);
    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_item_type_check";`);

    this.addSql(`alter table "photo" drop constraint if exists "photo_owner_type_check";`);

    this.addSql(
      `alter table "audit_event" add constraint "audit_event_action_check" check("action" in ('tour.create', 'tour.update', 'tour.publish', 'tour.unpublish', 'departure.add', 'departure.update', 'departure.remove', 'photo.upload', 'photo.delete', 'photo.cover', 'user.role', 'user.disable', 'user.enable', 'user.password-reset', 'brand.update', 'brand.logo', 'product.price', 'product.stock', 'shipment.status'));`,
    );
    this.addSql(
      `alter table "audit_event" add constraint "audit_event_item_type_check" check("item_type" in ('tour', 'hotel', 'car', 'user', 'brand', 'product', 'shipment'));`,
    );

    this.addSql(`alter table "photo" add constraint "photo_owner_type_check" check("owner_type" in ('tour', 'hotel', 'car', 'brand', 'product'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_action_check";`);
    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_item_type_check";`);

    this.addSql(`alter table "photo" drop constraint if exists "photo_owner_type_check";`);

    this.addSql(
      `alter table "audit_event" add constraint "audit_event_action_check" check("action" in ('tour.create', 'tour.update', 'tour.publish', 'tour.unpublish', 'departure.add', 'departure.update', 'departure.remove', 'photo.upload', 'photo.delete', 'photo.cover', 'user.role', 'user.disable', 'user.enable', 'user.password-reset', 'brand.update', 'brand.logo'));`,
    );
    this.addSql(`alter table "audit_event" add constraint "audit_event_item_type_check" check("item_type" in ('tour', 'hotel', 'car', 'user', 'brand'));`);

    this.addSql(`alter table "photo" add constraint "photo_owner_type_check" check("owner_type" in ('tour', 'hotel', 'car', 'brand'));`);
  }
}
