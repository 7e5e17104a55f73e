import { Alert, Button, Stack, Typography } from '@mui/material';
import type { SetDraft as Draft } from '@openset/contracts';
import { useAppSelector, useDateFormat } from '@openset/web-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useDraftsQuery } from '../../sets-api/setsApi';
import { BUILDER_NS } from '../i18n/strings';
import { builderPath, formatToken, MAX_OPEN_DOCUMENTS } from '../model/tokens';
import { documentToken, selectDocuments, selectOrder } from '../state/builderSlice';

/** How many drafts the offer lists; the others wait till these are opened or dismissed. */
const SHOWN = 5;

/**
 * Drafts are kept on the server (decision 009), but which documents are open is remembered by
 * the browser: signed in from another browser, a clinician's unsaved work would stay out of sight.
 * The builder offers every draft that is not open, newest first, to open where it was left.
 */
export function DraftsOffer({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation(BUILDER_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const when = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const documents = useAppSelector(selectDocuments);
  const order = useAppSelector(selectOrder);
  const [dismissed, setDismissed] = useState(false);
  const drafts = useDraftsQuery(undefined, { skip: !allowed || dismissed });
  const open = order.flatMap((id) => (documents[id] ? [documents[id]] : []));
  const notOpen = (drafts.data?.items ?? []).filter(
    (draft) => !open.some((doc) => doc.draftId === draft.draftId || (draft.originalId !== null && doc.setId === draft.originalId)),
  );
  if (dismissed || notOpen.length === 0 || open.some((doc) => doc.status === 'loading')) return null;
  const tokenOf = (draft: Draft) => (draft.originalId ? formatToken({ kind: 'set', id: draft.originalId }) : formatToken({ kind: 'draft', id: draft.draftId }));
  const openDraft = (draft: Draft) => {
    const tokens = [...open.map(documentToken), tokenOf(draft)].slice(-MAX_OPEN_DOCUMENTS);
    void navigate(builderPath(location.pathname, tokens) + location.search, { replace: true });
  };
  return (
    <Alert
      severity="info"
      role="region"
      aria-label={t('drafts.offerTitle')}
      onClose={() => setDismissed(true)}
      slotProps={{ closeButton: { 'aria-label': t('drafts.dismiss') } }}
      sx={{ m: 1 }}
    >
      <Typography sx={{ fontWeight: 600 }}>{t('drafts.offerTitle')}</Typography>
      <Typography variant="body2">{t('drafts.offer', { count: notOpen.length })}</Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {notOpen.slice(0, SHOWN).map((draft) => {
          const title = draft.savename || draft.title || t('documents.untitled');
          return (
            <Stack component="li" key={draft.draftId} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">{t('drafts.item', { title, date: when.format(new Date(draft.updated)) })}</Typography>
              <Button size="small" onClick={() => openDraft(draft)} aria-label={t('drafts.open', { title })}>
                {t('drafts.openShort')}
              </Button>
            </Stack>
          );
        })}
      </Stack>
    </Alert>
  );
}
