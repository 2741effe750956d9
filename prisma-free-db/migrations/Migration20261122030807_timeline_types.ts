import { Migration } from '@mikro-orm/migrations';

export class Migration20261122030807_timeline_types extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "booking" drop constraint if exists "booking_type_check";`);

    this.addSql(
      `alter table "booking" add constraint "booking_type_check" check("type" in ('hotel', 'flight', 'car', 'tour', 'ride', 'cargo', 'order', 'other'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "booking" drop constraint if exists "booking_type_check";`);

    this.addSql(`alter table "booking" add constraint "booking_type_check" check("type" in ('hotel', 'flight', 'car', 'tour', 'other'));`);
  }
}
