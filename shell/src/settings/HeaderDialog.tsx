import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { FOOTER_MAX, HEADER_LINE_MAX, UPLOAD_MIME_TYPES, type HeaderFooter, type HeaderFooterInput } from '@openset/contracts';
import { actionErrorKey, errorFlashKey, flashAdded, isApiError, stripAngleBrackets, useAppDispatch } from '@openset/web-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { headerLogoUrl, uploadedLogoUrl, useCreateHeaderFooterMutation, useUpdateHeaderFooterMutation, useUploadLogoMutation } from './headerFootersApi';
import { SETTINGS_NS } from './strings';

interface HeaderDialogProps {
  /** The header to change, or null for a new one. */
  editing: HeaderFooter | null;
  onClose: () => void;
}

const LINES = ['headerLine1', 'headerLine2', 'headerLine3'] as const;

/** Create or edit a header: three lines, a footer, and a logo uploaded with its preview. */
export function HeaderDialog({ editing, onClose }: HeaderDialogProps) {
  const { t } = useTranslation(SETTINGS_NS);
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const titleId = useId();
  const logoHintId = useId();
  const [values, setValues] = useState<Omit<HeaderFooterInput, 'logo'>>({
    headerLine1: editing?.headerLine1 ?? '',
    headerLine2: editing?.headerLine2 ?? '',
    headerLine3: editing?.headerLine3 ?? '',
    footer: editing?.footer ?? '',
  });
  const [logo, setLogo] = useState<string | null>(editing?.logo ?? null);
  const [progress, setProgress] = useState<number | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [create, created] = useCreateHeaderFooterMutation();
  const [update, updated] = useUpdateHeaderFooterMutation();
  const [upload] = useUploadLogoMutation();
  const saving = created.isLoading || updated.isLoading;
  const uploading = progress !== null;

  // The saved logo is served through the header; a new upload through the library until saved.
  const preview = logo === null ? null : editing && logo === editing.logo ? headerLogoUrl(editing.id) : uploadedLogoUrl(logo);

  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    setLogoError(null);
    setProgress(0);
    try {
      const resource = await upload({ file, onProgress: (fraction) => setProgress(fraction) }).unwrap();
      setLogo(resource.id);
    } catch (error) {
      const key = isApiError(error) ? errorFlashKey(error) : 'errors.general';
      setLogoError(common(key ?? 'errors.uploadError'));
    } finally {
      setProgress(null);
    }
  };

  const save = async () => {
    const body: HeaderFooterInput = {
      headerLine1: values.headerLine1.trim(),
      headerLine2: values.headerLine2.trim(),
      headerLine3: values.headerLine3.trim(),
      footer: values.footer.trim(),
      logo,
    };
    try {
      await (editing ? update({ id: editing.id, body }).unwrap() : create(body).unwrap());
      dispatch(flashAdded('success', 'flash.saved'));
      onClose();
    } catch (error) {
      const key = actionErrorKey(error);
      if (key) dispatch(flashAdded('error', key));
    }
  };

  return (
    <Dialog open onClose={() => !saving && !uploading && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle id={titleId}>{editing ? t('form.editTitle') : t('form.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {LINES.map((field, index) => (
              <TextField
                key={field}
                label={t(`form.line${index + 1}`)}
                value={values[field]}
                autoFocus={index === 0}
                slotProps={{ htmlInput: { maxLength: HEADER_LINE_MAX } }}
                onChange={(event) => setValues((current) => ({ ...current, [field]: stripAngleBrackets(event.target.value) }))}
              />
            ))}
            <TextField
              label={t('form.footer')}
              value={values.footer}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: FOOTER_MAX } }}
              onChange={(event) => setValues((current) => ({ ...current, footer: stripAngleBrackets(event.target.value) }))}
            />
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                {t('form.logo')}
              </Typography>
              <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                {preview ? (
                  <Box component="img" src={preview} alt={t('form.preview')} sx={{ maxWidth: 160, maxHeight: 80, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5 }} />
                ) : (
                  <Typography color="text.secondary">{t('headers.noLogo')}</Typography>
                )}
                <Button component="label" variant="outlined" disabled={uploading || saving}>
                  {logo ? t('form.replaceLogo') : t('form.uploadLogo')}
                  <input
                    type="file"
                    hidden
                    accept={UPLOAD_MIME_TYPES.image.join(',')}
                    aria-describedby={logoHintId}
                    onChange={(event) => {
                      void chooseLogo(event.target.files?.[0]);
                      event.target.value = '';
                    }}
                  />
                </Button>
                {logo && (
                  <Button onClick={() => setLogo(null)} disabled={uploading || saving}>
                    {t('form.removeLogo')}
                  </Button>
                )}
              </Stack>
              <Typography id={logoHintId} variant="body2" color={logoError ? 'error' : 'text.secondary'} role={logoError ? 'alert' : undefined} sx={{ mt: 1 }}>
                {logoError ? `${common('errors.uploadErrorTitle')}: ${logoError}` : t('form.logoHint')}
              </Typography>
              {uploading && (
                <Box sx={{ mt: 1 }}>
                  <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={t('form.uploading', { percent: Math.round(progress * 100) })} />
                </Box>
              )}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving || uploading}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving || uploading}>
            {saving ? t('form.saving') : t('form.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
