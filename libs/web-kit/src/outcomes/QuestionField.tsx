import { Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Radio, RadioGroup, Slider, TextField, Typography } from '@mui/material';
import type { CustomAnswer, OutcomeQuestion } from '@openset/contracts';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { isAnswerable, isAnswered, sliderChoices } from './questionnaire';

export interface QuestionFieldProps {
  question: OutcomeQuestion;
  value: CustomAnswer | undefined;
  onChange: (value: CustomAnswer) => void;
  /** "Question 3 of 11" above the prompt, where one question is shown at a time. */
  position?: { index: number; total: number };
  /** The legend's element (a legend, or a paragraph for a block of text), for a form that moves the focus to the question it shows. */
  legendRef?: Ref<HTMLElement>;
  /** What the server or the form said of this question. */
  error?: string | null;
}

/** The question's words: its wording, else its heading (a licensed instrument names the item; the clinic's form has the wording). */
export function questionPrompt(question: OutcomeQuestion): string {
  return question.text ?? question.heading ?? '';
}

/**
 * One question of a questionnaire, as the client answers it in the portal and the clinician enters
 * it from a paper form: a fieldset whose legend is the question (its number and words), then the
 * answer: radio buttons (arrows move between them), checkboxes, a number, a comment, or for a
 * slider a row of choices (0-10) or a slider with a number field (a 0-100 mm line). An answer can
 * be cleared: a skipped item is sent as missing and the server applies the missing-item rule. A
 * block of text is shown as text; a formula is worked out by the server.
 */
export function QuestionField({ question, value, onChange, position, legendRef, error = null }: QuestionFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const helpId = `${id}-help`;
  const prompt = questionPrompt(question);
  if (!isAnswerable(question)) {
    return (
      <Box sx={{ mb: 2 }} data-testid={`question-${question.id}`}>
        {question.heading && question.text && (
          <Typography variant="subtitle2" component="p">
            {question.heading}
          </Typography>
        )}
        <Typography ref={legendRef as Ref<HTMLParagraphElement>} tabIndex={-1} sx={{ whiteSpace: 'pre-line' }} color={question.type === 'formula' ? 'text.secondary' : undefined}>
          {question.type === 'formula' ? t('questionnaire.formula', { name: prompt }) : prompt}
        </Typography>
      </Box>
    );
  }
  const describedBy = error ? helpId : undefined;
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ width: '100%', mb: 2, minWidth: 0 }} data-testid={`question-${question.id}`}>
      <FormLabel component="legend" ref={legendRef as Ref<HTMLLegendElement>} tabIndex={-1} sx={{ color: 'text.primary', fontWeight: 600, mb: 1, '&.Mui-focused': { color: 'text.primary' } }}>
        {position && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
            {t('questionnaire.position', { number: position.index + 1, total: position.total })}
          </Typography>
        )}
        {question.text && question.heading && (
          <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600 }}>
            {question.heading}
          </Typography>
        )}
        {question.number === null ? prompt : t('questionnaire.prompt', { number: question.number, prompt })}
        {question.required && <span aria-hidden> *</span>}
      </FormLabel>
      <Answer question={question} value={value} onChange={onChange} describedBy={describedBy} prompt={prompt} />
      {/* A text answer is emptied in its field; the others have a button, as no key clears a radio. */}
      {question.type !== 'shortComment' && question.type !== 'longComment' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36 }}>
          {isAnswered(value) ? (
            <Button size="small" onClick={() => onChange(null)} aria-label={t('questionnaire.clearItem', { name: prompt })}>
              {t('questionnaire.clear')}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('questionnaire.notAnswered')}
            </Typography>
          )}
        </Box>
      )}
      {error && <FormHelperText id={helpId}>{error}</FormHelperText>}
    </FormControl>
  );
}

