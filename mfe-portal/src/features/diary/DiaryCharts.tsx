import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import type { DiaryEntry, DiaryType } from '@openset/contracts';
import { visuallyHidden } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { chartValue } from './diaryModel';

/**
 * One line chart per kind of entry (oldest to newest), each with a table of the same numbers as
 * its text alternative: the chart itself is hidden from screen readers. A lazy chunk.
 */
export default function DiaryCharts({ entries }: { entries: DiaryEntry[] }) {
  const { t } = useTranslation(NS);
  const byType = new Map<DiaryType, DiaryEntry[]>();
  for (const entry of [...entries].sort((a, b) => (a.date + a.created).localeCompare(b.date + b.created))) {
    byType.set(entry.type, [...(byType.get(entry.type) ?? []), entry]);
  }
  return (
    <>
      {[...byType].map(([type, list]) => {
        const points = list.map((entry) => ({ date: entry.date, value: chartValue(entry), entry }));
        const name = t(`diaryTypes.${type}`);
        return (
          <Box key={type} component="figure" sx={{ m: 0, mb: 3 }} aria-labelledby={`chart-${type}`}>
            <Typography id={`chart-${type}`} component="figcaption" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Box aria-hidden="true">
              <LineChart
                height={200}
                xAxis={[{ scaleType: 'point', data: points.map((point) => point.date.slice(5)) }]}
                series={[{ data: points.map((point) => point.value), label: name, showMark: true }]}
                hideLegend
                margin={{ left: 0, right: 8 }}
              />
            </Box>
            <Table size="small" sx={visuallyHidden}>
              <caption>{t('diary.tableCaption', { type: name })}</caption>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {t('diary.date')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {name}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {points.map((point) => (
                  <TableRow key={point.entry.id}>
                    <TableCell>{point.date}</TableCell>
                    <TableCell>{type === 'bp' ? `${String(point.entry.values.systolic)}/${String(point.entry.values.diastolic)}` : String(point.value)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        );
      })}
    </>
  );
}

