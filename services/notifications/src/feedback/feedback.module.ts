import { Module } from '@nestjs/common';
import { OutboxModule } from '@openset/server-kit';
import { FeedbackHandlers } from './feedback.handlers.js';
import { FeedbackService } from './feedback.service.js';

/** Feedback about the product from the shell's Help menu: kept and e-mailed to the operator. */
@Module({
  imports: [OutboxModule],
  controllers: [FeedbackHandlers],
  providers: [FeedbackService],
})
export class FeedbackModule {}
