import { Module } from '@nestjs/common';
import { OutboxModule } from '@openset/server-kit';
import { LoginModule } from '../login/login.module.js';
import { SignInLinksHandlers } from './sign-in-links.handlers.js';
import { SignInLinksService } from './sign-in-links.service.js';

/** Single sign-on links: made by an integration for its own account, opened once in a browser. */
@Module({
  imports: [OutboxModule, LoginModule],
  controllers: [SignInLinksHandlers],
  providers: [SignInLinksService],
})
export class SignInLinksModule {}
