import { Migration } from '@mikro-orm/migrations';

export class Migration20261125010527_support extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "support_thread" ("id" uuid not null default gen_random_uuid(), "user_id" uuid null, "contact_email" varchar(255) not null, "contact_name" varchar(255) not null, "subject" varchar(255) not null, "brand_id" varchar(255) null, "language" text check ("language" in ('en', 'sw', 'ar')) not null default 'en', "created_at" timestamptz(3) not null default clock_timestamp(), "last_message_at" timestamptz(3) not null default clock_timestamp(), constraint "support_thread_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "support_thread_user_id_index" on "support_thread" ("user_id");`);

    this.addSql(
      `create table "email_message" ("id" uuid not null default gen_random_uuid(), "thread_id" uuid not null, "direction" text check ("direction" in ('inbound', 'outbound')) not null, "source" text check ("source" in ('contact', 'smtp', 'app', 'reply', 'compose')) not null, "sender_name" varchar(255) not null, "sender_email" varchar(255) not null, "recipient_email" varchar(255) null, "subject" varchar(255) not null, "body" text not null, "author_id" uuid null, "created_at" timestamptz(3) not null default clock_timestamp(), "read_at" timestamptz null, "replied_at" timestamptz null, "deleted_at" timestamptz null, "message_id" text null, "client_key" varchar(255) null, constraint "email_message_pkey" primary key ("id"), constraint email_message_trash_check check (deleted_at is null or direction = 'inbound'), constraint email_message_recipient_check check (direction = 'inbound' or recipient_email is not null));`,
    );
    this.addSql(`alter table "email_message" add constraint "email_message_message_id_unique" unique ("message_id");`);
    this.addSql(`alter table "email_message" add constraint "email_message_client_key_unique" unique ("client_key");`);
    this.addSql(`create index "email_message_thread_index" on "email_message" ("thread_id", "created_at");`);
    this.addSql(`create index "email_message_inbox_index" on "email_message" ("created_at", "id") where direction = 'inbound' and deleted_at is null;`);
    this.addSql(
      `create index "email_message_unread_index" on "email_message" ("thread_id") where direction = 'inbound' and deleted_at is null and read_at is null;`,
    );
    this.addSql(`create index "email_message_trash_index" on "email_message" ("deleted_at") where deleted_at is not null;`);

    this.addSql(
      `create table "mail_outbox" ("id" uuid not null default gen_random_uuid(), "email_id" uuid not null, "from_address" varchar(255) not null, "to_address" varchar(255) not null, "subject" varchar(255) not null, "text" text not null, "message_id" text not null, "in_reply_to" text null, "status" text check ("status" in ('stored', 'queued', 'sent', 'failed')) not null default 'stored', "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz(3) not null default clock_timestamp(), "sent_at" timestamptz null, constraint "mail_outbox_pkey" primary key ("id"), constraint mail_outbox_attempts_check check (attempts >= 0));`,
    );
    this.addSql(`alter table "mail_outbox" add constraint "mail_outbox_email_id_unique" unique ("email_id");`);
    this.addSql(`create index "mail_outbox_created_index" on "mail_outbox" ("created_at");`);

    this.addSql(
      `alter table "support_thread" add constraint "support_thread_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "support_thread" add constraint "support_thread_brand_id_foreign" foreign key ("brand_id") references "brand" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "email_message" add constraint "email_message_thread_id_foreign" foreign key ("thread_id") references "support_thread" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "email_message" add constraint "email_message_author_id_foreign" foreign key ("author_id") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "mail_outbox" add constraint "mail_outbox_email_id_foreign" foreign key ("email_id") references "email_message" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "email_message" drop constraint "email_message_thread_id_foreign";`);

    this.addSql(`alter table "mail_outbox" drop constraint "mail_outbox_email_id_foreign";`);

    this.addSql(`drop table if exists "support_thread" cascade;`);

    this.addSql(`drop table if exists "email_message" cascade;`);

    this.addSql(`drop table if exists "mail_outbox" cascade;`);
  }
}
