import { migrateService, serviceLogger } from '@openset/server-kit';
import { notificationsData } from './notifications.data.js';

await migrateService(notificationsData, serviceLogger('notifications'));
