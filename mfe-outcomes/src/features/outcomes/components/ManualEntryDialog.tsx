import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, TextField, Typography } from '@mui/material';
import type { AnswerErrorDetail, AssignedOutcome, InstrumentScore, OutcomeDefinition } from '@openset/contracts';
import { askedQuestions, isApiError, localDay, missingRequired, progressOf, QuestionField, toInstrumentAnswers, toSubmission, useLang, useRunAction, withAnswer, type AnswerMap } from '@openset/web-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/strings';
import { useEnterResultMutation, useScorePreviewMutation } from '../../outcomes-api/outcomesApi';
import { scoreText } from '../chart/scoreText';

/** How long the preview waits after the last answer before asking the server to score. */
const PREVIEW_DELAY_MS = 400;

/**
 * Manual entry (a paper form): every question of the definition, the day written on the form, and
 * for a standard instrument a preview of the scores the server would store (the score route,
 * nothing stored), withheld scores with the rule's reason. "Save result" stores it, scored on the
 * server; a refusal naming an item shows beside that item.
 */
export function ManualEntryDialog({ outcome, definition, onClose }: { outcome: AssignedOutcome; definition: OutcomeDefinition; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const run = useRunAction();
  const [answers, setAnswers] = useState<AnswerMap>({});
  const [takenOn, setTakenOn] = useState(localDay());
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<InstrumentScore | null>(null);
  const [score] = useScorePreviewMutation();
  const [enter, entering] = useEnterResultMutation();
  const asked = askedQuestions(definition);
  const progress = progressOf(definition, answers);
  const missing = missingRequired(definition, answers);
  const standard = definition.kind === 'standard';

  useEffect(() => {
    if (!standard || progress.answered === 0) {
      setPreview(null);
      return;
    }
    const timer = setTimeout(() => {
      score({ type: definition.type, answers: toInstrumentAnswers(definition, answers) })
        .unwrap()
        .then(setPreview, () => setPreview(null));
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [answers, standard]);

  const save = async () => {
    setItemErrors({});
    const stored = await run(
      () => enter({ id: outcome.id, body: { ...toSubmission(definition, answers), takenOn } }).unwrap(),
      'flash.saved',
      undefined,
      (error) => {
        const details = isApiError(error) && error.code === 'ERRVALIDATION' && Array.isArray(error.details) ? (error.details as AnswerErrorDetail[]) : [];
        const named = details.filter((detail) => detail.itemId);
        if (named.length === 0) return false;
        setItemErrors(Object.fromEntries(named.map((detail) => [detail.itemId!, detail.message])));
        return true;
      },
    );
    if (stored) onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="manual-title">
      <DialogTitle id="manual-title">{t('manual.title', { outcome: outcome.abbreviation, client: outcome.clientName })}</DialogTitle>
      <DialogContent>
        {definition.instructions && <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>{definition.instructions}</Typography>}
        <TextField type="date" label={t('manual.takenOn')} value={takenOn} onChange={(event) => setTakenOn(event.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: localDay() } }} sx={{ mb: 2 }} />
        {asked.map(({ key, question, module }, index) => (
          <Box key={key}>
            {module && asked[index - 1]?.module?.key !== module.key && (
              <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 2, mb: 1 }}>
                {module.optional ? t('manual.optionalModule', { title: module.title }) : module.title}
              </Typography>
            )}
            <QuestionField question={question} value={answers[key]} onChange={(value) => setAnswers(withAnswer(answers, key, value))} error={itemErrors[question.id] ?? null} />
          </Box>
        ))}
        <Divider sx={{ my: 2 }} />
        <Box role="status" aria-live="polite" data-testid="score-preview">
          <Typography sx={{ fontWeight: 600 }}>{t('manual.progress', progress)}</Typography>
          {standard &&
            preview?.scores.map((scale) => (
              <Typography key={scale.key} variant="body2">
                {`${scale.label[lang]}: ${scoreText(t, lang, scale.value, null)}`}
                {scale.band ? ` · ${scale.band.label[lang]}` : ''}
                {scale.withheld ? ` (${scale.withheld[lang]})` : ''}
              </Typography>
            ))}
          {missing.length > 0 && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {t('manual.required', { count: missing.length })}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button variant="contained" disabled={progress.answered === 0 || missing.length > 0} loading={entering.isLoading} onClick={() => void save()}>
          {t('manual.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
