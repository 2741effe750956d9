import { Migration } from '@mikro-orm/migrations';

// Catalogue texts (back office): staff writing the Kiswahili and Arabic texts of a hotel, a room
// type or a product are audited actions; and a room type's name is read by catalogue answers
// (hotel pages and searches), so its table NOTIFYs catalogue changes like the hotel's does.
const ACTIONS_BEFORE = `'tour.create', 'tour.update', 'tour.publish', 'tour.unpublish', 'departure.add', 'departure.update', 'departure.remove', 'photo.upload', 'photo.delete', 'photo.cover', 'user.role', 'user.disable', 'user.enable', 'user.password-reset', 'user.second-factor-reset', 'brand.update', 'brand.logo', 'product.price', 'product.stock', 'shipment.status', 'booking.cancel', 'order.cancel', 'ride.cancel', 'voucher.use', 'passport.reveal', 'exchange-rate.update'`;

export class Migration20261127230500_catalogue_texts_admin extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_action_check";`);
    this.addSql(
      `alter table "audit_event" add constraint "audit_event_action_check" check("action" in (${ACTIONS_BEFORE}, 'hotel.texts', 'room-type.texts', 'product.texts'));`,
    );
    this.addSql(`drop trigger if exists catalogue_changed on "hotel_room_type";`);
    this.addSql(
      `create trigger catalogue_changed after insert or update or delete or truncate on "hotel_room_type" for each statement execute function catalogue_changed();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists catalogue_changed on "hotel_room_type";`);
    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_action_check";`);
    this.addSql(`alter table "audit_event" add constraint "audit_event_action_check" check("action" in (${ACTIONS_BEFORE})) not valid;`);
  }
}
