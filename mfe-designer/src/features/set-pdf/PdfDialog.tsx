import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  LinearProgress,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { PDF_SIZES, PDF_TEMPLATES, TRACKING_DAYS_MAX, type Lang, type PdfTemplate, type SetContent } from '@openset/contracts';
import { addAppStrings, errorFlashKey, isApiError, selectCsrfToken, selectSession, useAppDispatch, useAppSelector, useLang, useRunAction, type DownloadProgress } from '@openset/web-kit';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { headerFor, readPdfChoices, savePdfChoices, type PdfChoices } from './pdfPreferences';
import { printPdf, saveFile } from './printPdf';
import { fetchSetPdf, reportsChanged, usePdfHeaderFootersQuery } from './setPdfApi';
import { SET_PDF_NS, setPdfStrings } from './strings';

addAppStrings(SET_PDF_NS, setPdfStrings);

export interface PdfDialogProps {
  /** Download the PDF, or open it in the print dialog. */
  mode: 'pdf' | 'print';
  title: string;
  /** The saved set it edits, if any: the PDF is recorded in its reports. */
  setId: string | null;
  /** What is on screen: the PDF prints this, saved or not. */
  content: SetContent;
  unsaved: boolean;
  onClose: () => void;
}

const sizeOf = (bytes: number, lang: Lang) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(lang)} kB` : `${(bytes / 1024 / 1024).toLocaleString(lang, { maximumFractionDigits: 1 })} MB`;

/**
 * The PDF options dialog (spec sections 2 and 3): templates, picture size, tracking days, header
 * and footer and the PDF's language, the last choices remembered per profile. While the PDF
 * renders it shows the pages received so far (the answer streams), then saves the file or opens
 * the print dialog. Loaded lazily by the set builder.
 */
export default function PdfDialog({ mode, title, setId, content, unsaved, onClose }: PdfDialogProps) {
  const { t } = useTranslation(SET_PDF_NS);
  const lang = useLang();
  const titleId = useId();
  const { accountId } = useAppSelector(selectSession);
  const csrfToken = useAppSelector(selectCsrfToken);
  const dispatch = useAppDispatch();
  const runAction = useRunAction();
  const headers = usePdfHeaderFootersQuery();
  const [choices, setChoices] = useState<PdfChoices>(() => readPdfChoices(accountId));
  const [pdfLang, setPdfLang] = useState<Lang>(lang);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const offered = headers.data?.items ?? [];
  const headerId = headerFor(
    choices.header,
    offered.map((item) => item.id),
    headers.data?.selectedId ?? null,
  );
  const busy = progress !== null;
  const daysValid = Number.isInteger(choices.trackingDays) && choices.trackingDays >= 1 && choices.trackingDays <= TRACKING_DAYS_MAX;
  const canRender = choices.templates.length > 0 && daysValid && !busy;

  const toggle = (template: PdfTemplate, on: boolean) =>
    setChoices((previous) => ({ ...previous, templates: PDF_TEMPLATES.filter((item) => (item === template ? on : previous.templates.includes(item))) }));

  const render = async (event: FormEvent) => {
    event.preventDefault();
    if (!canRender) return;
    savePdfChoices(accountId, choices);
    setFailed(null);
    setProgress({ bytes: 0, pages: 0 });
    abort.current = new AbortController();
    const body = {
      setId,
      content: { savename: content.savename, title: content.title, instructions: content.instructions, elements: content.elements, education: content.education },
      templates: choices.templates,
      size: choices.size,
      trackingDays: choices.trackingDays,
      headerFooterId: headerId,
      lang: pdfLang,
      print: mode === 'print',
    };
    const file = await runAction(
      () => fetchSetPdf(body, csrfToken, setProgress, abort.current?.signal),
      undefined,
      undefined,
      // The dialog says what went wrong itself, where the clinician is looking.
      (error) => {
        if (!abort.current?.signal.aborted) setFailed((isApiError(error) ? errorFlashKey(error) : null) ?? 'errors.general');
        return true;
      },
    );
    setProgress(null);
    if (!file) return;
    if (setId) dispatch(reportsChanged(setId));
    if (mode === 'print') printPdf(file.blob);
    else saveFile(file.blob, file.filename);
    onClose();
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={(event: FormEvent) => void render(event)} noValidate>
        <DialogTitle id={titleId}>{t('title', { title })}</DialogTitle>
        <DialogContent>
          {unsaved && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('unsaved')}
            </Alert>
          )}
          <FormControl component="fieldset" error={choices.templates.length === 0} disabled={busy}>
            <FormLabel component="legend">{t('templates')}</FormLabel>
            <FormGroup>
              {PDF_TEMPLATES.map((template) => (
                <FormControlLabel
                  key={template}
                  control={<Checkbox checked={choices.templates.includes(template)} onChange={(event) => toggle(template, event.target.checked)} />}
                  label={t(`template.${template}`)}
                />
              ))}
            </FormGroup>
            {choices.templates.length === 0 && <FormHelperText>{t('templatesHint')}</FormHelperText>}
          </FormControl>

          <FormControl component="fieldset" disabled={busy} sx={{ display: 'block', mt: 2 }}>
            <FormLabel component="legend">{t('size')}</FormLabel>
            <RadioGroup row value={choices.size} onChange={(event) => setChoices({ ...choices, size: event.target.value as PdfChoices['size'] })}>
              {PDF_SIZES.map((size) => (
                <FormControlLabel key={size} value={size} control={<Radio />} label={t(`sizes.${size}`)} />
              ))}
            </RadioGroup>
          </FormControl>

          {choices.templates.includes('tracking') && (
            <TextField
              sx={{ mt: 2 }}
              type="number"
              label={t('trackingDays')}
              value={Number.isNaN(choices.trackingDays) ? '' : choices.trackingDays}
              onChange={(event) => setChoices({ ...choices, trackingDays: Number.parseInt(event.target.value, 10) })}
              error={!daysValid}
              helperText={t('trackingDaysHint', { max: TRACKING_DAYS_MAX })}
              disabled={busy}
              slotProps={{ htmlInput: { min: 1, max: TRACKING_DAYS_MAX, step: 1 } }}
            />
          )}

          <Box sx={{ display: 'flex', gap: 2, mt: 2, flexWrap: 'wrap' }}>
            <TextField
              select
              sx={{ minWidth: 220, flex: 1 }}
              label={t('header')}
              value={headerId ?? 'none'}
              onChange={(event) => setChoices({ ...choices, header: event.target.value })}
              disabled={busy || headers.isLoading}
            >
              <MenuItem value="none">{t('noHeader')}</MenuItem>
              {offered.map((item) => (
                <MenuItem key={item.id} value={item.id}>
                  {item.headerLine1 || t('headerUnnamed')}
                </MenuItem>
              ))}
            </TextField>
            <TextField select sx={{ minWidth: 160 }} label={t('language')} value={pdfLang} onChange={(event) => setPdfLang(event.target.value as Lang)} disabled={busy}>
              <MenuItem value="en">{t('languages.en')}</MenuItem>
              <MenuItem value="fr">{t('languages.fr')}</MenuItem>
            </TextField>
          </Box>

          {busy && (
            <Box role="status" aria-live="polite" sx={{ mt: 3 }}>
              <Typography variant="body2">{progress.pages > 0 ? t('progress', { count: progress.pages, size: sizeOf(progress.bytes, lang) }) : t('rendering')}</Typography>
              <LinearProgress sx={{ mt: 1 }} aria-label={t('rendering')} />
            </Box>
          )}
          {failed && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {t(failed, { ns: 'common' })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => (busy ? abort.current?.abort() : onClose())}>{t(busy ? 'cancel' : 'close')}</Button>
          <Button type="submit" variant="contained" disabled={!canRender}>
            {t(mode === 'print' ? 'print' : 'download')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
