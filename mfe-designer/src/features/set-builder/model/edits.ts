import type { SetContent, SetDivider, SetElement, SetExercise, SetParameter, SetResource } from '@openset/contracts';
import { MAX_PARAMETERS, defaultParameterKeyOf } from '@openset/contracts';

/** Keys of elements, parameters and resources: what dnd-kit, React and undo know them by. */
export type NewKey = () => string;

export type ExerciseChanges = Partial<Pick<SetExercise, 'title' | 'instructions' | 'reflect' | 'thumbnailId'>>;
export type DividerChanges = Partial<Pick<SetDivider, 'title' | 'instructions'>>;
export interface PresetParameter {
  title: string;
  value: string;
}

/**
 * One edit of a set's content. Every edit is a pure change of `SetContent` (applyEdit), so undo
 * keeps whole contents and the tests need no React.
 */
export type ContentEdit =
  | { type: 'coversheet'; title?: string; instructions?: string }
  | { type: 'savename'; savename: string }
  | { type: 'addElements'; elements: SetElement[]; index?: number }
  | { type: 'addDivider'; key: string; index?: number }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; to: number }
  | { type: 'exercise'; key: string; changes: ExerciseChanges }
  | { type: 'divider'; key: string; changes: DividerChanges }
  | { type: 'addParameter'; key: string; parameterKey: string; title?: string; value?: string }
  | { type: 'removeParameter'; key: string; parameterKey: string }
  | { type: 'parameter'; key: string; parameterKey: string; title?: string; value?: string }
  | { type: 'moveParameter'; key: string; parameterKey: string; to: number }
  | { type: 'resources'; key: string; resources: SetResource[] }
  | { type: 'caption'; key: string; resourceKey: string; caption: string }
  /** `seed` makes the keys of the parameters it adds (`seed-1`, `seed-2`...): reducers stay pure. */
  | { type: 'applyPreset'; keys: string[] | 'all'; parameters: PresetParameter[]; seed: string }
  /** Education attached (spec section 3): an article is attached once, at most MAX_SET_EDUCATION. */
  | { type: 'attachEducation'; education: SetContent['education'][number] }
  | { type: 'detachEducation'; id: string };

/** A set names at most this many articles (the contract's cap). */
export const MAX_SET_EDUCATION = 50;

/** Moves the item at `from` to `to` (both clamped), returning a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length) return [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

const insertAt = <T>(items: readonly T[], added: readonly T[], index?: number): T[] => {
  const at = index === undefined ? items.length : Math.max(0, Math.min(items.length, index));
  return [...items.slice(0, at), ...added, ...items.slice(at)];
};

function mapExercise(content: SetContent, key: string, change: (exercise: SetExercise) => SetExercise): SetContent {
  return {
    ...content,
    elements: content.elements.map((element) =>
      element.key === key && element.type === 'setExercise' ? change(element) : element,
    ),
  };
}

const mapParameter = (parameters: SetParameter[], parameterKey: string, change: Partial<SetParameter>) =>
  parameters.map((parameter) => (parameter.key === parameterKey ? { ...parameter, ...change } : parameter));

/**
 * A parameter of this title: keyed (`standard`) when the title names a default parameter in
 * English or French, so the portal and the PDF show it in the client's language; any other title
 * carries no key and is shown as typed.
 */
export function titledParameter(key: string, title: string, value: string): SetParameter {
  const standard = defaultParameterKeyOf(title);
  return standard ? { key, title, value, standard } : { key, title, value };
}

/** A parameter given a new title: its key follows the title. */
function retitled(parameter: SetParameter, title: string): SetParameter {
  const { key, value } = parameter;
  return titledParameter(key, title, value);
}

/** Only the fields given: `{ title: undefined }` never clears a title. */
function defined<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * A preset's parameters on one exercise: a parameter of the same title (any case) takes the
 * preset's value, the others are added after the exercise's own, up to the parameter cap.
 */
export function withPreset(parameters: SetParameter[], preset: PresetParameter[], newKey: NewKey): SetParameter[] {
  const next = parameters.map((parameter) => ({ ...parameter }));
  for (const { title, value } of preset) {
    if (!title) continue;
    const standard = defaultParameterKeyOf(title);
    const same = next.find(
      (parameter) => parameter.title.trim().toLowerCase() === title.trim().toLowerCase() || (standard !== undefined && parameter.standard === standard),
    );
    if (same) same.value = value;
    else if (next.length < MAX_PARAMETERS) next.push(titledParameter(newKey(), title, value));
  }
  return next;
}

