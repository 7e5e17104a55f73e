import { Controller } from '@nestjs/common';
import { CLIENT_CONTACT_SUBJECTS, clientRecipientRequestSchema, type ClientRecipient } from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import { ClientAccess } from './client-access.js';
import { ClientsService } from './clients.service.js';

/** `clients.internal.recipient`: a client as the recipient of an e-mail (the sets service's), for an account that sees it. */
@Controller()
export class RecipientHandlers {
  constructor(
    private readonly access: ClientAccess,
    private readonly clients: ClientsService,
  ) {}

  @Handle(CLIENT_CONTACT_SUBJECTS.recipient)
  async recipient(payload: unknown): Promise<ClientRecipient> {
    const { accountId, clientId } = parseOrThrow(clientRecipientRequestSchema, payload);
    const client = await this.clients.visible(clientId, await this.access.viewerOf(accountId));
    return {
      id: client.id,
      firstname: client.firstname,
      lastname: client.lastname,
      email: client.email,
      lang: client.lang,
      portalUsername: client.portalUsername,
      portalEnabled: client.portalEnabled,
      archived: client.archived,
    };
  }
}
