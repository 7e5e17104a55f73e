import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { nanoid } from '@reduxjs/toolkit';
import type { SetExercise } from '@openset/contracts';
import { flashAdded, useAppDispatch, useRunAction } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { DeleteIcon, ExpandMoreIcon } from '../../../shared/icons';
import {
  useCreatePresetMutation,
  useDeletePresetMutation,
  useMovePresetMutation,
  usePresetsQuery,
} from '../../sets-api/setsApi';
import { BUILDER_NS } from '../i18n/strings';
import type { ContentEdit, PresetParameter } from '../model/edits';

/** Spec section 5: a preset is saved only when a parameter has both a title and a value. */
export const presetWorthSaving = (parameters: readonly PresetParameter[]) =>
  parameters.some((p) => p.title.trim() !== '' && p.value.trim() !== '');

/**
 * Bulk parameter presets: save the parameters of the first selected exercise (else the first
 * exercise), list, reorder, delete, and apply one to the selected exercises or to all of them.
 */
export function PresetsPanel({
  exercises,
  selection,
  onEdit,
}: {
  exercises: SetExercise[];
  selection: string[];
  onEdit: (edit: ContentEdit) => void;
}) {
  const { t } = useTranslation(BUILDER_NS);
  const dispatch = useAppDispatch();
  const runAction = useRunAction();
  const presets = usePresetsQuery();
  const [createPreset, createState] = useCreatePresetMutation();
  const [movePreset] = useMovePresetMutation();
  const [deletePreset] = useDeletePresetMutation();
  const source = exercises.find((e) => selection.includes(e.key)) ?? exercises[0];
  const items = presets.data?.items ?? [];

  const save = async () => {
    if (!source) return;
    const parameters = source.parameters
      .map(({ title, value }) => ({ title: title.trim(), value: value.trim() }))
      .filter((p) => p.title || p.value);
    if (!presetWorthSaving(parameters)) {
      dispatch(flashAdded('warning', `${BUILDER_NS}:presets.saveNeedsValue`));
      return;
    }
    await runAction(() => createPreset({ parameters }).unwrap(), `${BUILDER_NS}:presets.saved`);
  };
  const apply = (parameters: PresetParameter[], keys: string[] | 'all') => {
    onEdit({ type: 'applyPreset', keys, parameters, seed: nanoid() });
    dispatch(flashAdded('success', `${BUILDER_NS}:presets.applied`));
  };

  return (
    <Box
      component="section"
      aria-labelledby="builder-presets-title"
      sx={{ p: 2, borderBottom: 1, borderColor: 'divider', bgcolor: 'grey.50' }}
    >
      <Typography id="builder-presets-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('presets.title')}
      </Typography>
      {source && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => void save()}
          disabled={createState.isLoading}
          sx={{ mb: 1.5 }}
        >
          {t('presets.saveCurrent', { title: source.title })}
        </Button>
      )}
      {presets.isLoading ? (
        <Typography variant="body2">{t('presets.loading')}</Typography>
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('presets.empty')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {items.map((preset, index) => {
            const summary = preset.parameters.map((p) => (p.value ? `${p.title} ${p.value}` : p.title)).join(', ');
            const number = index + 1;
            return (
              <Stack
                component="li"
                key={preset.id}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                aria-label={t('presets.preset', { index: number, summary })}
              >
                <Typography variant="body2" sx={{ flex: 1, minWidth: 160 }}>
                  {summary}
                </Typography>
                <Button size="small" onClick={() => apply(preset.parameters, 'all')} disabled={!exercises.length}>
                  {t('presets.applyAll')}
                </Button>
                <Button size="small" onClick={() => apply(preset.parameters, selection)} disabled={!selection.length}>
                  {t('presets.applySelected', { count: Math.max(selection.length, 1) })}
                </Button>
                <IconButton
                  size="small"
                  aria-label={t('presets.moveUp', { index: number })}
                  disabled={index === 0}
                  onClick={() =>
                    void runAction(() =>
                      movePreset({ id: preset.id, targetId: items[index - 1]!.id, side: 'toLeftOf' }).unwrap(),
                    )
                  }
                >
                  <ExpandMoreIcon fontSize="small" sx={{ transform: 'rotate(180deg)' }} />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('presets.moveDown', { index: number })}
                  disabled={index === items.length - 1}
                  onClick={() =>
                    void runAction(() =>
                      movePreset({ id: preset.id, targetId: items[index + 1]!.id, side: 'toRightOf' }).unwrap(),
                    )
                  }
                >
                  <ExpandMoreIcon fontSize="small" />
                </IconButton>
                <Tooltip title={t('presets.delete', { index: number })}>
                  <IconButton
                    size="small"
                    aria-label={t('presets.delete', { index: number })}
                    onClick={() => void runAction(() => deletePreset(preset.id).unwrap())}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
