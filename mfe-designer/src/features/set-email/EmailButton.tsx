import { Button, Tooltip } from '@mui/material';
import { addAppStrings } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { SET_EMAIL_NS, setEmailStrings } from './strings';

addAppStrings(SET_EMAIL_NS, setEmailStrings);

/** The set builder's E-mail action: for a saved client set; otherwise disabled, with why. */
export function EmailButton({ doc, onOpen }: { doc: { setId: string | null; setType: string | null }; onOpen: () => void }) {
  const { t } = useTranslation(SET_EMAIL_NS);
  const enabled = Boolean(doc.setId && doc.setType === 'clientSet');
  const button = (
    <Button size="small" onClick={onOpen} disabled={!enabled} aria-haspopup="dialog">
      {t('open')}
    </Button>
  );
  // A disabled button takes no pointer events: the tooltip hangs on a wrapper that does.
  return enabled ? (
    button
  ) : (
    <Tooltip title={t('openHint')}>
      <span>{button}</span>
    </Tooltip>
  );
}
