import { Migration } from '@mikro-orm/migrations';

// The hotel and tour pages: travellers' reviews (one per booking) and the tour packages'
// itinerary, inclusions and meeting point. The hotel page reads travel_review and place (the
// hotel's position and its landmarks): they tell the catalogue cache when they change, like
// every other table a catalogue answer reads.
export class Migration20261127161014_hotel_tour_pages extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "travel_review" ("id" uuid not null default gen_random_uuid(), "booking_id" uuid not null, "user_id" uuid null, "item_type" text check ("item_type" in ('hotel', 'tour')) not null, "item_id" varchar(255) not null, "reviewer_name" varchar(255) null, "rating" smallint not null, "text" text null, "travelled_on" date not null, "reviewed_on" date not null, "created_at" timestamptz not null default now(), constraint "travel_review_pkey" primary key ("id"), constraint travel_review_rating_check check (rating between 1 and 5));`,
    );
    this.addSql(`alter table "travel_review" add constraint "travel_review_booking_id_unique" unique ("booking_id");`);
    this.addSql(`create index "travel_review_item_index" on "travel_review" ("item_type", "item_id", "reviewed_on");`);
    this.addSql(
      `alter table "travel_review" add constraint "travel_review_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "travel_review" add constraint "travel_review_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "tour_package" add column "itinerary" jsonb null, add column "included" jsonb null, add column "excluded" jsonb null, add column "meeting_point" text null;`,
    );
    for (const table of ['travel_review', 'place']) {
      this.addSql(`drop trigger if exists catalogue_changed on "${table}";`);
      this.addSql(
        `create trigger catalogue_changed after insert or update or delete or truncate on "${table}" for each statement execute function catalogue_changed();`,
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists catalogue_changed on "place";`);
    this.addSql(`drop table if exists "travel_review" cascade;`);
    this.addSql(`alter table "tour_package" drop column "itinerary", drop column "included", drop column "excluded", drop column "meeting_point";`);
  }
}
