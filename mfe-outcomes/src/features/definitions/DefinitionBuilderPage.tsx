import { Alert, Box, Button, FormControl, InputLabel, MenuItem, Paper, Select, Stack, TextField, Typography } from '@mui/material';
import { CUSTOM_QUESTION_TYPES, type CustomQuestionType, type OutcomeDefinition } from '@openset/contracts';
import { ErrorPanel, isApiError, LoadingState, PageLayout, useLang, usePageTitleDetail, useRunAction } from '@openset/web-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { NS } from '../../i18n/strings';
import { useCreateDefinitionMutation, useOutcomeDefinitionQuery, useUpdateDefinitionMutation } from '../outcomes-api/outcomesApi';
import { QuestionEditor } from './components/QuestionEditor';
import { emptyForm, emptyQuestion, fieldErrors, fromDefinition, toInput, type BuilderForm } from './model/builderForm';

export const DEFINITIONS_PATH = '/clinician/outcomes/definitions';
/** The builder's address for a new custom outcome (`definitions/new`: never a definition's uuid). */
export const NEW_DEFINITION = 'new';

/**
 * The custom outcome builder (`/clinician/outcomes/definitions/:definitionId`, `new` for a new
 * one): title, abbreviation, instructions, who shares it (when created), and its questions. Saving
 * sends the whole definition (a new version); the server checks keys and formulas, and its
 * ERRVALIDATION details show under the fields they name.
 */
export function DefinitionBuilderPage() {
  const { t } = useTranslation(NS);
  const { definitionId = NEW_DEFINITION } = useParams();
  const creating = definitionId === NEW_DEFINITION;
  const definition = useOutcomeDefinitionQuery(definitionId, { skip: creating });
  const back = (
    <Button component={RouterLink} to={DEFINITIONS_PATH}>
      {t('builder.back')}
    </Button>
  );
  if (creating) return <Builder key="new" definition={null} back={back} />;
  if (definition.isError) {
    const notFound = isApiError(definition.error) && definition.error.code === 'ERRNOTFOUND';
    return (
      <PageLayout title={t('builder.editTitle')} actions={back}>
        {notFound ? <Alert severity="warning">{t('builder.notFound')}</Alert> : <ErrorPanel onRetry={() => void definition.refetch()} />}
      </PageLayout>
    );
  }
  if (!definition.data) {
    return (
      <PageLayout title={t('builder.editTitle')} actions={back}>
        <LoadingState />
      </PageLayout>
    );
  }
  return <Builder key={`${definition.data.id}:${definition.data.version}`} definition={definition.data} back={back} />;
}

function Builder({ definition, back }: { definition: OutcomeDefinition | null; back: React.ReactNode }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const navigate = useNavigate();
  const run = useRunAction();
  const [form, setForm] = useState<BuilderForm>(() => (definition ? fromDefinition(definition) : emptyForm(lang)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [adding, setAdding] = useState<CustomQuestionType>('multipleChoice');
  const [create, creating] = useCreateDefinitionMutation();
  const [update, updating] = useUpdateDefinitionMutation();
  usePageTitleDetail(definition?.name ?? null);
  const readOnly = definition?.readOnly === true;
  const set = (change: Partial<BuilderForm>) => setForm((current) => ({ ...current, ...change }));
  const setQuestions = (questions: BuilderForm['questions']) => set({ questions });

  const save = async () => {
    setErrors({});
    const body = toInput(form);
    const saved = await run(
      () => (definition ? update({ id: definition.id, body }).unwrap() : create({ ...body, scope: form.scope }).unwrap()),
      'flash.saved',
      undefined,
      (error) => {
        if (!isApiError(error) || error.code !== 'ERRVALIDATION') return false;
        const named = fieldErrors(error.details);
        if (Object.keys(named).length === 0) return false;
        setErrors(named);
        return true;
      },
    );
    if (saved && !definition) void navigate(`${DEFINITIONS_PATH}/${saved.id}`, { replace: true });
  };

  const field = (name: 'title' | 'abbreviation' | 'instructions', label: string, multiline = false) => (
    <TextField
      label={label}
      value={form[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required={name === 'title'}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      slotProps={{ htmlInput: { readOnly } }}
    />
  );

  return (
    <PageLayout
      title={definition ? t('builder.editTitle') : t('builder.newTitle')}
      subtitle={definition ? t('builder.version', { name: definition.name, version: definition.version }) : t('builder.subtitle')}
      actions={
        <>
          {back}
          {!readOnly && (
            <Button variant="contained" onClick={() => void save()} loading={creating.isLoading || updating.isLoading}>
              {t('builder.save')}
            </Button>
          )}
        </>
      }
    >
      <Stack spacing={3}>
        {readOnly && <Alert severity="info">{t('builder.readOnly')}</Alert>}
        {definition?.archived && <Alert severity="info">{t('builder.archivedNotice')}</Alert>}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 12rem' } }}>
              {field('title', t('builder.title'))}
              {field('abbreviation', t('builder.abbreviation'))}
            </Box>
            {field('instructions', t('builder.instructions'), true)}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormControl>
                <InputLabel id="builder-lang">{t('builder.lang')}</InputLabel>
                <Select labelId="builder-lang" label={t('builder.lang')} value={form.lang} readOnly={readOnly} onChange={(event) => set({ lang: event.target.value as BuilderForm['lang'] })}>
                  <MenuItem value="en">English</MenuItem>
                  <MenuItem value="fr">Français</MenuItem>
                </Select>
              </FormControl>
              <FormControl>
                <InputLabel id="builder-scope">{t('builder.scope')}</InputLabel>
                <Select labelId="builder-scope" label={t('builder.scope')} value={form.scope} readOnly={Boolean(definition)} onChange={(event) => set({ scope: event.target.value as BuilderForm['scope'] })}>
                  {(['user', 'team', 'org'] as const).map((scope) => (
                    <MenuItem key={scope} value={scope}>
                      {t(`builder.scopes.${scope}`)}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            </Box>
          </Stack>
        </Paper>
        <Typography variant="h2" component="h2">
          {t('builder.questions')}
        </Typography>
        {errors.questions && (
          <Typography color="error" role="alert">
            {errors.questions}
          </Typography>
        )}
        {form.questions.length === 0 && <Typography color="text.secondary">{t('builder.noQuestions')}</Typography>}
        {form.questions.map((question, index) => (
          <QuestionEditor
            key={question.uid}
            question={question}
            index={index}
            count={form.questions.length}
            errors={errors}
            onChange={(changed) => setQuestions(form.questions.map((q) => (q.uid === question.uid ? changed : q)))}
            onMove={(by) => {
              const next = [...form.questions];
              next.splice(index, 1);
              next.splice(index + by, 0, question);
              setQuestions(next);
            }}
            onRemove={() => setQuestions(form.questions.filter((q) => q.uid !== question.uid))}
          />
        ))}
        {!readOnly && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <FormControl size="small" sx={{ minWidth: 220 }}>
              <InputLabel id="builder-add-type">{t('builder.questionType')}</InputLabel>
              <Select labelId="builder-add-type" label={t('builder.questionType')} value={adding} onChange={(event) => setAdding(event.target.value as CustomQuestionType)}>
                {CUSTOM_QUESTION_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`builder.types.${type}`)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <Button variant="outlined" onClick={() => setQuestions([...form.questions, emptyQuestion(adding, form.questions.map((q) => q.key))])}>
              {t('builder.addQuestion')}
            </Button>
          </Box>
        )}
      </Stack>
    </PageLayout>
  );
}
