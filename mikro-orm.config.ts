// For the MikroORM CLI against an external database: DATABASE_URL=... npx mikro-orm <command>.
// The app itself builds its options in prisma-free-db/orm.ts.
import { ormOptions } from '@db/orm';

export default ormOptions(process.env.DATABASE_URL ?? 'postgres://localhost:5432/manasa');
