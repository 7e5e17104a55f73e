import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { accountIdRequestSchema, CLIENT_OWNER_SUBJECTS, reassignClientsRequestSchema } from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import { ClientSchema } from './client.entity.js';

/**
 * A client's primary contact (`ownerId`) as the teams service changes it: a staff member who
 * changes team without their clients leaves them to a team-mate. The teams service has checked
 * that its caller manages both accounts; the client counts follow through their trigger.
 */
@Controller()
export class ClientOwnersHandlers {
  constructor(private readonly em: EntityManager) {}

  @Handle(CLIENT_OWNER_SUBJECTS.ownedCount)
  async ownedCount(payload: unknown): Promise<{ total: number }> {
    const { accountId } = parseOrThrow(accountIdRequestSchema, payload);
    return { total: await this.em.count(ClientSchema, { ownerId: accountId }) };
  }

  @Handle(CLIENT_OWNER_SUBJECTS.reassign, { transaction: true })
  async reassign(payload: unknown): Promise<{ reassigned: number }> {
    const { fromAccountId, toAccountId } = parseOrThrow(reassignClientsRequestSchema, payload);
    const reassigned = await this.em.nativeUpdate(ClientSchema, { ownerId: fromAccountId }, { ownerId: toAccountId, updatedAt: new Date() });
    return { reassigned };
  }
}