export function applyEdit(content: SetContent, edit: ContentEdit): SetContent {
  switch (edit.type) {
    case 'coversheet':
      return { ...content, ...defined({ title: edit.title, instructions: edit.instructions }) };
    case 'savename':
      return { ...content, savename: edit.savename };
    case 'addElements':
      return { ...content, elements: insertAt(content.elements, edit.elements, edit.index) };
    case 'addDivider':
      return {
        ...content,
        elements: insertAt(
          content.elements,
          [{ type: 'setDivider', key: edit.key, title: '', instructions: '' }],
          edit.index,
        ),
      };
    case 'remove':
      return { ...content, elements: content.elements.filter((element) => element.key !== edit.key) };
    case 'move': {
      const from = content.elements.findIndex((element) => element.key === edit.key);
      return from < 0 ? content : { ...content, elements: moveItem(content.elements, from, edit.to) };
    }
    case 'exercise':
      return mapExercise(content, edit.key, (exercise) => ({ ...exercise, ...defined(edit.changes) }));
    case 'divider':
      return {
        ...content,
        elements: content.elements.map((element) =>
          element.key === edit.key && element.type === 'setDivider'
            ? { ...element, ...defined(edit.changes) }
            : element,
        ),
      };
    case 'addParameter':
      return mapExercise(content, edit.key, (exercise) =>
        exercise.parameters.length >= MAX_PARAMETERS
          ? exercise
          : {
              ...exercise,
              parameters: [
                ...exercise.parameters,
                titledParameter(edit.parameterKey, edit.title ?? '', edit.value ?? ''),
              ],
            },
      );
    case 'removeParameter':
      return mapExercise(content, edit.key, (exercise) => ({
        ...exercise,
        parameters: exercise.parameters.filter((p) => p.key !== edit.parameterKey),
      }));
    case 'parameter':
      return mapExercise(content, edit.key, (exercise) => ({
        ...exercise,
        parameters: mapParameter(exercise.parameters, edit.parameterKey, defined({ value: edit.value })).map((parameter) =>
          parameter.key === edit.parameterKey && edit.title !== undefined ? retitled(parameter, edit.title) : parameter,
        ),
      }));
    case 'moveParameter':
      return mapExercise(content, edit.key, (exercise) => {
        const from = exercise.parameters.findIndex((p) => p.key === edit.parameterKey);
        return { ...exercise, parameters: moveItem(exercise.parameters, from, edit.to) };
      });
    case 'resources':
      return mapExercise(content, edit.key, (exercise) => {
        // The thumbnail is one of the chosen images; none left, no thumbnail.
        const thumbnailKept = edit.resources.some((r) => r.resourceId === exercise.thumbnailId);
        return {
          ...exercise,
          resources: edit.resources,
          thumbnailId: thumbnailKept ? exercise.thumbnailId : (edit.resources[0]?.resourceId ?? null),
        };
      });
    case 'caption':
      return mapExercise(content, edit.key, (exercise) => ({
        ...exercise,
        resources: exercise.resources.map((resource) =>
          resource.key === edit.resourceKey ? { ...resource, caption: edit.caption } : resource,
        ),
      }));
    case 'applyPreset': {
      let count = 0;
      const newKey = () => `${edit.seed}-${++count}`;
      const targets = edit.keys === 'all' ? null : new Set(edit.keys);
      return {
        ...content,
        elements: content.elements.map((element) =>
          element.type === 'setExercise' && (!targets || targets.has(element.key))
            ? { ...element, parameters: withPreset(element.parameters, edit.parameters, newKey) }
            : element,
        ),
      };
    }
    case 'attachEducation':
      return content.education.some((item) => item.id === edit.education.id) || content.education.length >= MAX_SET_EDUCATION
        ? content
        : { ...content, education: [...content.education, edit.education] };
    case 'detachEducation':
      return { ...content, education: content.education.filter((item) => item.id !== edit.id) };
  }
}

/**
 * Edits of one text field in a row (typing) make one undo point, not one per keystroke: the
 * key of the field an edit types into, or null for edits that always make their own point.
 */
export function typingKey(edit: ContentEdit): string | null {
  switch (edit.type) {
    case 'coversheet':
      return `coversheet:${edit.title !== undefined ? 'title' : 'instructions'}`;
    case 'savename':
      return 'savename';
    case 'exercise':
      return edit.changes.title !== undefined
        ? `exercise:${edit.key}:title`
        : edit.changes.instructions !== undefined
          ? `exercise:${edit.key}:instructions`
          : null;
    case 'divider':
      return `divider:${edit.key}:${edit.changes.title !== undefined ? 'title' : 'instructions'}`;
    case 'parameter':
      return `parameter:${edit.parameterKey}:${edit.title !== undefined ? 'title' : 'value'}`;
    case 'caption':
      return `caption:${edit.resourceKey}`;
    default:
      return null;
  }
}

export const emptyContent = (): SetContent => ({
  savename: '',
  title: '',
  instructions: '',
  elements: [],
  education: [],
});
