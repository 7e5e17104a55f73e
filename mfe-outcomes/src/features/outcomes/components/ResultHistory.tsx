import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { OutcomeResultSummary } from '@openset/contracts';
import { useDateFormat, useLang } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/strings';
import { scoreText } from '../chart/scoreText';

/**
 * Every result, newest first: the day answered, who entered it (the client in the portal, or by
 * hand), each scale's score and band or why it was withheld. A corrected result stays, marked.
 */
export function ResultHistory({ results }: { results: readonly OutcomeResultSummary[] }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const day = useDateFormat({ dateStyle: 'medium' });
  if (results.length === 0) return <Typography color="text.secondary">{t('detail.noResults')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('detail.history')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('chart.date')}</TableCell>
            <TableCell>{t('detail.source')}</TableCell>
            <TableCell>{t('chart.score')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...results].reverse().map((result) => (
            <TableRow key={result.id} data-testid="result-row">
              <TableCell component="th" scope="row">
                {day.format(new Date(`${result.takenOn}T12:00:00`))}
              </TableCell>
              <TableCell>
                {t(`detail.sourceOf.${result.source}`)}
                {result.correctedBy && (
                  <Typography variant="body2" color="text.secondary">
                    {t('detail.corrected')}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                {result.scores.map((score) => (
                  <Typography key={score.key} variant="body2">
                    {`${score.label[lang]}: ${scoreText(t, lang, score.value, null)}`}
                    {score.band ? ` · ${score.band.label[lang]}` : ''}
                    {score.withheld ? ` (${score.withheld[lang]})` : ''}
                  </Typography>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
