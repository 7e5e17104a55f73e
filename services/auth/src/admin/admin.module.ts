import { Module } from '@nestjs/common';
import { OutboxModule } from '@openset/server-kit';
import { ClosingModule } from '../closing/closing.module.js';
import { SignUpModule } from '../signup/signup.module.js';
import { AdminHandlers } from './admin.handlers.js';
import { AdminService } from './admin.service.js';

/** The operator's console (`/admin`). */
@Module({
  imports: [OutboxModule, ClosingModule, SignUpModule],
  controllers: [AdminHandlers],
  providers: [AdminService],
})
export class AdminModule {}
