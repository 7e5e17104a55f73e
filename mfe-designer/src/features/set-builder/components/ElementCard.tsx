import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  Box,
  Checkbox,
  Chip,
  FormControlLabel,
  IconButton,
  Paper,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import { parameterName, type SetElement } from '@openset/contracts';
import { useLang } from '@openset/web-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteIcon, DragIndicatorIcon, EditIcon } from '../../../shared/icons';
import { NARROW_SET_CARD } from '../../../shared/narrow';
import { SafeTextField } from '../../exercise-browser/components/SafeTextField';
import { Thumbnail } from '../../exercise-browser/components/Thumbnail';
import { BUILDER_NS } from '../i18n/strings';
import type { ContentEdit } from '../model/edits';
import { ParametersList } from './ParametersList';
import { ResourcePicker } from './ResourcePicker';

export interface ElementCardProps {
  element: SetElement;
  index: number;
  selected: boolean;
  onToggleSelect: () => void;
  onEdit: (edit: ContentEdit) => void;
  /** The saved set its images can be asked through (see `Thumbnail`). */
  viaSetId: string | null;
}

/**
 * One element of the set: an exercise (thumbnail, mirrored when reflected, title, parameters at
 * a glance, an editor that opens below) or a divider (title and instructions in place). The
 * handle reorders it by drag or keyboard (Space, arrows, Space).
 */
export function ElementCard({ element, index, selected, onToggleSelect, onEdit, viaSetId }: ElementCardProps) {
  const { t } = useTranslation(BUILDER_NS);
  const lang = useLang();
  const sortable = useSortable({ id: element.key, data: { title: element.title || t('elements.untitledDivider') } });
  const [open, setOpen] = useState(false);
  const exercise = element.type === 'setExercise' ? element : null;
  const title = element.title || t('elements.untitledDivider');
  const label = exercise
    ? t('elements.exercise', { index: index + 1, title })
    : t('elements.divider', { index: index + 1, title });
  const editorId = `builder-editor-${element.key}`;

  return (
    <Paper
      ref={sortable.setNodeRef}
      component="li"
      variant="outlined"
      aria-label={label}
      data-testid="set-element"
      data-kind={element.type}
      sx={{
        listStyle: 'none',
        p: 1.5,
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : undefined,
        bgcolor: exercise ? 'background.paper' : 'grey.100',
        containerType: 'inline-size',
      }}
    >
      {/* Narrow, the title and parameters take a line of their own under the picture and
          buttons: at 320 px they had a column a letter wide. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', [NARROW_SET_CARD]: { flexWrap: 'wrap', columnGap: 0.5 } }}>
        <IconButton
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={t('elements.drag', { title })}
          size="small"
          sx={{ cursor: 'grab', touchAction: 'none', mt: 0.5 }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        {exercise ? (
          <>
            <Checkbox
              size="small"
              checked={selected}
              onChange={onToggleSelect}
              slotProps={{ input: { 'aria-label': t('elements.select', { title }) } }}
            />
            <Box
              sx={{ transform: exercise.reflect ? 'scaleX(-1)' : undefined }}
              data-reflected={exercise.reflect || undefined}
            >
              <Thumbnail resourceId={exercise.thumbnailId} alt={title} imgWidth={120} width={72} viaSetId={viaSetId} sx={{ [NARROW_SET_CARD]: { width: 64 } }} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0, [NARROW_SET_CARD]: { order: 1, flexBasis: '100%' } }}>
              <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{exercise.title}</Typography>
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                {exercise.parameters
                  .filter((p) => p.title || p.value)
                  .map((p) => (
                    <Chip
                      key={p.key}
                      size="small"
                      variant="outlined"
                      label={p.value ? t('parameters.chip', { name: parameterName(p, lang), value: p.value }) : parameterName(p, lang)}
                    />
                  ))}
                {exercise.reflect && <Chip size="small" label={t('elements.reflected')} />}
              </Stack>
            </Box>
            <Tooltip title={open ? t('elements.collapse', { title }) : t('elements.expand', { title })}>
              <IconButton
                size="small"
                sx={{ [NARROW_SET_CARD]: { ml: 'auto' } }}
                aria-label={open ? t('elements.collapse', { title }) : t('elements.expand', { title })}
                aria-expanded={open}
                aria-controls={editorId}
                onClick={() => setOpen(!open)}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        ) : (
          <Stack spacing={1} sx={{ flex: 1 }}>
            <SafeTextField
              size="small"
              label={t('elements.dividerTitle')}
              value={element.title}
              onChange={(value) =>
                onEdit({ type: 'divider', key: element.key, changes: { title: value.slice(0, 200) } })
              }
            />
            <SafeTextField
              size="small"
              multiline
              minRows={1}
              label={t('elements.dividerInstructions')}
              value={element.instructions}
              onChange={(value) => onEdit({ type: 'divider', key: element.key, changes: { instructions: value } })}
            />
          </Stack>
        )}
        <Tooltip title={t('elements.remove', { title })}>
          <IconButton
            size="small"
            aria-label={t('elements.remove', { title })}
            onClick={() => onEdit({ type: 'remove', key: element.key })}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      {exercise && open && (
        <Stack id={editorId} spacing={2} sx={{ mt: 2, pl: { sm: 5 } }}>
          <SafeTextField
            size="small"
            label={t('elements.title')}
            value={exercise.title}
            required
            onChange={(value) =>
              onEdit({ type: 'exercise', key: exercise.key, changes: { title: value.slice(0, 200) } })
            }
          />
          <SafeTextField
            size="small"
            multiline
            minRows={2}
            label={t('elements.instructions')}
            value={exercise.instructions}
            onChange={(value) => onEdit({ type: 'exercise', key: exercise.key, changes: { instructions: value } })}
          />
          <FormControlLabel
            control={
              <Switch
                checked={exercise.reflect}
                onChange={(event) =>
                  onEdit({ type: 'exercise', key: exercise.key, changes: { reflect: event.target.checked } })
                }
              />
            }
            label={t('elements.reflect')}
          />
          <ParametersList exercise={exercise} onEdit={onEdit} />
          <ResourcePicker exercise={exercise} onEdit={onEdit} viaSetId={viaSetId} />
        </Stack>
      )}
    </Paper>
  );
}
