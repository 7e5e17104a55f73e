import { MikroORM } from '@mikro-orm/postgresql';
import { migrateService, ormOptions, seedingAllowed, serviceLogger } from '@openset/server-kit';
import { authData } from './auth.data.js';
import { seedDevAccounts } from './seed/dev-accounts.seed.js';

const logger = serviceLogger('auth');
await migrateService(authData, logger);

// Development and test stacks only; OPENSET_SEED=0 leaves an empty database.
if (seedingAllowed() && process.env.OPENSET_SEED !== '0') {
  const orm = await MikroORM.init(ormOptions(authData, { pool: { min: 0, max: 2 } }));
  try {
    await seedDevAccounts(orm.em.fork(), logger);
  } finally {
    await orm.close(true);
  }
}
