import { Module } from '@nestjs/common';
import { AccessService } from './access.service.js';
import { PermissionsCache } from './permissions-cache.js';

/** Who is asking and what their team and organisation share with them (teams service, kept 5 s). */
@Module({
  providers: [AccessService, PermissionsCache],
  exports: [AccessService],
})
export class AccessModule {}
