import type { Lang } from '../lang.js';

/**
 * The default parameters of a set exercise (spec section 3) by key. A parameter that is one of
 * them carries its key (`standard`), so every reader sees its name in their own language: the
 * designer in the clinician's, the portal and the PDF in the client's. A title the clinician typed
 * carries no key and is shown as typed.
 */
export const DEFAULT_PARAMETER_KEYS = ['sets', 'reps', 'load', 'hold', 'rest', 'tempo', 'intensity', 'duration', 'frequency'] as const;
export type DefaultParameterKey = (typeof DEFAULT_PARAMETER_KEYS)[number];

export const DEFAULT_PARAMETER_NAMES: Record<DefaultParameterKey, Record<Lang, string>> = {
  sets: { en: 'Sets', fr: 'Séries' },
  reps: { en: 'Reps', fr: 'Répétitions' },
  load: { en: 'Load', fr: 'Charge' },
  hold: { en: 'Hold', fr: 'Maintien' },
  rest: { en: 'Rest', fr: 'Repos' },
  tempo: { en: 'Tempo', fr: 'Tempo' },
  intensity: { en: 'Intensity', fr: 'Intensité' },
  duration: { en: 'Duration', fr: 'Durée' },
  frequency: { en: 'Frequency', fr: 'Fréquence' },
};

const folded = (title: string): string => title.trim().toLocaleLowerCase('fr');

const BY_NAME = new Map<string, DefaultParameterKey>(
  DEFAULT_PARAMETER_KEYS.flatMap((key) => Object.values(DEFAULT_PARAMETER_NAMES[key]).map((name) => [folded(name), key] as const)),
);

/**
 * The default parameter a title names, in English or French, any case: what the builder keys a
 * parameter by when the library exercise, a preset or the clinician's choice gives it that name.
 */
export function defaultParameterKeyOf(title: string): DefaultParameterKey | undefined {
  return BY_NAME.get(folded(title));
}

/** A parameter's name as a reader of `lang` sees it: a default parameter translated, any other as typed. */
export function parameterName(parameter: { title: string; standard?: DefaultParameterKey | undefined }, lang: Lang): string {
  return parameter.standard ? DEFAULT_PARAMETER_NAMES[parameter.standard][lang] : parameter.title;
}
