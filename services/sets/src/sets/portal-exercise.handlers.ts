import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CLIENT_SETS_SUBJECTS,
  DAY_MS,
  exerciseInPortalOnRequestSchema,
  type ExerciseInPortalOnReply,
} from '@openset/contracts';
import { Handle, isUuid, parseOrThrow } from '@openset/server-kit';
import { PortalPeriods } from './portal-periods.js';
import { SetSchema } from './set.entity.js';

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Whether a client may mark an exercise done (the clients service asks, for the portal): the
 * exercise is one of the set's as it is now, and the set is in the client's portal, or was at
 * some time of the day the mark is for. A mark the phone kept offline may arrive after the
 * clinician took the set out; done on a day the set was there, it is the client's record of that
 * day. The client dates it by their own day, which in UTC lies within the day before and the day
 * after it, whatever their time zone: the periods are looked for over those three UTC days.
 */
@Controller()
export class PortalExerciseHandlers {
  constructor(
    private readonly em: EntityManager,
    private readonly portalPeriods: PortalPeriods,
  ) {}

  @Handle(CLIENT_SETS_SUBJECTS.exerciseInPortalOn)
  async exerciseInPortalOn(payload: unknown): Promise<ExerciseInPortalOnReply> {
    const { clientId, setId, exerciseKey, day } = parseOrThrow(exerciseInPortalOnRequestSchema, payload);
    if (!isUuid(clientId) || !isUuid(setId)) return { inPortal: false };
    const set = await this.em.findOne(SetSchema, { id: setId, kind: 'clientSet', clientId }, { fields: ['enabled', 'elements'] });
    const hasExercise = set?.elements.some((element) => element.type === 'setExercise' && element.key === exerciseKey) ?? false;
    if (!set || !hasExercise) return { inPortal: false };
    if (set.enabled) return { inPortal: true };
    const at = Date.parse(day);
    return { inPortal: await this.portalPeriods.wasIn(clientId, setId, dayOf(at - DAY_MS), dayOf(at + DAY_MS)) };
  }
}
