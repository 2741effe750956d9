import { Migration } from '@mikro-orm/migrations';

export class Migration20261122032455_platform extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "job" ("id" uuid not null default gen_random_uuid(), "kind" varchar(255) not null, "key" text null, "payload" jsonb not null, "status" text check ("status" in ('pending', 'running', 'done', 'failed')) not null default 'pending', "run_at" timestamptz not null, "attempts" int not null default 0, "max_attempts" int not null default 5, "locked_by" varchar(255) null, "locked_until" timestamptz null, "last_error" text null, "created_at" timestamptz not null default now(), "finished_at" timestamptz null, constraint "job_pkey" primary key ("id"), constraint job_attempts_check check (attempts >= 0 and max_attempts >= 1), constraint job_lock_check check (status <> 'running' or (locked_by is not null and locked_until is not null)));`,
    );
    this.addSql(`alter table "job" add constraint "job_key_unique" unique ("key");`);
    this.addSql(`create index "job_due_index" on "job" ("run_at") where status = 'pending';`);
    this.addSql(`create index "job_lease_index" on "job" ("locked_until") where status = 'running';`);
    this.addSql(`create index "job_finished_index" on "job" ("finished_at") where status in ('done', 'failed');`);

    this.addSql(
      `create table "notification" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "kind" varchar(255) not null, "params" jsonb not null, "link" varchar(255) null, "created_at" timestamptz(3) not null default clock_timestamp(), "read_at" timestamptz null, constraint "notification_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "notification_user_created_index" on "notification" ("user_id", "created_at", "id");`);
    this.addSql(`create index "notification_unread_index" on "notification" ("user_id") where read_at is null;`);

    this.addSql(
      `alter table "notification" add constraint "notification_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "job" cascade;`);

    this.addSql(`drop table if exists "notification" cascade;`);
  }
}
