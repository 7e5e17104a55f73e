import { Box, Button, Checkbox, FormControlLabel, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { FORMULA_FUNCTIONS } from '@openset/contracts';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/strings';
import { questionError, type OptionForm, type QuestionForm } from '../model/builderForm';

interface Props {
  question: QuestionForm;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (question: QuestionForm) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * One question of the builder: its key (what formulas name it by), its text, and what its type
 * needs. Each field shows the server's message for it, so a formula naming an unknown key says so
 * under the formula.
 */
export function QuestionEditor({ question, index, count, errors, onChange, onMove, onRemove }: Props) {
  const { t } = useTranslation(NS);
  const set = (change: Partial<QuestionForm>) => onChange({ ...question, ...change });
  const error = (field: string) => questionError(errors, index, field);
  const field = (name: keyof QuestionForm & string, label: string, extra: { type?: string; multiline?: boolean; required?: boolean } = {}) => (
    <TextField
      label={label}
      value={question[name] as string}
      onChange={(event) => set({ [name]: event.target.value })}
      error={Boolean(error(name))}
      helperText={error(name)}
      size="small"
      type={extra.type}
      multiline={extra.multiline}
      minRows={extra.multiline ? 2 : undefined}
      required={extra.required}
      slotProps={extra.type === 'number' ? { htmlInput: { step: 'any' } } : undefined}
    />
  );
  const heading = t('builder.questionHeading', { n: index + 1, type: t(`builder.types.${question.type}`) });
  const headingId = `question-${question.uid}`;
  const answered = question.type !== 'textBlock' && question.type !== 'formula';
  const setOption = (at: number, change: Partial<OptionForm>) => set({ options: question.options.map((option, i) => (i === at ? { ...option, ...change } : option)) });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }} data-testid="builder-question">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography id={headingId} variant="subtitle1" component="h3">
          {heading}
        </Typography>
        <Box>
          <IconButton aria-label={t('builder.moveUp', { name: heading })} disabled={index === 0} onClick={() => onMove(-1)}>
            ↑
          </IconButton>
          <IconButton aria-label={t('builder.moveDown', { name: heading })} disabled={index === count - 1} onClick={() => onMove(1)}>
            ↓
          </IconButton>
          <Button color="error" onClick={onRemove} aria-label={t('builder.removeQuestion', { name: heading })}>
            {t('builder.remove')}
          </Button>
        </Box>
      </Box>
      {questionError(errors, index) && (
        <Typography color="error" role="alert" sx={{ mb: 1 }}>
          {questionError(errors, index)}
        </Typography>
      )}
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' } }}>
          {field('key', t('builder.key'), { required: true })}
          {field('text', t(question.type === 'textBlock' ? 'builder.blockText' : 'builder.text'), { multiline: question.type !== 'shortComment', required: true })}
        </Box>
        {answered && <FormControlLabel control={<Checkbox checked={question.required} onChange={(event) => set({ required: event.target.checked })} />} label={t('builder.required')} />}
        {(question.type === 'checkbox' || question.type === 'multipleChoice') && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
              {t('builder.options')}
            </Typography>
            <Stack spacing={1}>
              {question.options.map((option, at) => (
                <Box key={at} sx={{ display: 'grid', gap: 1, gridTemplateColumns: '7rem 1fr auto', alignItems: 'start' }}>
                  <TextField
                    size="small"
                    type="number"
                    label={t('builder.optionCode', { n: at + 1 })}
                    value={option.code}
                    onChange={(event) => setOption(at, { code: event.target.value })}
                    error={Boolean(error(`options.${at}.code`))}
                    helperText={error(`options.${at}.code`)}
                    slotProps={{ htmlInput: { step: 'any' } }}
                  />
                  <TextField
                    size="small"
                    label={t('builder.optionLabel', { n: at + 1 })}
                    value={option.label}
                    onChange={(event) => setOption(at, { label: event.target.value })}
                    error={Boolean(error(`options.${at}.label`))}
                    helperText={error(`options.${at}.label`)}
                  />
                  <Button onClick={() => set({ options: question.options.filter((_o, i) => i !== at) })} aria-label={t('builder.removeOption', { n: at + 1 })}>
                    {t('builder.remove')}
                  </Button>
                </Box>
              ))}
            </Stack>
            {error('options') && (
              <Typography color="error" variant="body2">
                {error('options')}
              </Typography>
            )}
            <Button sx={{ mt: 1 }} onClick={() => set({ options: [...question.options, { code: String(question.options.length), label: '' }] })}>
              {t('builder.addOption')}
            </Button>
          </Box>
        )}
        {(question.type === 'number' || question.type === 'numberSlide') && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
            {field('min', t('builder.min'), { type: 'number', required: question.type === 'numberSlide' })}
            {field('max', t('builder.max'), { type: 'number', required: question.type === 'numberSlide' })}
            {question.type === 'numberSlide' && field('step', t('builder.step'), { type: 'number' })}
            {field('unit', t('builder.unit'))}
            {question.type === 'number' && <FormControlLabel control={<Checkbox checked={question.whole} onChange={(event) => set({ whole: event.target.checked })} />} label={t('builder.whole')} />}
          </Box>
        )}
        {question.type === 'numberSlide' && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {field('minLabel', t('builder.minLabel'))}
            {field('maxLabel', t('builder.maxLabel'))}
          </Box>
        )}
        {question.type === 'formula' && (
          <>
            <TextField
              label={t('builder.expression')}
              value={question.expression}
              onChange={(event) => set({ expression: event.target.value })}
              required
              size="small"
              error={Boolean(error('expression'))}
              helperText={error('expression') ?? t('builder.expressionHelp', { functions: FORMULA_FUNCTIONS.join(', ') })}
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '10rem 10rem' } }}>
              {field('decimals', t('builder.decimals'), { type: 'number' })}
              {field('unit', t('builder.unit'))}
            </Box>
          </>
        )}
      </Stack>
    </Paper>
  );
}
