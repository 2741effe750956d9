import { Migration } from '@mikro-orm/migrations';

// A review shows the reviewer's public name (first name and last initial, 'Amina D.'), never a
// login username: buyers' reviews written before stored `full_name || username`. Their names
// are rewritten from the buyer's full name the same way as src/shared/public-name.ts does it, or
// null (no name: the screen says 'Traveller'). Seeded demo reviews (no user) keep theirs.
export class Migration20261126040003_review_public_names extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "product_review" alter column "reviewer_name" drop not null;`);
    this.addSql(`update "product_review" r set "reviewer_name" = case
      when array_length(w.words, 1) is null then null
      when array_length(w.words, 1) = 1 then w.words[1]
      else w.words[1] || ' ' || upper(left(w.words[array_length(w.words, 1)], 1)) || '.'
    end
    from (select u.id, regexp_split_to_array(nullif(btrim(coalesce(u.full_name, '')), ''), '\\s+') as words from "app_user" u) w
    where w.id = r.user_id;`);
  }

  override async down(): Promise<void> {
    this.addSql(`update "product_review" set "reviewer_name" = '' where "reviewer_name" is null;`);
    this.addSql(`alter table "product_review" alter column "reviewer_name" set not null;`);
  }
}
