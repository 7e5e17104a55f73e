import { Autocomplete, Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import { stripAngleBrackets } from '@openset/web-kit';
import { MAX_PARAMETERS, type ExerciseParameter } from '@openset/contracts';
import { useTranslation } from 'react-i18next';
import { BROWSER_NS } from '../i18n/strings';
import { AddIcon, DeleteIcon } from '../../../shared/icons';

/** Spec section 3: the default parameter titles, offered while typing (any title is allowed). */
export const DEFAULT_PARAMETERS = ['sets', 'reps', 'load', 'hold', 'rest', 'tempo', 'intensity', 'duration', 'frequency'] as const;

export function ParametersEditor({ value, onChange }: { value: ExerciseParameter[]; onChange: (value: ExerciseParameter[]) => void }) {
  const { t } = useTranslation(BROWSER_NS);
  const options = DEFAULT_PARAMETERS.map((key) => t(`parameterDefaults.${key}`));
  const set = (index: number, change: Partial<ExerciseParameter>) => onChange(value.map((p, i) => (i === index ? { ...p, ...change } : p)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('editor.parameters')}
      </Typography>
      <Stack spacing={1.5}>
        {value.map((parameter, index) => (
          // On a phone the name takes a line of its own: two fields side by side there cut off their labels.
          <Stack key={index} direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
            <Autocomplete
              freeSolo
              options={options}
              inputValue={parameter.title}
              onInputChange={(_event, next) => set(index, { title: stripAngleBrackets(next).slice(0, 60) })}
              sx={{ flex: 1, flexBasis: { xs: '100%', sm: 0 } }}
              renderInput={(params) => <TextField {...params} size="small" label={`${t('editor.parameterTitle')} ${index + 1}`} />}
            />
            <TextField
              size="small"
              label={`${t('editor.parameterValue')} ${index + 1}`}
              value={parameter.value}
              onChange={(event) => set(index, { value: stripAngleBrackets(event.target.value) })}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <IconButton aria-label={t('editor.removeParameter', { index: index + 1 })} onClick={() => onChange(value.filter((_p, i) => i !== index))}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
        <Box>
          <Button size="small" startIcon={<AddIcon />} disabled={value.length >= MAX_PARAMETERS} onClick={() => onChange([...value, { title: '', value: '' }])}>
            {t('editor.addParameter')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
