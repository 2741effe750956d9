import { Migration } from '@mikro-orm/migrations';

// Outbound e-mails can carry files (a booking confirmation's calendar file), stored with the
// outbox row so every retry sends the same e-mail.
export class Migration20261127103000_booking_confirmation_mail extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "mail_outbox" add column "attachments" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "mail_outbox" drop column "attachments";`);
  }
}
