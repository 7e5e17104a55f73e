import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, List, ListItem, Typography } from '@mui/material';
import { LIBRARY_CREDITS } from '@openset/exercise-library/credits';
import { ErrorPanel, LoadingState, useLang } from '@openset/web-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstrumentLicencesQuery } from './helpApi';
import { HELP_NS } from './strings';
import { SHELL_VERSION } from './version';

/**
 * About OpenSet (spec section 2): the version of this build, OpenSet's own licence, and the
 * licences and credits of the data it ships: the exercise library's data sets (only their
 * credits file is in the shell's bundle, not the library) and, for clinicians, the standard
 * outcome instruments' owners and terms, read from the outcomes service when the dialog opens.
 */
export function AboutDialog({ open, role, onClose }: { open: boolean; role: 'clinician' | 'manager'; onClose: () => void }) {
  const { t } = useTranslation(HELP_NS);
  const lang = useLang();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{t('about.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography>{t('about.product')}</Typography>
        <Typography sx={{ mt: 1, fontWeight: 700 }} data-testid="about-version">
          {t('about.version', { version: SHELL_VERSION })}
        </Typography>

        <Typography variant="h3" component="h3" sx={{ fontSize: '1.125rem', mt: 3, mb: 1 }}>
          {t('about.licenceTitle')}
        </Typography>
        <Typography>{t('about.licence')}</Typography>

        <Typography variant="h3" component="h3" sx={{ fontSize: '1.125rem', mt: 3, mb: 1 }}>
          {t('about.libraryTitle')}
        </Typography>
        <Typography>{t('about.libraryIntro')}</Typography>
        <List dense aria-label={t('about.libraryTitle')}>
          {LIBRARY_CREDITS.map((credit) => (
            <ListItem key={credit.source} disableGutters sx={{ display: 'block' }}>
              <Typography sx={{ fontWeight: 700 }}>{credit.name}</Typography>
              <Typography variant="body2">{credit.provides[lang]}</Typography>
              <Typography variant="body2">{t('about.libraryAuthors', { authors: credit.authors })}</Typography>
              <Typography variant="body2">
                {t('about.libraryLicence', { licence: credit.source === 'openset' ? t('about.ownLicence') : credit.licence })}
              </Typography>
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                {credit.url && (
                  <Link href={credit.url} target="_blank" rel="noopener noreferrer" variant="body2">
                    {t('about.source', { name: credit.name })}
                  </Link>
                )}
                {credit.licenceUrl && (
                  <Link href={credit.licenceUrl} target="_blank" rel="noopener noreferrer" variant="body2">
                    {t('about.licenceLink', { name: credit.name })}
                  </Link>
                )}
              </Box>
            </ListItem>
          ))}
        </List>

        <Typography variant="h3" component="h3" sx={{ fontSize: '1.125rem', mt: 3, mb: 1 }}>
          {t('about.instrumentsTitle')}
        </Typography>
        {open && role === 'clinician' ? <InstrumentLicences /> : <Typography>{t('about.instrumentsManagers')}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('about.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The standard instruments' owners and terms (their notices say what a clinic must know). */
function InstrumentLicences() {
  const { t } = useTranslation(HELP_NS);
  const instruments = useInstrumentLicencesQuery();
  if (instruments.isLoading) return <LoadingState label={t('about.instrumentsLoading')} />;
  if (instruments.isError || !instruments.data) return <ErrorPanel message={t('about.instrumentsFailed')} onRetry={() => void instruments.refetch()} />;
  return (
    <>
      <Typography>{t('about.instrumentsIntro')}</Typography>
      <List dense aria-label={t('about.instrumentsTitle')}>
        {instruments.data.items
          .filter((definition) => definition.licence !== null)
          .map((definition) => (
            <ListItem key={definition.id} disableGutters sx={{ display: 'block' }}>
              <Typography sx={{ fontWeight: 700 }}>
                {definition.abbreviation} – {definition.name}
              </Typography>
              <Typography variant="body2">{t('about.instrumentOwner', { owner: definition.licence!.owner, kind: t(`about.kinds.${definition.licence!.kind}`, { defaultValue: definition.licence!.kind }) })}</Typography>
              {definition.licence!.notice && <Typography variant="body2">{definition.licence!.notice}</Typography>}
            </ListItem>
          ))}
      </List>
    </>
  );
}
