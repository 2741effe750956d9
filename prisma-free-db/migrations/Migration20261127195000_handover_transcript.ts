import { Migration } from '@mikro-orm/migrations';

// An assistant conversation handed over to staff keeps its turns as data beside the text, so the
// inbox shows the framing in the reader's language.
export class Migration20261127195000_handover_transcript extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "email_message" add column "transcript" jsonb null;`);
    this.addSql(`alter table "email_message" add constraint "email_message_transcript_check" check(transcript is null or source = 'assistant');`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "email_message" drop constraint if exists "email_message_transcript_check";`);
    this.addSql(`alter table "email_message" drop column "transcript";`);
  }
}
