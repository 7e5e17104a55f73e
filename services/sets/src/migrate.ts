import { migrateService, serviceLogger } from '@openset/server-kit';
import { setsData } from './sets.data.js';

await migrateService(setsData, serviceLogger('sets'));
