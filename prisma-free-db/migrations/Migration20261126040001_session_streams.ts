import { Migration } from '@mikro-orm/migrations';

// Live streams end with their session (features/auth/session-streams.ts). Whatever deletes a
// live session row (sign-out, a password change or a staff reset ending other sessions, an
// account disabled or erased, by code or by hand), this trigger announces it on the live
// channel as the event 'session:<token hash>', in the deleting transaction: every instance's
// listener hears it after the commit and ends the streams that session opened. Rows already
// expired (the periodic purge) are not announced: their streams ended at the expiry.
export class Migration20261126040001_session_streams extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "session_ended_notify"() returns trigger language plpgsql as $$
begin
  if old.expires_at > now() then
    perform pg_notify('manasa_live', json_build_object('i', gen_random_uuid()::text, 't', 'session:' || old.token_hash, 'p', json_build_object())::text);
  end if;
  return old;
end $$;`);
    this.addSql(`create trigger "session_ended" after delete on "session" for each row execute function "session_ended_notify"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "session_ended" on "session";`);
    this.addSql(`drop function if exists "session_ended_notify"();`);
  }
}
