import { Migration } from '@mikro-orm/migrations';

// Who travels on a booking (docs/travellers.md): passengers, lead guest or driver; passport
// numbers only sealed, never in clear.
export class Migration20261127112435_travellers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "booking" add column "travellers" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "booking" drop column "travellers";`);
  }
}
