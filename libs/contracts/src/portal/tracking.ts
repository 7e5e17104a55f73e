import { z } from 'zod';
import { clientFeedbackListSchema } from '../clients/client.js';
import { DAY_MS, idSchema, listOf, pageQuerySchema, plainText, text } from '../common.js';

/** A calendar day, `YYYY-MM-DD`. */
export const calendarDaySchema = text(10).pipe(z.iso.date());
/**
 * The days a client's tracking is read and recorded in. ISO accepts any year from 0000 to 9999,
 * which PostgreSQL does not (it has no year 0), and a day past 9999-12-31 is no longer
 * `YYYY-MM-DD`: bounded here, a range a day wider on each side (how the clients service asks
 * for portal periods) is still a valid date everywhere.
 */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2100-12-31';
/** A calendar day of the client's own (`YYYY-MM-DD`), from 1900 to 2100. */
export const daySchema = calendarDaySchema.refine((day) => day >= FIRST_DAY && day <= LAST_DAY, { message: `must be a day from ${FIRST_DAY} to ${LAST_DAY}` });
/** A range of days for reads: `from` and `to` included, at most a year. */
export const dayRangeQuerySchema = z.strictObject({ from: daySchema.optional(), to: daySchema.optional() });
export type DayRangeQuery = z.infer<typeof dayRangeQuerySchema>;
export const MAX_RANGE_DAYS = 366;

/**
 * Whether a client may record something for `day`: a day of the last year, and not after
 * tomorrow in UTC (the client's own day runs up to 14 hours ahead of UTC's).
 */
export function isRecordableDay(day: string, now = Date.now()): boolean {
  const start = Date.parse(`${day}T00:00:00Z`);
  return start <= now + DAY_MS && start > now - (MAX_RANGE_DAYS + 1) * DAY_MS;
}
/** The day of an adherence mark or a diary entry. */
export const recordedDaySchema = daySchema.refine((day) => isRecordableDay(day), { message: 'must be a day of the last year, not in the future' });

/** POST /portal/adherence: an exercise of one of the client's enabled sets, or of a set in the portal on that day, done (or undone) on a day. */
export const adherenceMarkSchema = z.strictObject({
  setId: idSchema,
  exerciseKey: idSchema,
  date: recordedDaySchema,
  done: z.boolean().default(true),
});
export type AdherenceMark = z.infer<typeof adherenceMarkSchema>;
export const adherenceEntrySchema = z.object({ setId: z.string(), exerciseKey: z.string(), date: z.string() });
export type AdherenceEntry = z.infer<typeof adherenceEntrySchema>;
/** GET /portal/adherence: the marks of a range of days, a page at a time (skip, limit), oldest day first. */
export const adherenceListQuerySchema = dayRangeQuerySchema.extend(pageQuerySchema.shape);
export type AdherenceListQuery = z.infer<typeof adherenceListQuerySchema>;
export const adherenceListSchema = listOf(adherenceEntrySchema);

export const DIARY_TYPES = ['pain', 'rpe', 'bp', 'hr', 'steps', 'sleep', 'fatigue', 'water'] as const;
export const diaryTypeSchema = z.enum(DIARY_TYPES);
export type DiaryType = z.infer<typeof diaryTypeSchema>;

const entry = { date: recordedDaySchema, note: plainText(500).optional() };
const score = z.number().int().min(0).max(10);

/**
 * Diary entries (spec sections 1 and 9), each with its unit and a sane range:
 * pain, fatigue 0-10; rpe 0-10 on the RPE or the dyspnea scale; blood pressure in mmHg (systolic
 * 60-260 above diastolic 30-160); heart rate 25-250 bpm; steps 0-100,000 a day; sleep 0-24 hours
 * by quarters; water in litres (up to 10) or millilitres (up to 10,000).
 */
export const diaryEntryInputSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('pain'), value: score, ...entry }),
  z.strictObject({ type: z.literal('rpe'), scale: z.enum(['rpe', 'dyspnea']).default('rpe'), value: score, ...entry }),
  z
    .strictObject({ type: z.literal('bp'), systolic: z.number().int().min(60).max(260), diastolic: z.number().int().min(30).max(160), unit: z.literal('mmHg').default('mmHg'), ...entry })
    .refine((bp) => bp.diastolic < bp.systolic, { message: 'diastolic must be below systolic', path: ['diastolic'] }),
  z.strictObject({ type: z.literal('hr'), value: z.number().int().min(25).max(250), unit: z.literal('bpm').default('bpm'), ...entry }),
  z.strictObject({ type: z.literal('steps'), value: z.number().int().min(0).max(100_000), ...entry }),
  z.strictObject({
    type: z.literal('sleep'),
    value: z.number().min(0).max(24).refine((hours) => Number.isInteger(hours * 4), 'quarters of an hour'),
    unit: z.literal('hours').default('hours'),
    ...entry,
  }),
  z.strictObject({ type: z.literal('fatigue'), value: score, ...entry }),
  z
    .strictObject({ type: z.literal('water'), value: z.number().positive(), unit: z.enum(['l', 'ml']), ...entry })
    .refine((water) => water.value <= (water.unit === 'l' ? 10 : 10_000), { message: 'at most 10 litres', path: ['value'] }),
]);
export type DiaryEntryInput = z.infer<typeof diaryEntryInputSchema>;

