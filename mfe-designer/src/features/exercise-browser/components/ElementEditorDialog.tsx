import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { cleanText } from '@openset/web-kit';
import { INSTRUCTIONS_MAX, isStackType, TITLE_MAX, type Element, type Resource, type StackElement } from '@openset/contracts';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BROWSER_NS } from '../i18n/strings';
import { DeleteIcon } from '../../../shared/icons';
import { MediaEditor, type MediaItem } from './MediaEditor';
import { ParametersEditor } from './ParametersEditor';
import { SafeTextField } from './SafeTextField';
import { Thumbnail } from './Thumbnail';

export interface StackMember {
  id: string;
  title: string;
  thumbnailId: string | null;
}

/** What the dialog hands back, already trimmed and cleaned. */
export interface EditorResult {
  title: string;
  instructions: string;
  reflect: boolean;
  parameters: { title: string; value: string }[];
  resources: { resourceId: string; caption: string }[];
  thumbnailId: string | null;
  exercises: StackMember[];
}

export interface ElementEditorDialogProps {
  mode: 'exercise' | 'stack';
  /** The element being edited, or null to create one. */
  element: Element | null;
  /** Exercises a new stack starts with (the current selection). */
  initialMembers?: StackMember[];
  resources: Map<string, Resource>;
  busy: boolean;
  onCancel: () => void;
  onSave: (result: EditorResult) => void;
}

/** Create or edit a custom exercise or stack (spec section 3 fields). Mount it to open it. */
export function ElementEditorDialog(props: ElementEditorDialogProps) {
  const { t } = useTranslation(BROWSER_NS);
  const titleId = useId();
  const { element, mode } = props;
  const [title, setTitle] = useState(element?.title ?? '');
  const [instructions, setInstructions] = useState(element?.instructions ?? '');
  const [reflect, setReflect] = useState(element?.reflect ?? false);
  const [parameters, setParameters] = useState(element?.parameters ?? []);
  const [media, setMedia] = useState<MediaItem[]>(() =>
    (element?.resources ?? []).map((ref) => {
      const resource = props.resources.get(ref.resourceId);
      return { resourceId: ref.resourceId, caption: ref.caption, name: ref.caption || resource?.caption || ref.resourceId.slice(0, 8), video: Boolean(resource?.mime.startsWith('video/')) };
    }),
  );
  const [members, setMembers] = useState<StackMember[]>(() =>
    element && isStackType(element.type)
      ? (element as StackElement).exercises.map((e) => ({ id: e.id, title: e.title, thumbnailId: e.thumbnailId }))
      : (props.initialMembers ?? []),
  );
  const [uploading, setUploading] = useState(false);
  const [titleMissing, setTitleMissing] = useState(false);
  const onBusy = useCallback((busy: boolean) => setUploading(busy), []);
  const onMedia = useCallback((next: (current: MediaItem[]) => MediaItem[]) => setMedia(next), []);

  const heading =
    mode === 'stack' ? (element ? t('editor.editStack') : t('editor.createStack')) : element ? t('editor.editExercise') : t('editor.createExercise');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleanTitle = cleanText(title);
    if (!cleanTitle) {
      setTitleMissing(true);
      return;
    }
    const images = media.filter((item) => !item.video);
    props.onSave({
      title: cleanTitle,
      instructions: cleanText(instructions),
      reflect,
      // A parameter without a title means nothing on a printout: it is dropped.
      parameters: parameters.map((p) => ({ title: cleanText(p.title), value: cleanText(p.value) })).filter((p) => p.title),
      resources: media.map((item) => ({ resourceId: item.resourceId, caption: cleanText(item.caption) })),
      thumbnailId: images[0]?.resourceId ?? (media.length === 0 ? null : (element?.thumbnailId ?? null)),
      exercises: members,
    });
  };

  return (
    <Dialog open onClose={props.onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle id={titleId}>{heading}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3} sx={{ pt: 0.5 }}>
          <SafeTextField
            label={t('editor.title')}
            required
            autoFocus
            value={title}
            onChange={(value) => {
              setTitle(value);
              if (value.trim()) setTitleMissing(false);
            }}
            error={titleMissing}
            helperText={titleMissing ? t('editor.titleRequired') : undefined}
            slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
          />
          <SafeTextField
            label={t('editor.instructions')}
            multiline
            minRows={4}
            maxRows={12}
            value={instructions}
            onChange={setInstructions}
            slotProps={{ htmlInput: { maxLength: INSTRUCTIONS_MAX } }}
          />
          {mode === 'exercise' ? (
            <>
              <ParametersEditor value={parameters} onChange={setParameters} />
              <MediaEditor value={media} onChange={onMedia} onBusy={onBusy} />
              <FormControlLabel
                control={<Switch checked={reflect} onChange={(event) => setReflect(event.target.checked)} />}
                label={
                  <Box>
                    <Typography>{t('editor.reflect')}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('editor.reflectHint')}
                    </Typography>
                  </Box>
                }
              />
            </>
          ) : (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                {t('editor.stackExercises')}
              </Typography>
              {members.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('editor.stackEmpty')}
                </Typography>
              ) : (
                <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {members.map((member) => (
                    <Stack component="li" key={member.id} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      <Thumbnail resourceId={member.thumbnailId} alt={member.title} imgWidth={120} width={64} />
                      <Typography sx={{ flex: 1, fontWeight: 600 }}>{member.title}</Typography>
                      <IconButton aria-label={t('editor.removeFromStack', { title: member.title })} onClick={() => setMembers((list) => list.filter((m) => m.id !== member.id))}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  ))}
                </Stack>
              )}
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={props.onCancel}>{t('actions.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={props.busy || uploading}>
          {element ? t('actions.save') : t('actions.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
