import { MikroORM } from '@mikro-orm/postgresql';
import { DEV_CLIENT, ormOptions } from '@openset/server-kit';
import type { Logger } from 'pino';
import { clientsData } from './clients.data.js';
import { ClientSchema } from './clients/client.entity.js';
import { hashPortalKey } from './clients/portal-credentials.js';

/**
 * The development client of api-conventions.md: Jane Doe of `pro`, portal username jane.doe and
 * key 1987, by its fixed id, so running it again changes nothing (and keeps any edits made since).
 */
export async function seedClients(logger: Logger): Promise<void> {
  const orm = await MikroORM.init(ormOptions(clientsData, { pool: { min: 0, max: 2 } }));
  try {
    const em = orm.em.fork();
    if (await em.findOne(ClientSchema, { id: DEV_CLIENT.id }, { fields: ['id'] })) {
      logger.info('development client already seeded');
      return;
    }
    em.create(ClientSchema, {
      id: DEV_CLIENT.id,
      ownerId: DEV_CLIENT.ownerId,
      firstname: DEV_CLIENT.firstname,
      lastname: DEV_CLIENT.lastname,
      email: DEV_CLIENT.email,
      lang: 'en',
      yearOfBirth: Number(DEV_CLIENT.portalKey),
      portalUsername: DEV_CLIENT.portalUsername,
      portalKeyHash: await hashPortalKey(DEV_CLIENT.portalKey),
      portalEnabled: true,
      archived: false,
      outcomeCount: 0,
      unreadFeedback: 0,
      lastPortalLogin: null,
    });
    await em.flush();
    logger.info({ created: [DEV_CLIENT.portalUsername] }, 'development client seeded');
  } finally {
    await orm.close(true);
  }
}
