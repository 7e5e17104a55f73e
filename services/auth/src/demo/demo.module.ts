import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { DemoHandlers } from './demo.handlers.js';
import { DemoSamples } from './demo-samples.js';
import { DemoService } from './demo.service.js';

/** The demo: a fresh account with sample content for any visitor, removed when it expires. */
@Module({
  imports: [AccountsModule, SessionsModule],
  controllers: [DemoHandlers],
  providers: [DemoService, DemoSamples],
})
export class DemoModule {}
