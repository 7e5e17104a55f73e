import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { OutcomeDefinition } from '@openset/contracts';
import { askedQuestions, fittedAnswers, LoadingState, missingRequired, progressOf, QuestionField, toSubmission, withAnswer, type AnswerMap } from '@openset/web-kit';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NS } from '../../i18n/strings';
import { EntryNotice } from '../outbox/EntryNotice';
import { useEntryNotice } from '../outbox/useEntryNotice';
import { usePortalOutcomeQuery } from '../portal/portalApi';
import { ReadFailedNote } from '../portal/ReadFailedNote';
import { readDraft, removeDraft, writeDraft } from './questionnaireDraft';

export const PORTAL_HOME = '/portal';

/**
 * A questionnaire to fill in (`/portal/outcomes/:id`, the invitation e-mail's link). On a phone
 * one question at a time ("Question 3 of 11", Previous and Next, then a last look and Send), on a
 * wide screen all at once; the progress is shown as a bar and in words. Every answer is kept on
 * the phone as it is given (questionnaireDraft), so a reload or a moment offline loses nothing;
 * Send queues the answers in the outbox with their own key, sent now or when the connection
 * returns, and stored once however often they are sent.
 */
export function QuestionnaireView({ outcomeId, owner, online }: { outcomeId: string; owner: string; online: boolean }) {
  const { t } = useTranslation(NS);
  const outcome = usePortalOutcomeQuery(outcomeId);
  if (outcome.isError && !outcome.data) {
    const gone = (outcome.error as { status?: unknown } | undefined)?.status === 404;
    return (
      <Box>
        {gone ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('questionnaire.gone')}
          </Alert>
        ) : (
          <ReadFailedNote online={online} message={t(online ? 'questionnaire.readFailed' : 'questionnaire.readOffline')} retryLabel={t('questionnaire.retry')} onRetry={() => void outcome.refetch()} />
        )}
        <Button component={RouterLink} to={PORTAL_HOME}>
          {t('questionnaire.home')}
        </Button>
      </Box>
    );
  }
  if (!outcome.data) return <LoadingState label={t('questionnaire.loading')} />;
  return <QuestionnaireForm key={outcomeId} outcomeId={outcomeId} owner={owner} online={online} definition={outcome.data.definition} instructions={outcome.data.instructions} />;
}

