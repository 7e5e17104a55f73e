import { Box, Button, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Slider, TextField, Typography } from '@mui/material';
import type { InstrumentItem } from '@openset/contracts';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n/formats';
import { inLang, itemPrompt, rangeChoices } from './questionnaire';

export interface QuestionFieldProps {
  item: InstrumentItem;
  value: number | null;
  onChange: (value: number | null) => void;
  /** "Question 3 of 11" above the prompt, where one question is shown at a time. */
  position?: { index: number; total: number };
  /** The legend's element, for a form that moves the focus to the next question. */
  legendRef?: Ref<HTMLLegendElement>;
  /** What the server said of this item (an ERRVALIDATION naming it). */
  error?: string | null;
}

/**
 * One item of a questionnaire, as the client answers it in the portal and the clinician enters it
 * from a paper form: a fieldset whose legend is the question (its number and prompt), the answer
 * options as radio buttons (arrows move between them), a measured item as a row of choices (0-10)
 * or a slider with a number field (a 0-100 mm line). An answer can be cleared: a skipped item is
 * sent as missing and the server applies the instrument's missing-item rule.
 */
export function QuestionField({ item, value, onChange, position, legendRef, error = null }: QuestionFieldProps) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const id = useId();
  const prompt = itemPrompt(item, lang);
  const choices = item.range ? rangeChoices(item) : null;
  const helpId = `${id}-help`;
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ width: '100%', mb: 2 }} data-testid={`question-${item.number}`}>
      <FormLabel component="legend" ref={legendRef} tabIndex={-1} sx={{ color: 'text.primary', fontWeight: 600, mb: 1, '&.Mui-focused': { color: 'text.primary' } }}>
        {position && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
            {t('questionnaire.position', { number: position.index + 1, total: position.total })}
          </Typography>
        )}
        {t('questionnaire.prompt', { number: item.number, prompt })}
      </FormLabel>
      {item.range && !choices ? (
        <MeasuredAnswer item={item} value={value} onChange={onChange} describedBy={error ? helpId : undefined} />
      ) : (
        <RadioGroup
          value={value === null ? '' : String(value)}
          onChange={(_event, next) => onChange(Number(next))}
          aria-describedby={error ? helpId : undefined}
          // A 0-10 scale reads as one row where there is room; options of words one under another.
          row={Boolean(choices)}
        >
          {(choices ?? item.options.map((option) => option.code)).map((code) => {
            const option = item.options.find((candidate) => candidate.code === code);
            const label = option ? (choices ? `${code} (${inLang(option.label, lang)})` : inLang(option.label, lang)) : String(code);
            return <FormControlLabel key={code} value={String(code)} control={<Radio />} label={label} />;
          })}
        </RadioGroup>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {value === null ? (
          <Typography variant="body2" color="text.secondary">
            {t('questionnaire.notAnswered')}
          </Typography>
        ) : (
          <Button size="small" onClick={() => onChange(null)} aria-label={t('questionnaire.clearItem', { number: item.number })}>
            {t('questionnaire.clear')}
          </Button>
        )}
      </Box>
      {error && <FormHelperText id={helpId}>{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * A long scale: a slider for the thumb and a number field for the exact value, both labelled by
 * the question; the anchors' words under the ends. The number field accepts a decimal comma.
 */
function MeasuredAnswer({ item, value, onChange, describedBy }: { item: InstrumentItem; value: number | null; onChange: (value: number | null) => void; describedBy?: string }) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const range = item.range!;
  const [typed, setTyped] = useState<string | null>(null);
  const prompt = itemPrompt(item, lang);
  const low = item.options.find((option) => option.code === range.min);
  const high = item.options.find((option) => option.code === range.max);
  const unit = range.unit ? ` ${range.unit}` : '';
  const shown = typed ?? (value === null ? '' : String(value));
  return (
    <Box sx={{ px: 1 }}>
      <Slider
        value={value ?? range.min}
        min={range.min}
        max={range.max}
        step={range.whole ? 1 : 0.5}
        onChange={(_event, next) => {
          setTyped(null);
          onChange(next);
        }}
        // Unanswered, the thumb waits at the start, dimmed: touching it answers.
        sx={value === null ? { '& .MuiSlider-thumb': { opacity: 0.4 } } : undefined}
        slotProps={{ input: { 'aria-label': prompt, 'aria-describedby': describedBy } }}
        getAriaValueText={(number) => (value === null ? t('questionnaire.notAnswered') : `${number}${unit}`)}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {range.min}
          {unit}
          {low ? ` (${inLang(low.label, lang)})` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'end' }}>
          {range.max}
          {unit}
          {high ? ` (${inLang(high.label, lang)})` : ''}
        </Typography>
      </Box>
      <TextField
        size="small"
        label={t('questionnaire.value', { min: range.min, max: range.max })}
        value={shown}
        slotProps={{ htmlInput: { inputMode: range.whole ? 'numeric' : 'decimal' } }}
        onChange={(event) => {
          const text = event.target.value;
          setTyped(text);
          const number = Number(text.replace(',', '.'));
          if (text.trim() === '') onChange(null);
          else if (Number.isFinite(number) && number >= range.min && number <= range.max && (!range.whole || Number.isInteger(number))) onChange(number);
        }}
        onBlur={() => setTyped(null)}
      />
    </Box>
  );
}
