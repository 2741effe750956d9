import { Migration } from '@mikro-orm/migrations';

// The AI assistant (docs/assistant.md): conversations (per user or per anonymous
// visitor) and their last turns; the staff inbox learns a message source 'assistant' (the
// transcript of a 'Talk to a person' hand-over).

export class Migration20261125035122_assistant extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "assistant_conversation" ("id" uuid not null default gen_random_uuid(), "user_id" uuid null, "token_hash" varchar(255) null, "last_seq" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "handover_thread_id" uuid null, "handed_over_seq" int null, "handed_over_at" timestamptz null, constraint "assistant_conversation_pkey" primary key ("id"), constraint assistant_conversation_owner_check check ((user_id is null) <> (token_hash is null)));`,
    );
    this.addSql(`alter table "assistant_conversation" add constraint "assistant_conversation_user_id_unique" unique ("user_id");`);
    this.addSql(`alter table "assistant_conversation" add constraint "assistant_conversation_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "assistant_conversation_updated_at_index" on "assistant_conversation" ("updated_at");`);

    this.addSql(
      `create table "assistant_turn" ("id" uuid not null default gen_random_uuid(), "conversation_id" uuid not null, "seq" int not null, "message" text not null, "response" text not null, "cards" jsonb not null, "context" jsonb null, "source" text check ("source" in ('builtin', 'model')) not null, "personal" boolean not null default false, "offer_hand_over" boolean not null default false, "created_at" timestamptz(3) not null default clock_timestamp(), constraint "assistant_turn_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "assistant_turn" add constraint "assistant_turn_seq_unique" unique ("conversation_id", "seq");`);

    this.addSql(
      `alter table "assistant_conversation" add constraint "assistant_conversation_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "assistant_conversation" add constraint "assistant_conversation_handover_thread_id_foreign" foreign key ("handover_thread_id") references "support_thread" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "assistant_turn" add constraint "assistant_turn_conversation_id_foreign" foreign key ("conversation_id") references "assistant_conversation" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "email_message" drop constraint if exists "email_message_source_check";`);

    this.addSql(
      `alter table "email_message" add constraint "email_message_source_check" check("source" in ('contact', 'smtp', 'app', 'reply', 'compose', 'assistant'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "assistant_turn" drop constraint "assistant_turn_conversation_id_foreign";`);

    this.addSql(`drop table if exists "assistant_conversation" cascade;`);

    this.addSql(`drop table if exists "assistant_turn" cascade;`);

    this.addSql(`alter table "email_message" drop constraint if exists "email_message_source_check";`);

    this.addSql(`alter table "email_message" add constraint "email_message_source_check" check("source" in ('contact', 'smtp', 'app', 'reply', 'compose'));`);
  }
}
