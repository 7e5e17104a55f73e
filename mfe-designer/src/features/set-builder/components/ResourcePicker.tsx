import { Box, Checkbox, FormControlLabel, Radio, Stack, TextField, Typography } from '@mui/material';
import { stripAngleBrackets } from '@openset/web-kit';
import { nanoid } from '@reduxjs/toolkit';
import type { SetExercise } from '@openset/contracts';
import { useTranslation } from 'react-i18next';
import { NARROW_SET_CARD } from '../../../shared/narrow';
import { useElementsByIdsQuery } from '../../exercise-browser/api/exercisesApi';
import { Thumbnail } from '../../exercise-browser/components/Thumbnail';
import { BUILDER_NS } from '../i18n/strings';
import type { ContentEdit } from '../model/edits';
import { isSetMedia } from '../model/fromElement';

interface ResourcePickerProps {
  exercise: SetExercise;
  onEdit: (edit: ContentEdit) => void;
  /** The saved set its images can be asked through (see `Thumbnail`). */
  viaSetId: string | null;
}

/**
 * The media of a set exercise: which of its library exercise's images and videos the set shows,
 * their captions, and the thumbnail (one of the chosen images). Reflect mirrors them all.
 */
export function ResourcePicker({ exercise, onEdit, viaSetId }: ResourcePickerProps) {
  const { t } = useTranslation(BUILDER_NS);
  const sourceId = exercise.stockId ?? exercise.customId;
  const { data, isLoading } = useElementsByIdsQuery(
    { ids: sourceId ? [sourceId] : [], imgWidth: 120 },
    { skip: !sourceId },
  );
  const element = data?.items[0];
  const resources = new Map((data?.resources ?? []).map((resource) => [resource.id, resource]));
  // What the library exercise has, plus what the set still shows that it no longer has.
  const offered = [
    ...(element?.resources ?? []).filter((r) => {
      const resource = resources.get(r.resourceId);
      return !resource || isSetMedia(resource);
    }),
    ...exercise.resources.filter((chosen) => !element?.resources.some((r) => r.resourceId === chosen.resourceId)),
  ];
  if (isLoading) return <Typography variant="body2">{t('resources.loading')}</Typography>;
  if (!offered.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('resources.none')}
      </Typography>
    );
  }

  let images = 0;
  let videos = 0;
  const named = offered.map((r) => {
    const video = resources.get(r.resourceId)?.kind.endsWith('Video') ?? false;
    return {
      ...r,
      video,
      name: video ? t('resources.video', { index: ++videos }) : t('resources.image', { index: ++images }),
    };
  });
  const toggle = (resourceId: string, caption: string) => {
    const chosen = exercise.resources.some((r) => r.resourceId === resourceId);
    const next = chosen
      ? exercise.resources.filter((r) => r.resourceId !== resourceId)
      : offered.flatMap((r) => {
          const kept = exercise.resources.find((c) => c.resourceId === r.resourceId);
          if (kept) return [kept];
          return r.resourceId === resourceId ? [{ key: nanoid(), resourceId, caption }] : [];
        });
    onEdit({ type: 'resources', key: exercise.key, resources: next });
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('resources.label')}
      </Typography>
      <Stack spacing={1}>
        {named.map((r) => {
          const chosen = exercise.resources.find((c) => c.resourceId === r.resourceId);
          return (
            // Narrow, the caption takes a line of its own under the picture and its two choices.
            <Stack key={r.resourceId} direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', [NARROW_SET_CARD]: { flexWrap: 'wrap' } }}>
              <Checkbox
                checked={Boolean(chosen)}
                onChange={() => toggle(r.resourceId, r.caption)}
                slotProps={{ input: { 'aria-label': t('resources.choose', { name: r.name }) } }}
              />
              <Box sx={{ transform: exercise.reflect ? 'scaleX(-1)' : undefined }}>
                <Thumbnail
                  resourceId={r.video ? (resources.get(r.resourceId)?.posterUrl ? r.resourceId : null) : r.resourceId}
                  alt={r.name}
                  imgWidth={120}
                  width={64}
                  viaSetId={viaSetId}
                />
              </Box>
              <TextField
                size="small"
                label={t('resources.caption', { name: r.name })}
                value={chosen?.caption ?? r.caption}
                disabled={!chosen}
                onChange={(event) =>
                  chosen &&
                  onEdit({
                    type: 'caption',
                    key: exercise.key,
                    resourceKey: chosen.key,
                    caption: stripAngleBrackets(event.target.value).slice(0, 500),
                  })
                }
                sx={{ flex: 1, [NARROW_SET_CARD]: { order: 1, flexBasis: '100%' } }}
              />
              {!r.video && (
                <FormControlLabel
                  control={
                    <Radio
                      checked={exercise.thumbnailId === r.resourceId}
                      disabled={!chosen}
                      onChange={() =>
                        onEdit({ type: 'exercise', key: exercise.key, changes: { thumbnailId: r.resourceId } })
                      }
                    />
                  }
                  label={t('resources.isThumbnail')}
                />
              )}
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
