import { migrateService, seedingAllowed, serviceLogger } from '@openset/server-kit';
import { clientsData } from './clients.data.js';
import { seedClients } from './seed.js';

const logger = serviceLogger('clients');
await migrateService(clientsData, logger);
if (seedingAllowed() && process.env.OPENSET_SEED !== '0') {
  await seedClients(logger);
}
