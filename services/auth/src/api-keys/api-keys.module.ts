import { Module } from '@nestjs/common';
import { OutboxModule } from '@openset/server-kit';
import { ApiKeysHandlers } from './api-keys.handlers.js';
import { ApiKeysService } from './api-keys.service.js';

/** A clinician's API keys for integrations: create, list, revoke, and resolving one for the gateway. */
@Module({
  imports: [OutboxModule],
  controllers: [ApiKeysHandlers],
  providers: [ApiKeysService],
})
export class ApiKeysModule {}
