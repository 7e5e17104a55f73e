import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { exercisesVisibleRequestSchema, VISIBILITY_SUBJECTS, type ExercisesVisibleReply } from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import { VisibilityService } from './visibility.service.js';

/** Internal: which exercises and resources an account may see (asked by the sets service). */
@Controller()
export class VisibilityHandlers {
  constructor(private readonly visibility: VisibilityService) {}

  @Handle(VISIBILITY_SUBJECTS.exercisesVisible)
  async visible(@Payload() payload: unknown): Promise<ExercisesVisibleReply> {
    return this.visibility.visible(parseOrThrow(exercisesVisibleRequestSchema, payload));
  }
}
