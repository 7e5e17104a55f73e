import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { healthController, ormOptions, RequestContextInterceptor, RpcModule } from '@openset/server-kit';
import { FeedbackModule } from './feedback/feedback.module.js';
import { InboxModule } from './inbox/inbox.module.js';
import { MailModule } from './mail/mail.module.js';
import { PurgeModule } from './purge/purge.module.js';
import { notificationsData } from './notifications.data.js';

@Module({
  imports: [MikroOrmModule.forRoot({ ...ormOptions(notificationsData), registerRequestContext: false }), RpcModule, MailModule, InboxModule, FeedbackModule, PurgeModule],
  controllers: [healthController('notifications')],
  providers: [{ provide: APP_INTERCEPTOR, useClass: RequestContextInterceptor }],
})
export class AppModule {}
