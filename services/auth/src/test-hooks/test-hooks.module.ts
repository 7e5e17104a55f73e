import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module.js';
import { TestHooksHandlers } from './test-hooks.handlers.js';

/** Calls only the tests' stack turns on (OPENSET_TEST_HOOKS). */
@Module({
  imports: [SessionsModule],
  controllers: [TestHooksHandlers],
})
export class TestHooksModule {}
