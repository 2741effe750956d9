import { Migration } from '@mikro-orm/migrations';

// Rides from any point (docs/taxi-cargo.md, "Pickup and drop-off"): a quote's and a ride's ends
// are coordinates and a label; the gazetteer place is kept when one was chosen. Existing rows
// take their place's name and coordinates, and a quote its pickup's city.
export class Migration20261127080001_rides_any_point extends Migration {
  override async up(): Promise<void> {
    for (const table of ['taxi_quote', 'ride']) {
      this.addSql(
        `alter table "${table}" add column "pickup_label" varchar(200) null, add column "pickup_lat" double precision null, add column "pickup_lng" double precision null, add column "dropoff_label" varchar(200) null, add column "dropoff_lat" double precision null, add column "dropoff_lng" double precision null;`,
      );
      this.addSql(`update "${table}" t set "pickup_label" = p.name, "pickup_lat" = p.lat, "pickup_lng" = p.lng from "place" p where p.id = t.pickup_id;`);
      this.addSql(`update "${table}" t set "dropoff_label" = p.name, "dropoff_lat" = p.lat, "dropoff_lng" = p.lng from "place" p where p.id = t.dropoff_id;`);
      this.addSql(
        `alter table "${table}" alter column "pickup_label" set not null, alter column "pickup_lat" set not null, alter column "pickup_lng" set not null, alter column "dropoff_label" set not null, alter column "dropoff_lat" set not null, alter column "dropoff_lng" set not null;`,
      );
      this.addSql(`alter table "${table}" alter column "pickup_id" drop not null, alter column "dropoff_id" drop not null;`);
    }
    // A ride outlives a gazetteer place removed later: it keeps its label and coordinates.
    this.addSql(`alter table "ride" drop constraint "ride_dropoff_id_foreign";`);
    this.addSql(`alter table "ride" drop constraint "ride_pickup_id_foreign";`);
    this.addSql(
      `alter table "ride" add constraint "ride_dropoff_id_foreign" foreign key ("dropoff_id") references "place" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "ride" add constraint "ride_pickup_id_foreign" foreign key ("pickup_id") references "place" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`alter table "taxi_quote" add column "city_id" varchar(255) null;`);
    this.addSql(`update "taxi_quote" q set "city_id" = p.city_id from "place" p where p.id = q.pickup_id;`);
    this.addSql(`delete from "taxi_quote" where "city_id" is null;`);
    this.addSql(`alter table "taxi_quote" alter column "city_id" set not null;`);
    this.addSql(
      `alter table "taxi_quote" add constraint "taxi_quote_city_id_foreign" foreign key ("city_id") references "taxi_city" ("id") on update cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "taxi_quote" where "pickup_id" is null or "dropoff_id" is null;`);
    this.addSql(`alter table "taxi_quote" drop constraint "taxi_quote_city_id_foreign";`);
    this.addSql(`alter table "taxi_quote" drop column "city_id";`);
    for (const table of ['taxi_quote', 'ride']) {
      this.addSql(
        `alter table "${table}" drop column "pickup_label", drop column "pickup_lat", drop column "pickup_lng", drop column "dropoff_label", drop column "dropoff_lat", drop column "dropoff_lng";`,
      );
    }
  }
}
