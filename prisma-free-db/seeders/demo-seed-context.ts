// What the demo seed takes from the app: how a password is hashed for storage (the server's
// own hashing, src/server/features/auth/passwords.ts). The database layer sits below the server
// and imports nothing from it.
export interface DemoSeedContext {
  hashPassword(password: string): Promise<string>;
}