/** A stored entry: the input as given, with its id and when it was sent. */
export const diaryEntrySchema = z.object({
  id: z.string(),
  type: diaryTypeSchema,
  date: z.string(),
  values: z.record(z.string(), z.union([z.number(), z.string()])),
  note: z.string().nullable(),
  created: z.string(),
});
export type DiaryEntry = z.infer<typeof diaryEntrySchema>;
/** GET /portal/diaries: the entries of a range of days (of one type, or all), a page at a time (skip, limit), newest first. */
export const diaryListQuerySchema = dayRangeQuerySchema.extend({ type: diaryTypeSchema.optional(), ...pageQuerySchema.shape });
export type DiaryListQuery = z.infer<typeof diaryListQuerySchema>;
export const diaryListSchema = listOf(diaryEntrySchema);

/**
 * GET /portal/feedback: a page of the client's conversation, and how many of the clinicians'
 * replies the client has not seen on any page (the Message tab's count).
 */
export const portalMessagesSchema = clientFeedbackListSchema.extend({ newReplies: z.number().int() });
export type PortalMessages = z.infer<typeof portalMessagesSchema>;

/** POST /portal/feedback: a message to the clinician, about a set or in general. */
export const feedbackInputSchema = z.strictObject({ text: plainText(2000).min(1), setId: idSchema.nullable().default(null) });
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

/**
 * The most diary entries a tracking answer carries: a year of all eight diaries once a day is
 * 2,928. A client who writes down each glass of water can go past it; the answer then says so.
 */
export const TRACKING_DIARY_LIMIT = 3000;

/**
 * GET /clinician/clients/{id}/tracking: the client's adherence and diary entries, for the clients
 * manager's charts. Adherence per day: the exercises done, of those planned that day (an
 * every-day exercise on the days its set was in the portal; one of fewer days a week, by its
 * Frequency such as 3/7, on the days it was done). The percentage over the range
 * expects each exercise on its number of days of each week. The client's today is not over: an
 * exercise done today counts, one not done yet does not; a percentage is null while nothing of
 * it counts yet (a program put in the portal today). Health information: never for restrictPhi
 * staff.
 */
export const trackingSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The client's time zone, in which the days a set was in the portal are counted; null (UTC) until a portal sign-in names it. */
  timeZone: z.string().nullable(),
  adherence: z.object({
    days: z.array(
      z.object({
        date: z.string(),
        done: z.number().int(),
        planned: z.number().int(),
        /** The exercises the client was shown that day (their sets were in the portal), whether due or not. */
        shown: z.number().int().optional(),
        /** Each exercise shown that day, by set and key (named in `exercises`), and whether it was done. */
        exercises: z.array(z.object({ setId: z.string(), exerciseKey: z.string(), done: z.boolean() })).optional(),
      }),
    ),
    percentage: z.number().nullable(),
    /**
     * Each exercise planned in the range, in its set's order: how often it is to be done (days a
     * week), the days it was done, and its own percentage, so a clinician sees which one is left out.
     */
    exercises: z.array(
      z.object({
        setId: z.string(),
        setName: z.string(),
        exerciseKey: z.string(),
        title: z.string(),
        daysPerWeek: z.number().int(),
        done: z.number().int(),
        percentage: z.number().nullable(),
      }),
    ),
  }),
  /** The diary entries of the range's newest days, whole days of at most `TRACKING_DIARY_LIMIT` entries. */
  diaries: z.array(diaryEntrySchema),
  /** How many diary entries the range holds: more than `diaries` when the limit left the oldest out. */
  diaryTotal: z.number().int(),
});
export type Tracking = z.infer<typeof trackingSchema>;

/** The charts a diary is drawn in: one per type, and effort (RPE) and breathlessness (dyspnea) apart, being two scales. */
export type DiaryChartKind = DiaryType | 'dyspnea';
export const diaryChartKind = (entry: Pick<DiaryEntry, 'type' | 'values'>): DiaryChartKind =>
  entry.type === 'rpe' && entry.values['scale'] === 'dyspnea' ? 'dyspnea' : entry.type;

/** A stored diary value as a number (`values` hold numbers, or strings of them), else null. */
export function diaryNumber(entry: Pick<DiaryEntry, 'values'>, name: string): number | null {
  const raw = entry.values[name];
  const number = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

/**
 * The main number a chart draws for a diary entry, the same for the client and the clinician:
 * systolic pressure for blood pressure (web-kit's `diarySeries` draws the diastolic beside it),
 * water in litres (an entry in millilitres divided by 1000), else its `value`; null when there
 * is no such number.
 */
export function diaryChartValue(entry: Pick<DiaryEntry, 'type' | 'values'>): number | null {
  if (entry.type === 'bp') return diaryNumber(entry, 'systolic');
  const value = diaryNumber(entry, 'value');
  if (entry.type === 'water' && value !== null && entry.values['unit'] === 'ml') return value / 1000;
  return value;
}
