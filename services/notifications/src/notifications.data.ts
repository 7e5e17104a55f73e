import { OutboxEvent, type ServiceDataDefinition } from '@openset/server-kit';
import { FeedbackSchema } from './feedback/feedback.entity.js';
import { NotificationSchema } from './inbox/notification.entity.js';
import { DeadLetterSchema } from './mail/dead-letter.entity.js';
import { SentMailSchema } from './mail/sent-mail.entity.js';
import { Migration20261122000000Init } from './migrations/Migration20261122000000Init.js';
import { Migration20261202310000Mail } from './migrations/Migration20261202310000Mail.js';
import { Migration20261203800000Inbox } from './migrations/Migration20261203800000Inbox.js';
import { Migration20261206400000Feedback } from './migrations/Migration20261206400000Feedback.js';

export const notificationsData: ServiceDataDefinition = {
  schema: 'notifications',
  entities: [SentMailSchema, DeadLetterSchema, NotificationSchema, FeedbackSchema, OutboxEvent],
  migrations: [Migration20261122000000Init, Migration20261202310000Mail, Migration20261203800000Inbox, Migration20261206400000Feedback],
};
