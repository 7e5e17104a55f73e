import type { ServiceDataDefinition } from '@openset/server-kit';
import { NotificationSchema } from './inbox/notification.entity.js';
import { DeadLetterSchema } from './mail/dead-letter.entity.js';
import { SentMailSchema } from './mail/sent-mail.entity.js';
import { Migration20261122000000Init } from './migrations/Migration20261122000000Init.js';
import { Migration20261202310000Mail } from './migrations/Migration20261202310000Mail.js';
import { Migration20261203800000Inbox } from './migrations/Migration20261203800000Inbox.js';

export const notificationsData: ServiceDataDefinition = {
  schema: 'notifications',
  entities: [SentMailSchema, DeadLetterSchema, NotificationSchema],
  migrations: [Migration20261122000000Init, Migration20261202310000Mail, Migration20261203800000Inbox],
};
