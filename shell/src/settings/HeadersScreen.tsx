import { Box, Button, Card, CardActions, CardContent, Chip, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import type { HeaderFooter } from '@openset/contracts';
import { actionErrorKey, ConfirmDialog, ErrorPanel, flashAdded, LoadingState, PageLayout, useAppDispatch, usePageTitle } from '@openset/web-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderDialog } from './HeaderDialog';
import { headerLogoUrl, useDeleteHeaderFooterMutation, useHeaderFootersQuery, useSelectHeaderFooterMutation } from './headerFootersApi';
import { SETTINGS_NS } from './strings';

/** Settings > headers (spec section 2): the list, create and edit, delete, and which one printouts use. */
export function HeadersScreen() {
  const { t } = useTranslation(SETTINGS_NS);
  const { t: common } = useTranslation('common');
  usePageTitle(t('headers.title'), common('app.name'));
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, refetch } = useHeaderFootersQuery();
  const [select, selecting] = useSelectHeaderFooterMutation();
  const [remove, removing] = useDeleteHeaderFooterMutation();
  const [dialog, setDialog] = useState<{ editing: HeaderFooter | null } | null>(null);
  const [deleting, setDeleting] = useState<HeaderFooter | null>(null);

  const nameOf = (header: HeaderFooter) => header.headerLine1 || header.headerLine2 || header.headerLine3 || t('headers.untitled');

  const toggle = async (header: HeaderFooter, on: boolean) => {
    try {
      await select(on ? header.id : null).unwrap();
      dispatch(on ? flashAdded('success', `${SETTINGS_NS}:headers.selectedFlash`, { line: nameOf(header) }) : flashAdded('success', `${SETTINGS_NS}:headers.unselectedFlash`));
    } catch (error) {
      const key = actionErrorKey(error);
      if (key) dispatch(flashAdded('error', key));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      dispatch(flashAdded('success', `${SETTINGS_NS}:headers.deleted`));
    } catch (error) {
      const key = actionErrorKey(error);
      if (key) dispatch(flashAdded('error', key));
    }
    setDeleting(null);
  };

  return (
    <PageLayout
      title={t('headers.title')}
      subtitle={t('headers.subtitle')}
      actions={
        <Button variant="contained" onClick={() => setDialog({ editing: null })}>
          {t('headers.add')}
        </Button>
      }
    >
      {isLoading && <LoadingState />}
      {isError && <ErrorPanel message={t('headers.loadFailed')} onRetry={() => void refetch()} />}
      {data && data.items.length === 0 && <Typography color="text.secondary">{t('headers.empty')}</Typography>}
      {data && data.items.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.items.map((header) => {
            const name = nameOf(header);
            const selected = data.selectedId === header.id;
            return (
              <Card component="li" key={header.id} variant="outlined" aria-label={name} sx={{ borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}>
                <CardContent>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
                    {header.logo ? (
                      <Box component="img" src={headerLogoUrl(header.id)} alt={t('headers.logoAlt', { line: name })} sx={{ maxWidth: 160, maxHeight: 80, objectFit: 'contain' }} />
                    ) : null}
                    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                      {header.type === 'teamHeaderFooter' && <Chip size="small" label={`${t('headers.team')} · ${t('headers.teamHint')}`} sx={{ mb: 1 }} />}
                      {[header.headerLine1, header.headerLine2, header.headerLine3].map((line, index) => (
                        <Typography key={index} variant={index === 0 ? 'subtitle1' : 'body2'} component="p" sx={{ fontWeight: index === 0 ? 600 : undefined, overflowWrap: 'anywhere' }}>
                          {line}
                        </Typography>
                      ))}
                      {header.footer && (
                        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, borderTop: 1, borderColor: 'divider', pt: 1, overflowWrap: 'anywhere' }}>
                          {header.footer}
                        </Typography>
                      )}
                    </Box>
                  </Stack>
                </CardContent>
                <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2 }}>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={selected}
                        disabled={selecting.isLoading}
                        onChange={(event) => void toggle(header, event.target.checked)}
                        slotProps={{ input: { 'aria-label': t('headers.select', { line: name }) } }}
                      />
                    }
                    label={t('headers.selected')}
                  />
                  <Box sx={{ flexGrow: 1 }} />
                  {header.editable && (
                    <>
                      <Button onClick={() => setDialog({ editing: header })} aria-label={t('headers.editLabel', { line: name })}>
                        {t('headers.edit')}
                      </Button>
                      <Button color="error" onClick={() => setDeleting(header)} aria-label={t('headers.deleteLabel', { line: name })}>
                        {t('headers.delete')}
                      </Button>
                    </>
                  )}
                </CardActions>
              </Card>
            );
          })}
        </Stack>
      )}
      {dialog && <HeaderDialog editing={dialog.editing} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        destructive
        busy={removing.isLoading}
        title={t('headers.confirmTitle')}
        message={t('headers.confirmMessage', { line: deleting ? nameOf(deleting) : '' })}
        confirmLabel={t('headers.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </PageLayout>
  );
}
