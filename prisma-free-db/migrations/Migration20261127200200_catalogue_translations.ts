import { Migration } from '@mikro-orm/migrations';

// Catalogue text in Kiswahili and Arabic: beside each English text, a row keeps its translations
// as `{ "sw": { "<field>": "…" }, "ar": { … } }` (src/shared/catalogue-translations.ts). The
// tables already tell the catalogue cache when they change.
export class Migration20261127200200_catalogue_translations extends Migration {
  override async up(): Promise<void> {
    for (const table of ['hotel', 'hotel_room_type', 'tour_package', 'product']) {
      this.addSql(`alter table "${table}" add column "translations" jsonb null;`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['hotel', 'hotel_room_type', 'tour_package', 'product']) {
      this.addSql(`alter table "${table}" drop column "translations";`);
    }
  }
}
