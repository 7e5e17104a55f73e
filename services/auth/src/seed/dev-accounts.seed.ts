import type { EntityManager } from '@mikro-orm/postgresql';
import { DEV_ACCOUNTS, DEV_PASSWORD } from '@openset/server-kit';
import type { Logger } from 'pino';
import { AccountSchema } from '../accounts/account.entity.js';
import { newAccountFields } from '../accounts/new-account.js';
import { hashPassword } from '../passwords/password-hasher.js';

/** The dev manager gets room for a small clinic (the two seeded staff use two seats). */
const MANAGER_EXTRAS = { seats: 10, activeStaff: 2, teamInvitations: 10 };

/**
 * Inserts the development accounts of api-conventions.md that are missing, by fixed id, so
 * running it again (or after a developer changed a password) changes nothing.
 */
export async function seedDevAccounts(em: EntityManager, logger: Logger): Promise<number> {
  const wanted = Object.values(DEV_ACCOUNTS);
  const present = new Set(
    (await em.find(AccountSchema, { id: { $in: wanted.map((account) => account.id) } }, { fields: ['id'] })).map((a) => a.id),
  );
  const missing = wanted.filter((account) => !present.has(account.id));
  const now = new Date();
  for (const dev of missing) {
    const fields = newAccountFields({ ...dev, lang: 'en', passwordHash: await hashPassword(DEV_PASSWORD) }, now);
    await em
      .createQueryBuilder(AccountSchema)
      .insert({ ...fields, ...(dev.type === 'manager' ? MANAGER_EXTRAS : {}), createdAt: now, updatedAt: now })
      .onConflict()
      .ignore()
      .execute();
  }
  logger.info({ seeded: missing.map((account) => account.username) }, 'dev accounts seeded');
  return missing.length;
}
