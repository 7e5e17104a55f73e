import { Alert, AlertTitle, Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { MAX_ELEMENT_RESOURCES, UPLOAD_MIME_TYPES, type Resource, type UploadType } from '@openset/contracts';
import { actionErrorKey, flashAdded, useAppDispatch } from '@openset/web-kit';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BROWSER_READ_ONLY } from '../i18n/strings';
import { useUploadResourceMutation } from '../api/exercisesApi';
import { BROWSER_NS } from '../i18n/strings';
import { SafeTextField } from './SafeTextField';
import { Thumbnail } from './Thumbnail';
import { DeleteIcon, ImageIcon, VideoIcon } from '../../../shared/icons';

export interface MediaItem {
  resourceId: string;
  caption: string;
  name: string;
  video: boolean;
}

interface Pending {
  key: number;
  name: string;
  progress: number;
}

/** Images and videos of an exercise: upload with progress, caption each, remove. */
export function MediaEditor({ value, onChange, onBusy }: { value: MediaItem[]; onChange: (next: (current: MediaItem[]) => MediaItem[]) => void; onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation(BROWSER_NS);
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [upload] = useUploadResourceMutation();
  const [pending, setPending] = useState<Pending[]>([]);
  const [failed, setFailed] = useState(false);
  const nextKey = useRef(0);
  const live = useRef(new Set<() => void>());
  const closed = useRef(false);

  useEffect(() => onBusy(pending.length > 0), [pending.length, onBusy]);
  // Closing the dialog stops uploads nobody will use (and their cancellation is no failure).
  useEffect(() => {
    const uploads = live.current;
    closed.current = false;
    return () => {
      closed.current = true;
      uploads.forEach((abort) => abort());
    };
  }, []);

  const start = (type: UploadType, files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const key = nextKey.current++;
      const onProgress = (progress: number) => setPending((list) => list.map((p) => (p.key === key ? { ...p, progress } : p)));
      const call = upload({ type, file, onProgress });
      const abort = () => call.abort();
      live.current.add(abort);
      setFailed(false);
      setPending((list) => [...list, { key, name: file.name, progress: 0 }]);
      call
        .unwrap()
        .then((resource: Resource) => onChange((current) => [...current, { resourceId: resource.id, caption: '', name: file.name, video: type === 'video' }]))
        .catch((error: unknown) => {
          const flash = closed.current ? null : actionErrorKey(error, BROWSER_READ_ONLY);
          if (flash) {
            setFailed(true);
            dispatch(flashAdded('error', flash));
          }
        })
        .finally(() => {
          live.current.delete(abort);
          setPending((list) => list.filter((p) => p.key !== key));
        });
    }
  };

  const full = value.length + pending.length >= MAX_ELEMENT_RESOURCES;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('editor.media')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('editor.thumbnailNote')}
      </Typography>
      <Stack spacing={1.5}>
        {value.map((item, index) => (
          <Stack key={item.resourceId} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {item.video ? (
              <Box sx={{ width: 80, height: 60, display: 'grid', placeItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <VideoIcon sx={{ color: 'text.secondary' }} />
              </Box>
            ) : (
              <Thumbnail resourceId={item.resourceId} alt={item.caption || item.name} imgWidth={120} width={80} />
            )}
            <SafeTextField
              size="small"
              label={`${t('editor.caption')} (${item.name})`}
              value={item.caption}
              onChange={(caption) => onChange((current) => current.map((m, i) => (i === index ? { ...m, caption } : m)))}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              sx={{ flex: 1 }}
            />
            <IconButton aria-label={t('editor.removeMedia', { name: item.name })} onClick={() => onChange((current) => current.filter((_m, i) => i !== index))}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
        {pending.map((upload) => (
          <Box key={upload.key}>
            <Typography variant="body2" id={`upload-${upload.key}`}>
              {t('editor.uploading', { name: upload.name })} · {Math.round(upload.progress * 100)} %
            </Typography>
            <LinearProgress variant="determinate" value={upload.progress * 100} aria-labelledby={`upload-${upload.key}`} sx={{ mt: 0.5, height: 6, borderRadius: 3 }} />
          </Box>
        ))}
        {failed && (
          <Alert severity="error" onClose={() => setFailed(false)}>
            <AlertTitle>{tc('errors.uploadErrorTitle')}</AlertTitle>
            {tc('errors.uploadError')}
          </Alert>
        )}
        <Stack direction="row" spacing={1}>
          <UploadButton label={t('editor.uploadImage')} accept={UPLOAD_MIME_TYPES.image.join(',')} icon={<ImageIcon />} disabled={full} onFiles={(files) => start('image', files)} />
          <UploadButton label={t('editor.uploadVideo')} accept={UPLOAD_MIME_TYPES.video.join(',')} icon={<VideoIcon />} disabled={full} onFiles={(files) => start('video', files)} />
        </Stack>
      </Stack>
    </Box>
  );
}

/** A real file input inside its button's label: it keeps its accessible name and works with the keyboard. */
function UploadButton({ label, accept, icon, disabled, onFiles }: { label: string; accept: string; icon: ReactNode; disabled: boolean; onFiles: (files: FileList | null) => void }) {
  return (
    <Button component="label" variant="outlined" size="small" startIcon={icon} disabled={disabled}>
      {label}
      <input
        type="file"
        accept={accept}
        multiple
        hidden
        aria-label={label}
        onChange={(event) => {
          onFiles(event.target.files);
          event.target.value = '';
        }}
      />
    </Button>
  );
}
