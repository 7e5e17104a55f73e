import { migrateService, serviceLogger } from '@openset/server-kit';
import { outcomesData } from './outcomes.data.js';

await migrateService(outcomesData, serviceLogger('outcomes'));
