import { Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { EDUCATION_ATTACHMENTS_MAX } from '@openset/contracts';
import { actionErrorKey, CloseIcon, flashAdded, useAppDispatch } from '@openset/web-kit';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadResourceMutation } from '../../exercise-browser/api/exercisesApi';
import { resourceImageUrl } from '../../exercise-browser/model/thumbnails';
import { EDUCATION_NS, EDUCATION_READ_ONLY } from '../i18n/strings';

/** Pictures attached to a custom article: uploaded as the library's pictures are, removed by their button. */
export function ArticlePictures({ value, onChange, onBusy }: { value: string[]; onChange: (next: (current: string[]) => string[]) => void; onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation(EDUCATION_NS);
  const dispatch = useAppDispatch();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [upload] = useUploadResourceMutation();
  const [pending, setPending] = useState(0);
  const full = value.length + pending >= EDUCATION_ATTACHMENTS_MAX;

  const start = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      setPending((count) => count + 1);
      onBusy(true);
      upload({ type: 'image', file, onProgress: () => undefined })
        .unwrap()
        .then((resource) => onChange((current) => [...current, resource.id]))
        .catch((error: unknown) => {
          const key = actionErrorKey(error, EDUCATION_READ_ONLY);
          if (key) dispatch(flashAdded('error', key));
        })
        .finally(() =>
          setPending((count) => {
            if (count === 1) onBusy(false);
            return count - 1;
          }),
        );
    }
    if (input.current) input.current.value = '';
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('form.pictures')}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {value.map((id, index) => (
          <Box key={id} sx={{ position: 'relative' }}>
            <Box component="img" src={resourceImageUrl(id, 120)} alt={t('view.picture', { n: index + 1 })} sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
            <IconButton size="small" aria-label={t('form.removePicture', { n: index + 1 })} onClick={() => onChange((current) => current.filter((item) => item !== id))} sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        <input ref={input} id={inputId} type="file" accept="image/*" multiple hidden onChange={(event) => start(event.target.files)} />
        <Button component="label" htmlFor={inputId} variant="outlined" size="small" disabled={full}>
          {t('form.addPictures')}
        </Button>
      </Stack>
      {pending > 0 && <LinearProgress sx={{ mt: 1 }} aria-label={t('form.uploading')} />}
    </Box>
  );
}
