import { Module } from '@nestjs/common';
import { ObjectBuckets } from '@openset/server-kit';
import { MailConsumer } from './mail-consumer.js';
import { MailLedger } from './mail-ledger.js';
import { MailSender } from './mail-sender.js';

/** Outgoing e-mail: the mail stream's consumer, SMTP, the sent ids and the dead letters. */
@Module({
  providers: [ObjectBuckets, MailSender, MailLedger, MailConsumer],
})
export class MailModule {}