function Answer({ question, value, onChange, describedBy, prompt }: { question: OutcomeQuestion; value: CustomAnswer | undefined; onChange: (value: CustomAnswer) => void; describedBy?: string; prompt: string }) {
  const { t } = useTranslation('common');
  switch (question.type) {
    case 'multipleChoice':
      return (
        <RadioGroup value={typeof value === 'number' ? String(value) : ''} onChange={(_event, next) => onChange(Number(next))} aria-describedby={describedBy}>
          {question.options.map((option) => (
            <FormControlLabel key={option.code} value={String(option.code)} control={<Radio />} label={option.label} />
          ))}
        </RadioGroup>
      );
    case 'checkbox': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <FormGroup aria-describedby={describedBy}>
          {question.options.map((option) => (
            <FormControlLabel
              key={option.code}
              control={
                <Checkbox
                  checked={chosen.includes(option.code)}
                  onChange={(event) => onChange(event.target.checked ? [...chosen, option.code].sort((a, b) => a - b) : chosen.filter((code) => code !== option.code))}
                />
              }
              label={option.label}
            />
          ))}
        </FormGroup>
      );
    }
    case 'numberSlide': {
      const choices = sliderChoices(question);
      if (choices) {
        return (
          <RadioGroup row value={typeof value === 'number' ? String(value) : ''} onChange={(_event, next) => onChange(Number(next))} aria-describedby={describedBy}>
            {choices.map((code, index) => (
              <FormControlLabel
                key={code}
                value={String(code)}
                control={<Radio />}
                // The ends carry their words: "0 (no pain)", "10 (worst pain)".
                label={index === 0 && question.minLabel ? `${code} (${question.minLabel})` : index === choices.length - 1 && question.maxLabel ? `${code} (${question.maxLabel})` : String(code)}
              />
            ))}
          </RadioGroup>
        );
      }
      return <SliderAnswer question={question} value={typeof value === 'number' ? value : null} onChange={onChange} describedBy={describedBy} prompt={prompt} />;
    }
    case 'number':
      return (
        <NumberInput
          label={question.min !== null && question.max !== null ? t('questionnaire.value', { min: question.min, max: question.max }) : t('questionnaire.number')}
          unit={question.unit}
          whole={question.whole}
          value={typeof value === 'number' ? value : null}
          accepts={(number) => (question.min === null || number >= question.min) && (question.max === null || number <= question.max) && (!question.whole || Number.isInteger(number))}
          onChange={onChange}
          describedBy={describedBy}
        />
      );
    case 'shortComment':
    case 'longComment':
      return (
        <TextField
          label={t('questionnaire.answer')}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value.slice(0, question.maxLength))}
          multiline={question.type === 'longComment'}
          minRows={question.type === 'longComment' ? 3 : undefined}
          fullWidth
          slotProps={{ htmlInput: { maxLength: question.maxLength, 'aria-describedby': describedBy } }}
        />
      );
    default:
      return null;
  }
}

/** A number typed with a decimal point or comma; only a value the question takes is kept. */
function NumberInput({ label, unit, whole, value, accepts, onChange, describedBy }: { label: string; unit: string | null; whole: boolean; value: number | null; accepts: (value: number) => boolean; onChange: (value: CustomAnswer) => void; describedBy?: string }) {
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <TextField
      size="small"
      label={unit ? `${label} (${unit})` : label}
      value={typed ?? (value === null ? '' : String(value))}
      slotProps={{ htmlInput: { inputMode: whole ? 'numeric' : 'decimal', 'aria-describedby': describedBy } }}
      onChange={(event) => {
        const text = event.target.value;
        setTyped(text);
        const number = Number(text.replace(',', '.'));
        if (text.trim() === '') onChange(null);
        else if (Number.isFinite(number) && accepts(number)) onChange(number);
      }}
      onBlur={() => setTyped(null)}
      sx={{ maxWidth: 240 }}
    />
  );
}

/** A long scale: a slider for the thumb and a number field for the exact value; the ends' words under them. */
function SliderAnswer({ question, value, onChange, describedBy, prompt }: { question: Extract<OutcomeQuestion, { type: 'numberSlide' }>; value: number | null; onChange: (value: CustomAnswer) => void; describedBy?: string; prompt: string }) {
  const { t } = useTranslation('common');
  const unit = question.unit ? ` ${question.unit}` : '';
  return (
    <Box sx={{ px: 1 }}>
      <Slider
        value={value ?? question.min}
        min={question.min}
        max={question.max}
        step={question.step > 0 ? question.step : 1}
        onChange={(_event, next) => onChange(next)}
        // Unanswered, the thumb waits at the start, faint: touching it answers.
        sx={value === null ? { '& .MuiSlider-thumb': { opacity: 0.5 } } : undefined}
        slotProps={{ input: { 'aria-label': prompt, 'aria-describedby': describedBy } }}
        getAriaValueText={(number) => (value === null ? t('questionnaire.notAnswered') : `${number}${unit}`)}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {question.min}
          {unit}
          {question.minLabel ? ` (${question.minLabel})` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'end' }}>
          {question.max}
          {unit}
          {question.maxLabel ? ` (${question.maxLabel})` : ''}
        </Typography>
      </Box>
      <NumberInput
        label={t('questionnaire.value', { min: question.min, max: question.max })}
        unit={question.unit}
        whole={question.step >= 1 && Number.isInteger(question.step)}
        value={value}
        accepts={(number) => number >= question.min && number <= question.max}
        onChange={onChange}
        describedBy={describedBy}
      />
    </Box>
  );
}
