import { z } from 'zod';
import { idSchema } from '../common.js';

/**
 * Client events that other services act on (all of them also feed the staff activity log).
 * A deleted client's programs go with it: the sets service deletes them when it takes this event.
 */
export const CLIENT_DELETED_EVENT = 'clients.clientDeleted' as const;
export const clientDeletedDataSchema = z.object({ clientId: idSchema });
export type ClientDeletedData = z.infer<typeof clientDeletedDataSchema>;
