import { Button, Tooltip } from '@mui/material';
import { exerciseCount, type SetContent } from '@openset/contracts';
import { addAppStrings, useClinicianProfileQuery } from '@openset/web-kit';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SET_PDF_NS, setPdfStrings } from './strings';

addAppStrings(SET_PDF_NS, setPdfStrings);

const PdfDialog = lazy(() => import('./PdfDialog'));

/**
 * The set builder's PDF and Print actions (spec section 2): each opens the PDF options dialog,
 * which downloads the PDF or opens it in the print dialog. Disabled, with why, for a demo account
 * (spec section 6) and for a set without exercises.
 */
export function PdfActions({ doc, title }: { doc: { setId: string | null; content: SetContent; fresh: boolean }; title: string }) {
  const { t } = useTranslation(SET_PDF_NS);
  const profile = useClinicianProfileQuery();
  const [mode, setMode] = useState<'pdf' | 'print' | null>(null);
  const demo = profile.data?.type === 'demo';
  const empty = exerciseCount(doc.content) === 0;
  const hint = demo ? t('demoHint') : empty ? t('emptyHint') : null;
  const action = (which: 'pdf' | 'print') => {
    const button = (
      <Button size="small" onClick={() => setMode(which)} disabled={hint !== null} aria-haspopup="dialog">
        {t(which)}
      </Button>
    );
    // A disabled button takes no pointer events: the tooltip hangs on a wrapper that does.
    return hint ? (
      <Tooltip title={hint}>
        <span>{button}</span>
      </Tooltip>
    ) : (
      button
    );
  };
  return (
    <>
      {action('pdf')}
      {action('print')}
      <Suspense fallback={null}>
        {mode && <PdfDialog mode={mode} title={title} setId={doc.setId} content={doc.content} unsaved={doc.fresh} onClose={() => setMode(null)} />}
      </Suspense>
    </>
  );
}
