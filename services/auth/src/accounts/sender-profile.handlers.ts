import { Controller } from '@nestjs/common';
import { AUTH_SUBJECTS, senderProfileRequestSchema, type SenderProfile } from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import { ProfilesService } from './profiles.service.js';

/** Internal: the sets service, e-mailing a set, asks who sends it and with which body, signature and CC. */
@Controller()
export class SenderProfileHandlers {
  constructor(private readonly profiles: ProfilesService) {}

  @Handle(AUTH_SUBJECTS.senderProfile)
  async senderProfile(payload: unknown): Promise<SenderProfile> {
    const account = await this.profiles.load(parseOrThrow(senderProfileRequestSchema, payload).id);
    return {
      id: account.id,
      type: account.type,
      closed: account.closed,
      firstname: account.firstname,
      lastname: account.lastname,
      email: account.email,
      lang: account.lang,
      clientEmailBody: account.clientEmailBody,
      clientEmailSig: account.clientEmailSig,
      clientEmailCC: account.clientEmailCc,
    };
  }
}