function QuestionnaireForm({ outcomeId, owner, online, definition, instructions }: { outcomeId: string; owner: string; online: boolean; definition: OutcomeDefinition; instructions: string }) {
  const { t } = useTranslation(NS);
  const theme = useTheme();
  const oneAtATime = useMediaQuery(theme.breakpoints.down('md'));
  const asked = askedQuestions(definition);
  const [state, setState] = useState(() => {
    const kept = readDraft(localStorage, owner, outcomeId);
    return { answers: fittedAnswers(definition, kept?.answers) as AnswerMap, index: Math.min(kept?.index ?? 0, asked.length) };
  });
  const { answers, index } = state;
  const [sent, setSent] = useState(false);
  const notice = useEntryNotice(online);
  const shown = useRef<HTMLElement>(null);
  const moved = useRef(false);
  const progress = progressOf(definition, answers);
  const missing = missingRequired(definition, answers);

  const keep = (next: { answers: AnswerMap; index: number }) => {
    setState(next);
    writeDraft(localStorage, owner, outcomeId, { answers: { ...next.answers }, index: next.index });
  };
  const go = (to: number) => {
    moved.current = true;
    keep({ answers, index: Math.max(0, Math.min(asked.length, to)) });
  };
  // The focus follows the question shown (its legend), as a new page would: a screen reader reads it.
  useEffect(() => {
    if (moved.current) shown.current?.focus();
    moved.current = false;
  }, [index]);

  const send = () => {
    // Enter in a field submits the form too: only what the Send button allows is sent.
    if (missing.length > 0 || progress.answered === 0) return;
    if (notice.send({ kind: 'outcome', body: { id: outcomeId, answers: toSubmission(definition, answers) } })) {
      removeDraft(localStorage, owner, outcomeId);
      setSent(true);
    }
  };

  if (sent) {
    return (
      <Stack spacing={2} data-testid="questionnaire-sent">
        <EntryNotice phase={notice.phase} text={(phase) => t(`questionnaire.notice.${phase}`)} />
        <Button variant="contained" component={RouterLink} to={PORTAL_HOME} sx={{ alignSelf: 'flex-start' }}>
          {t('questionnaire.home')}
        </Button>
      </Stack>
    );
  }

  const percent = progress.total === 0 ? 0 : Math.round((progress.answered / progress.total) * 100);
  const progressText = t('questionnaire.progress', { answered: progress.answered, total: progress.total });
  const current = asked[index];
  const field = (at: number) => {
    const { key, question, module } = asked[at]!;
    const startsModule = module && asked[at - 1]?.module?.key !== module.key;
    return (
      <Box key={key}>
        {(startsModule || (oneAtATime && module)) && (
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
            {module!.optional ? t('questionnaire.optionalModule', { title: module!.title }) : module!.title}
          </Typography>
        )}
        <QuestionField
          question={question}
          value={answers[key]}
          onChange={(value) => keep({ answers: withAnswer(answers, key, value), index })}
          position={oneAtATime ? { index: at, total: asked.length } : undefined}
          legendRef={oneAtATime ? shown : undefined}
        />
      </Box>
    );
  };

  return (
    <Box component="form" aria-labelledby="questionnaire-title" onSubmit={(event) => { event.preventDefault(); send(); }}>
      <Typography id="questionnaire-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {definition.abbreviation === definition.name ? definition.name : `${definition.abbreviation}: ${definition.name}`}
      </Typography>
      {index === 0 && (
        <>
          {instructions && <Typography sx={{ mb: 1, whiteSpace: 'pre-line' }}>{instructions}</Typography>}
          {definition.instructions && <Typography color="text.secondary" sx={{ mb: 2, whiteSpace: 'pre-line' }}>{definition.instructions}</Typography>}
        </>
      )}
      <Box sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.default', py: 1, mb: 1 }}>
        <Typography variant="body2" id="questionnaire-progress" data-testid="questionnaire-progress">
          {progressText}
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-labelledby="questionnaire-progress" aria-valuetext={progressText} />
      </Box>
      {oneAtATime ? (
        current ? (
          <Paper variant="outlined" sx={{ p: 2 }}>
            {field(index)}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Button disabled={index === 0} onClick={() => go(index - 1)}>
                {t('questionnaire.previous')}
              </Button>
              <Button variant="contained" onClick={() => go(index + 1)}>
                {index === asked.length - 1 ? t('questionnaire.review') : t('questionnaire.next')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography ref={shown as Ref<HTMLParagraphElement>} tabIndex={-1} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
              {t('questionnaire.reviewHeading')}
            </Typography>
            <Submit progress={progress} missing={missing.length} onBack={() => go(asked.length - 1)} />
          </Paper>
        )
      ) : (
        <>
          {asked.map((_, at) => field(at))}
          <Submit progress={progress} missing={missing.length} />
        </>
      )}
      <Button component={RouterLink} to={PORTAL_HOME} sx={{ mt: 2 }}>
        {t('questionnaire.later')}
      </Button>
    </Box>
  );
}

/** The last look: how many questions have an answer, what is still required, and Send. */
function Submit({ progress, missing, onBack }: { progress: { answered: number; total: number }; missing: number; onBack?: () => void }) {
  const { t } = useTranslation(NS);
  const unanswered = progress.total - progress.answered;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {missing > 0 ? (
        <Alert severity="warning">{t('questionnaire.required', { count: missing })}</Alert>
      ) : (
        unanswered > 0 && <Alert severity="info">{t('questionnaire.unanswered', { count: unanswered })}</Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        {onBack ? <Button onClick={onBack}>{t('questionnaire.previous')}</Button> : <span />}
        <Button type="submit" variant="contained" disabled={missing > 0 || progress.answered === 0}>
          {t('questionnaire.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
