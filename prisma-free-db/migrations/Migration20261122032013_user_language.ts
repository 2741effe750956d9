import { Migration } from '@mikro-orm/migrations';

export class Migration20261122032013_user_language extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "app_user" add column "language" text check ("language" in ('en', 'sw', 'ar')) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "app_user" drop column "language";`);
  }
}
