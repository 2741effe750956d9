import { Migration } from '@mikro-orm/migrations';

// The Local Marketplace: products with full-text and trigram search, reviews,
// exchange rates, carts and orders. pg_trgm ships with PostgreSQL's contrib modules (the
// embedded PostgreSQL has it; it is a trusted extension, so a database owner may create it);
// it gives the trigram similarity that finds 'coffee' for 'cofee'.
export class Migration20261125011513_marketplace extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(
      `create table "exchange_rate" ("currency" varchar(3) not null, "units_per_usd" numeric(18,6) not null, "as_of" date not null, constraint "exchange_rate_pkey" primary key ("currency"), constraint exchange_rate_positive_check check (units_per_usd > 0));`,
    );

    this.addSql(
      `create table "product" ("id" varchar(255) not null, "name" varchar(255) not null, "description" text not null, "short_description" varchar(255) not null, "price_minor" int not null, "currency" varchar(3) not null, "country" varchar(255) not null, "region" text check ("region" in ('east_africa', 'gcc')) not null, "category" text check ("category" in ('electronics', 'fashion', 'food', 'crafts', 'jewelry', 'textiles', 'spices', 'beauty')) not null, "brand" varchar(255) not null, "images" jsonb not null, "weight" numeric(6,2) not null, "dimensions" varchar(255) not null, "featured" boolean not null default false, "capacity" int not null, "booked" int not null default 0, "sort_order" int not null default 0, "search_vector" tsvector generated always as (setweight(to_tsvector('english', coalesce("name", '')), 'A') || setweight(to_tsvector('english', coalesce("brand", '') || ' ' || coalesce("category", '') || ' ' || coalesce("country", '')), 'B') || setweight(to_tsvector('english', coalesce("short_description", '')), 'C') || setweight(to_tsvector('english', coalesce("description", '')), 'D')) stored null, "search_title" text generated always as (lower("name" || ' ' || "brand" || ' ' || "category" || ' ' || "country")) stored null, constraint "product_pkey" primary key ("id"), constraint product_price_check check (price_minor > 0), constraint product_stock_check check (booked >= 0 and booked <= capacity), constraint product_currency_check check (currency in ('KES', 'TZS', 'UGX', 'RWF', 'ETB', 'AED', 'SAR', 'QAR', 'OMR', 'KWD', 'BHD')));`,
    );
    this.addSql(`create index "product_region_category_index" on "product" ("region", "category");`);
    this.addSql(`create index "product_search_vector_index" on "product" using gin ("search_vector");`);
    this.addSql(`create index "product_search_title_trgm_index" on "product" using gin ("search_title" gin_trgm_ops);`);

    this.addSql(
      `create table "product_review" ("id" varchar(255) not null, "product_id" varchar(255) not null, "user_id" uuid null, "reviewer_name" varchar(255) not null, "rating" smallint not null, "text" text null, "reviewed_on" date not null, "created_at" timestamptz not null default now(), constraint "product_review_pkey" primary key ("id"), constraint product_review_rating_check check (rating between 1 and 5));`,
    );
    this.addSql(`create index "product_review_product_id_index" on "product_review" ("product_id");`);
    this.addSql(`create unique index "product_review_once_per_user" on "product_review" ("product_id", "user_id") where user_id is not null;`);

    this.addSql(
      `create table "cart" ("id" uuid not null default gen_random_uuid(), "user_id" uuid null, "token_hash" varchar(255) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "cart_pkey" primary key ("id"), constraint cart_owner_check check ((user_id is null) <> (token_hash is null)));`,
    );
    this.addSql(`alter table "cart" add constraint "cart_user_id_unique" unique ("user_id");`);
    this.addSql(`alter table "cart" add constraint "cart_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "cart_updated_at_index" on "cart" ("updated_at");`);

    this.addSql(
      `create table "cart_line" ("cart_id" uuid not null, "product_id" varchar(255) not null, "quantity" int not null, "price_minor_when_added" int not null, "added_at" timestamptz not null default now(), constraint "cart_line_pkey" primary key ("cart_id", "product_id"), constraint cart_line_quantity_check check (quantity >= 1));`,
    );
    this.addSql(`create index "cart_line_product_id_index" on "cart_line" ("product_id");`);

    this.addSql(
      `create table "shop_order" ("booking_id" uuid not null, "recipient_name" varchar(255) not null, "phone" varchar(255) not null, "address_line" varchar(255) not null, "city" varchar(255) not null, "country" varchar(255) not null, "destination_region" text check ("destination_region" in ('east_africa', 'gcc')) not null, "fulfilment" text check ("fulfilment" in ('awaiting_payment', 'processing', 'dispatched', 'delivered')) not null default 'awaiting_payment', "goods_cents" int not null, "delivery_cents" int not null, "parcels" jsonb not null, "rates_as_of" date not null, "estimated_delivery" date not null, "paid_at" timestamptz null, "dispatched_at" timestamptz null, "delivered_at" timestamptz null, constraint "shop_order_pkey" primary key ("booking_id"), constraint shop_order_amounts_check check (goods_cents >= 0 and delivery_cents >= 0));`,
    );

    this.addSql(
      `create table "order_line" ("order_id" uuid not null, "product_id" varchar(255) not null, "product_name" varchar(255) not null, "image" varchar(255) null, "quantity" int not null, "unit_price_minor" int not null, "currency" varchar(3) not null, "region" text check ("region" in ('east_africa', 'gcc')) not null, "line_usd_cents" int not null, constraint "order_line_pkey" primary key ("order_id", "product_id"), constraint order_line_quantity_check check (quantity >= 1 and unit_price_minor > 0 and line_usd_cents >= 0));`,
    );
    this.addSql(`create index "order_line_product_id_index" on "order_line" ("product_id");`);

    this.addSql(
      `alter table "product_review" add constraint "product_review_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "product_review" add constraint "product_review_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "cart" add constraint "cart_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "cart_line" add constraint "cart_line_cart_id_foreign" foreign key ("cart_id") references "cart" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "cart_line" add constraint "cart_line_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "shop_order" add constraint "shop_order_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "order_line" add constraint "order_line_order_id_foreign" foreign key ("order_id") references "shop_order" ("booking_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "order_line" add constraint "order_line_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete restrict;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "product_review" drop constraint "product_review_product_id_foreign";`);

    this.addSql(`alter table "cart_line" drop constraint "cart_line_product_id_foreign";`);

    this.addSql(`alter table "order_line" drop constraint "order_line_product_id_foreign";`);

    this.addSql(`alter table "cart_line" drop constraint "cart_line_cart_id_foreign";`);

    this.addSql(`alter table "order_line" drop constraint "order_line_order_id_foreign";`);

    this.addSql(`drop table if exists "exchange_rate" cascade;`);

    this.addSql(`drop table if exists "product" cascade;`);

    this.addSql(`drop table if exists "product_review" cascade;`);

    this.addSql(`drop table if exists "cart" cascade;`);

    this.addSql(`drop table if exists "cart_line" cascade;`);

    this.addSql(`drop table if exists "shop_order" cascade;`);

    this.addSql(`drop table if exists "order_line" cascade;`);
  }
}
