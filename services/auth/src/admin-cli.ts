// `npm run admin -- create <e-mail>`: the first administrator of a deployment (run once, also
// with NODE_ENV=production, after the migrations). Creates an admin account with that e-mail and
// no usable password, and prints a single-use link, valid a day, where its owner sets one
// (the forgot-password mechanism). Refuses an e-mail or username already in use.
import { MikroORM } from '@mikro-orm/postgresql';
import { sql } from '@mikro-orm/core';
import { emailSchema } from '@openset/contracts';
import { ormOptions } from '@openset/server-kit';
import { AccountSchema } from './accounts/account.entity.js';
import { insertAccount } from './accounts/accounts.repository.js';
import { authData } from './auth.data.js';
import { issueResetToken, resetLink } from './password-reset/reset-tokens.js';

/** How long the first administrator's link works: a day, time to hand it over. */
const ADMIN_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** Not an Argon2 hash: no password verifies against it until the link sets one. */
const NO_PASSWORD = '!unset';

const USAGE = 'usage: npm run admin -- create <e-mail>';

async function create(address: string | undefined): Promise<number> {
  const parsed = emailSchema.safeParse(address ?? '');
  if (!parsed.success) {
    console.error(`not an e-mail address: ${address ?? '(none)'}\n${USAGE}`);
    return 2;
  }
  const email = parsed.data;
  const orm = await MikroORM.init(ormOptions(authData, { pool: { min: 0, max: 1 } }));
  try {
    return await orm.em.fork().transactional(async (em) => {
      const key = email.toLowerCase();
      const taken = await em.count(AccountSchema, { $or: [{ [sql.lower('email')]: key }, { [sql.lower('username')]: key }] });
      if (taken > 0) {
        console.error(`refused: ${email} is already in use by an account`);
        return 1;
      }
      const account = await insertAccount(em, { type: 'admin', username: email, email, passwordHash: NO_PASSWORD, firstname: '', lastname: '', lang: 'en' });
      const token = issueResetToken(em, account.id, ADMIN_LINK_TTL_MS);
      await em.flush();
      console.log(`Administrator ${email} created. Open this link within 24 hours to set its password (it works once):`);
      console.log(resetLink(token));
      return 0;
    });
  } finally {
    await orm.close(true);
  }
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'create' && rest.length === 1) {
  process.exitCode = await create(rest[0]);
} else {
  console.error(USAGE);
  process.exitCode = 2;
}
