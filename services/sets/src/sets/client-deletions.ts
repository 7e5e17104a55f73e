import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ClientDeletionHandler } from '@openset/server-kit';

/** A deleted client's programs go with the client: the sets, with their history points (cascade) and drafts. */
@Injectable()
export class ClientDeletions extends ClientDeletionHandler {
  constructor(private readonly orm: MikroORM) {
    super('sets');
  }

  protected async forgetClient(clientId: string): Promise<Record<string, number>> {
    const deleted = await this.orm.em.fork().transactional(async (em) => {
      await em.execute(
        `delete from "sets"."drafts" where "original_id" in (select "id"::text from "sets"."sets" where "client_id" = ?)`,
        [clientId],
      );
      return em.execute<{ id: string }[]>(`delete from "sets"."sets" where "client_id" = ? returning "id"`, [clientId]);
    });
    return { sets: deleted.length };
  }
}
