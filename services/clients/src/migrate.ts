import { migrateService, serviceLogger } from '@openset/server-kit';
import { clientsData } from './clients.data.js';

await migrateService(clientsData, serviceLogger('clients'));
