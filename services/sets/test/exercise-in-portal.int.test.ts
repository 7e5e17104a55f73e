import { describe, expect, it } from '@jest/globals';
import { CLIENT_SETS_SUBJECTS, DAY_MS, type ExerciseInPortalOnRequest, type ExerciseSet } from '@openset/contracts';
import { rpc } from '@openset/testing';
import { SETS, bodyOf, clientSet, customExercise, dividers, exercises, newClient, signedIn } from './helpers.js';

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('is this exercise of this set in the client\'s portal on that day (sets.internal.exerciseInPortalOn)', () => {
  it("answers yes for the client's own set's exercises only, while the set is in the portal or on a day it was", async () => {
    const { api } = await signedIn();
    const customId = await customExercise(api);
    const [jane, john] = [await newClient(api), await newClient(api, 'Roe')];
    const [exercise] = exercises(1, customId);
    const set = bodyOf<ExerciseSet>(await api.post(SETS, clientSet(jane, { elements: [exercise!, ...dividers(1)] })));
    const today = dayOf(Date.now());
    const ask = async (change: Partial<ExerciseInPortalOnRequest> = {}) =>
      (await rpc<{ inPortal: boolean }>(CLIENT_SETS_SUBJECTS.exerciseInPortalOn, { clientId: jane, setId: set.id, exerciseKey: exercise!.key, day: today, ...change })).inPortal;

    expect(await ask()).toBe(true);
    expect(await ask({ day: dayOf(Date.now() - 30 * DAY_MS) })).toBe(true);
    expect(await ask({ exerciseKey: 'd0' })).toBe(false);
    expect(await ask({ exerciseKey: 'unknown' })).toBe(false);
    expect(await ask({ clientId: john })).toBe(false);

    // Taken out of the portal: a mark sent late for today still counts, one for a day it was not there does not.
    bodyOf(await api.put(`${SETS}/${set.id}/enabled?value=false`));
    expect(await ask()).toBe(true);
    expect(await ask({ day: dayOf(Date.now() - 30 * DAY_MS) })).toBe(false);
    expect(await ask({ exerciseKey: 'unknown' })).toBe(false);
  });
});
