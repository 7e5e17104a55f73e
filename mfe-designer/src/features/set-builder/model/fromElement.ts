import {
  isStackType,
  MAX_ELEMENT_RESOURCES,
  MAX_PARAMETERS,
  TITLE_MAX,
  INSTRUCTIONS_MAX,
  type Element,
  type ExerciseElement,
  type Resource,
  type SetExercise,
} from '@openset/contracts';
import { titledParameter, type NewKey } from './edits';

/**
 * Parameters a new set exercise gets when its library exercise has none: the first two
 * default titles (Sets, Reps), empty. All nine default titles (spec section 3) are offered
 * when the clinician adds a parameter; nine empty rows on every exercise would bury the two
 * nearly every program fills in.
 */
export const STARTER_PARAMETERS = ['sets', 'reps'] as const;

/** Resource kinds a set exercise shows (images and videos; attachments and logos are not). */
const MEDIA_KINDS = new Set(['thumbnail', 'stockImage', 'userImage', 'stockVideo', 'userVideo']);
export const isSetMedia = (resource: Pick<Resource, 'kind'>) => MEDIA_KINDS.has(resource.kind);

/**
 * A set exercise copied from a full library exercise (a later change to the library never
 * changes a prescribed set): title, instructions, reflect, thumbnail, its parameters (else the
 * starter titles, translated by `starterTitle`), its images and videos, and where it came from.
 */
export function setExerciseFrom(
  element: ExerciseElement,
  newKey: NewKey,
  starterTitle: (name: (typeof STARTER_PARAMETERS)[number]) => string,
  resources: ReadonlyMap<string, Pick<Resource, 'kind'>> = new Map(),
): SetExercise {
  const own = element.parameters.slice(0, MAX_PARAMETERS);
  const parameters = own.length
    ? own.map(({ title, value }) => titledParameter(newKey(), title, value))
    : STARTER_PARAMETERS.map((name) => ({ key: newKey(), title: starterTitle(name), value: '', standard: name }));
  const media = element.resources.filter((r) => {
    const resource = resources.get(r.resourceId);
    return !resource || isSetMedia(resource);
  });
  return {
    type: 'setExercise',
    key: newKey(),
    stockId: element.type === 'stockExercise' ? element.id : null,
    customId: element.type === 'stockExercise' ? null : element.id,
    title: element.title.slice(0, TITLE_MAX) || '—',
    instructions: element.instructions.slice(0, INSTRUCTIONS_MAX),
    reflect: element.reflect,
    thumbnailId: element.thumbnailId,
    parameters,
    resources: media
      .slice(0, MAX_ELEMENT_RESOURCES)
      .map(({ resourceId, caption }) => ({ key: newKey(), resourceId, caption })),
  };
}

/** The set exercises of browser elements in the order asked: a stack gives its exercises. */
export function setExercisesFrom(
  ids: readonly string[],
  elements: readonly Element[],
  newKey: NewKey,
  starterTitle: (name: (typeof STARTER_PARAMETERS)[number]) => string,
  resources?: ReadonlyMap<string, Pick<Resource, 'kind'>>,
): SetExercise[] {
  const byId = new Map(elements.map((element) => [element.id, element]));
  return ids.flatMap((id) => {
    const element = byId.get(id);
    if (!element) return [];
    const exercises =
      isStackType(element.type) && 'exercises' in element ? element.exercises : [element as ExerciseElement];
    return exercises.map((exercise) => setExerciseFrom(exercise, newKey, starterTitle, resources));
  });
}
