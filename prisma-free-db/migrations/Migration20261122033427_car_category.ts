import { Migration } from '@mikro-orm/migrations';

// Car categories are the enum of src/shared/schemas/cars.ts (CAR_CATEGORIES), checked by the database too.
export class Migration20261122033427_car_category extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "car" alter column "category" type text using ("category"::text);`);
    this.addSql(`alter table "car" add constraint "car_category_check" check("category" in ('Economy', 'Compact', 'SUV', 'Luxury', 'Van', '4x4'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "car" drop constraint if exists "car_category_check";`);

    this.addSql(`alter table "car" alter column "category" type varchar(255) using ("category"::varchar(255));`);
  }
}
