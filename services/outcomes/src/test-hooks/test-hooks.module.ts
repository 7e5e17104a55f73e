import { Module } from '@nestjs/common';
import { SchedulesModule } from '../schedules/schedules.module.js';
import { TestHooksHandlers } from './test-hooks.handlers.js';

/** Calls only the tests' stack turns on (OPENSET_TEST_HOOKS). */
@Module({
  imports: [SchedulesModule],
  controllers: [TestHooksHandlers],
})
export class TestHooksModule {}
