import { Migration } from '@mikro-orm/migrations';

// After a ride (docs/taxi-cargo.md, "After the ride"): the rider's rating of the driver and tip,
// each once per ride; the driver's shown rating is their base rating (the demo data's) averaged
// with the riders' ratings.
export class Migration20261127080002_rides_ratings_tips extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "driver" add column "base_rating" numeric(2,1) null, add column "ratings_count" int not null default 0, add column "ratings_sum" int not null default 0;`,
    );
    this.addSql(`update "driver" set "base_rating" = "rating";`);
    this.addSql(`alter table "driver" alter column "base_rating" set not null;`);
    this.addSql(
      `alter table "ride" add column "rating_stars" smallint null, add column "rating_comment" text null, add column "rated_at" timestamptz null, add column "tip_cents" int null, add column "tipped_at" timestamptz null;`,
    );
    this.addSql(`alter table "ride" add constraint ride_rating_check check (rating_stars is null or rating_stars between 1 and 5);`);
    this.addSql(`alter table "ride" add constraint ride_tip_check check (tip_cents is null or tip_cents > 0);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "ride" drop constraint ride_tip_check, drop constraint ride_rating_check;`);
    this.addSql(
      `alter table "ride" drop column "rating_stars", drop column "rating_comment", drop column "rated_at", drop column "tip_cents", drop column "tipped_at";`,
    );
    this.addSql(`alter table "driver" drop column "base_rating", drop column "ratings_count", drop column "ratings_sum";`);
  }
}
