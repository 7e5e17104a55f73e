import { Button, FormControl, InputLabel, MenuItem, Select, Stack, TextField, Typography } from '@mui/material';
import type { EducationArticle } from '@openset/contracts';
import { LoadingState, useClinicianProfileQuery } from '@openset/web-kit';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDUCATION_NS } from '../i18n/strings';
import type { ArticleDraft } from '../model/draft';
import { ArticlePictures } from './ArticlePictures';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

export interface ArticleFormProps {
  article: EducationArticle | null;
  draft: ArticleDraft;
  busy: boolean;
  onChange: (draft: ArticleDraft) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** Writing a custom article: title, summary, language, who shares it (new ones) and the body. */
export function ArticleForm({ article, draft, busy, onChange, onSave, onCancel }: ArticleFormProps) {
  const { t } = useTranslation(EDUCATION_NS);
  const profile = useClinicianProfileQuery().data;
  const bodyLabelId = useId();
  const [triedSave, setTriedSave] = useState(false);
  const [uploading, setUploading] = useState(false);
  const titleMissing = draft.title.trim() === '';
  const owners = (['user', 'team', 'org'] as const).filter(
    (owner) => owner === 'user' || (owner === 'team' ? profile?.teamEducation === 'readWrite' : profile?.orgEducation === 'readWrite'),
  );
  return (
    <Stack
      component="form"
      spacing={2}
      aria-labelledby="article-form-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTriedSave(true);
        if (!titleMissing) onSave();
      }}
    >
      <Typography id="article-form-title" variant="h5" component="h2">
        {article ? t('form.editTitle') : t('form.newTitle')}
      </Typography>
      <TextField
        label={t('form.title')}
        value={draft.title}
        required
        slotProps={{ htmlInput: { maxLength: 200 } }}
        error={triedSave && titleMissing}
        helperText={triedSave && titleMissing ? t('form.titleRequired') : undefined}
        onChange={(event) => onChange({ ...draft, title: event.target.value.replace(/[<>]/g, '') })}
      />
      <TextField
        label={t('form.summary')}
        value={draft.summary}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
        onChange={(event) => onChange({ ...draft, summary: event.target.value.replace(/[<>]/g, '') })}
      />
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="article-lang">{t('form.lang')}</InputLabel>
          <Select labelId="article-lang" label={t('form.lang')} value={draft.lang} onChange={(event) => onChange({ ...draft, lang: event.target.value === 'fr' ? 'fr' : 'en' })}>
            <MenuItem value="en">{t('languages.en')}</MenuItem>
            <MenuItem value="fr">{t('languages.fr')}</MenuItem>
          </Select>
        </FormControl>
        {!article && owners.length > 1 && (
          <FormControl size="small" sx={{ minWidth: 200 }}>
            <InputLabel id="article-owner">{t('form.owner')}</InputLabel>
            <Select
              labelId="article-owner"
              label={t('form.owner')}
              value={draft.scope}
              onChange={(event) => onChange({ ...draft, scope: owners.find((owner) => owner === event.target.value) ?? 'user' })}
            >
              {owners.map((owner) => (
                <MenuItem key={owner} value={owner}>
                  {t(`form.owners.${owner}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
      </Stack>
      <Typography id={bodyLabelId} variant="subtitle2" component="p">
        {t('form.body')}
      </Typography>
      <Suspense fallback={<LoadingState label={t('form.loadingEditor')} />}>
        <RichTextEditor labelId={bodyLabelId} initialHtml={draft.body} onChange={(body) => onChange({ ...draft, body })} />
      </Suspense>
      <ArticlePictures value={draft.attachmentIds} onChange={(next) => onChange({ ...draft, attachmentIds: next(draft.attachmentIds) })} onBusy={setUploading} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy || uploading}>
          {t('actions.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
