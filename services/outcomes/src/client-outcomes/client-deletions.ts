import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ClientDeletionHandler } from '@openset/server-kit';

/** A deleted client's outcomes go with the client, with their invitations and results (cascade). */
@Injectable()
export class ClientDeletions extends ClientDeletionHandler {
  constructor(private readonly orm: MikroORM) {
    super('outcomes');
  }

  protected async forgetClient(clientId: string): Promise<Record<string, number>> {
    const deleted = await this.orm.em.fork().execute<{ id: string }[]>(`delete from "outcomes"."client_outcomes" where "client_id" = ? returning "id"`, [clientId]);
    return { outcomes: deleted.length };
  }
}
