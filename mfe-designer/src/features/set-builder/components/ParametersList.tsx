import { Autocomplete, Box, IconButton, Stack, TextField, Tooltip, Typography, Button } from '@mui/material';
import { stripAngleBrackets, useLang } from '@openset/web-kit';
import { nanoid } from '@reduxjs/toolkit';
import { MAX_PARAMETERS, parameterName, type SetExercise } from '@openset/contracts';
import { useTranslation } from 'react-i18next';
import { AddIcon, DeleteIcon, ExpandMoreIcon } from '../../../shared/icons';
import { NARROW_SET_CARD } from '../../../shared/narrow';
import { DEFAULT_PARAMETERS } from '../../exercise-browser/components/ParametersEditor';
import { BROWSER_NS } from '../../exercise-browser/i18n/strings';
import { BUILDER_NS } from '../i18n/strings';
import type { ContentEdit } from '../model/edits';

/** An exercise's parameters: name (the nine default titles offered), value, add, remove, reorder. */
export function ParametersList({ exercise, onEdit }: { exercise: SetExercise; onEdit: (edit: ContentEdit) => void }) {
  const { t } = useTranslation(BUILDER_NS);
  const lang = useLang();
  const options = DEFAULT_PARAMETERS.map((name) => t(`${BROWSER_NS}:parameterDefaults.${name}`));
  const { key } = exercise;
  const count = exercise.parameters.length;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('parameters.label')}
      </Typography>
      <Stack spacing={1}>
        {exercise.parameters.map((parameter, index) => {
          // A default parameter reads in the clinician's language, whichever language named it.
          const name = parameterName(parameter, lang);
          return (
          // Narrow, the name takes a line of its own and the value shares the next with the
          // buttons: two fields side by side left each about 110 px, their labels cut off.
          <Stack key={parameter.key} direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', [NARROW_SET_CARD]: { flexWrap: 'wrap' } }}>
            <Autocomplete
              freeSolo
              disableClearable
              options={options}
              inputValue={name}
              value={name}
              // Typing and choosing a default title are edits; MUI's own resets of the input are not.
              onInputChange={(_event, next, reason) => {
                if (reason === 'input' && next !== name) {
                  onEdit({
                    type: 'parameter',
                    key,
                    parameterKey: parameter.key,
                    title: stripAngleBrackets(next).slice(0, 60),
                  });
                }
              }}
              onChange={(_event, next) => {
                if (typeof next === 'string' && next !== name) {
                  onEdit({ type: 'parameter', key, parameterKey: parameter.key, title: next });
                }
              }}
              sx={{ flex: 1, [NARROW_SET_CARD]: { flexBasis: '100%' } }}
              renderInput={(params) => (
                <TextField {...params} size="small" label={t('parameters.title', { index: index + 1 })} />
              )}
            />
            <TextField
              size="small"
              label={t('parameters.value', { index: index + 1 })}
              value={parameter.value}
              onChange={(event) =>
                onEdit({
                  type: 'parameter',
                  key,
                  parameterKey: parameter.key,
                  value: stripAngleBrackets(event.target.value),
                })
              }
              slotProps={{ htmlInput: { maxLength: 200 } }}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <Tooltip title={t('parameters.moveUp', { index: index + 1 })}>
              <span>
                <IconButton
                  size="small"
                  aria-label={t('parameters.moveUp', { index: index + 1 })}
                  disabled={index === 0}
                  onClick={() => onEdit({ type: 'moveParameter', key, parameterKey: parameter.key, to: index - 1 })}
                >
                  <ExpandMoreIcon fontSize="small" sx={{ transform: 'rotate(180deg)' }} />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('parameters.moveDown', { index: index + 1 })}>
              <span>
                <IconButton
                  size="small"
                  aria-label={t('parameters.moveDown', { index: index + 1 })}
                  disabled={index === count - 1}
                  onClick={() => onEdit({ type: 'moveParameter', key, parameterKey: parameter.key, to: index + 1 })}
                >
                  <ExpandMoreIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('parameters.remove', { index: index + 1 })}>
              <IconButton
                size="small"
                aria-label={t('parameters.remove', { index: index + 1 })}
                onClick={() => onEdit({ type: 'removeParameter', key, parameterKey: parameter.key })}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
          );
        })}
      </Stack>
      <Button
        size="small"
        startIcon={<AddIcon />}
        disabled={count >= MAX_PARAMETERS}
        onClick={() => onEdit({ type: 'addParameter', key, parameterKey: nanoid() })}
        sx={{ mt: 1 }}
      >
        {t('parameters.add')}
      </Button>
    </Box>
  );
}
