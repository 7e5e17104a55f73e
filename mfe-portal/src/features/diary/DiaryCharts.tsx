import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { diaryChartKind, diaryChartValue, type DiaryChartKind, type DiaryEntry } from '@openset/contracts';
import { DAY_MS, localMidnight, visuallyHidden } from '@openset/web-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';

/**
 * One line chart per kind of entry (oldest to newest), each with a table of the same numbers as
 * its text alternative: the chart itself is hidden from screen readers. A lazy chunk.
 */
export default function DiaryCharts({ entries }: { entries: DiaryEntry[] }) {
  const { t, i18n } = useTranslation(NS);
  const lang = i18n.resolvedLanguage ?? 'en';
  // Days in the reader's words ("5 Nov", "5 nov."): a calendar day, placed and read at the
  // phone's own midnight, where the time axis puts its ticks.
  const dayFormat = useMemo(() => new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short' }), [lang]);
  const numberFormat = useMemo(() => new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }), [lang]);
  const formatDay = (date: Date) => (Number.isNaN(date.getTime()) ? '' : dayFormat.format(date));
  const formatNumber = (value: number | string | null | undefined) => {
    if (value === null || value === undefined || value === '') return '';
    const number = Number(value);
    return Number.isFinite(number) ? numberFormat.format(number) : String(value);
  };
  const byType = new Map<DiaryChartKind, DiaryEntry[]>();
  for (const entry of [...entries].sort((a, b) => (a.date + a.created).localeCompare(b.date + b.created))) {
    const kind = diaryChartKind(entry);
    byType.set(kind, [...(byType.get(kind) ?? []), entry]);
  }
  // Water is drawn in litres, whichever unit each entry was made in; effort and breathlessness apart.
  const titleOf = (kind: DiaryChartKind) =>
    kind === 'water' ? t('diary.waterChart') : kind === 'dyspnea' ? t('scales.dyspnea') : kind === 'rpe' ? t('scales.rpe') : t(`diaryTypes.${kind}`);
  return (
    <>
      {[...byType].map(([type, list]) => {
        const points = list.map((entry) => ({ at: localMidnight(entry.date), value: diaryChartValue(entry), entry }));
        const name = titleOf(type);
        return (
          <Box key={type} component="figure" sx={{ m: 0, mb: 3 }} aria-labelledby={`chart-${type}`}>
            <Typography id={`chart-${type}`} component="figcaption" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Box aria-hidden="true">
              <LineChart
                height={200}
                // A time axis: days as far apart as they are (a week without entries shows as a week).
                xAxis={[{ scaleType: 'time', data: points.map((point) => point.at), tickMinStep: DAY_MS, valueFormatter: formatDay }]}
                yAxis={[{ valueFormatter: (value: number) => numberFormat.format(value) }]}
                series={[{ data: points.map((point) => point.value), label: name, showMark: true, valueFormatter: (value: number | null) => formatNumber(value) }]}
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
                    <TableCell>{formatDay(point.at)}</TableCell>
                    <TableCell>{type === 'bp' ? `${formatNumber(point.entry.values.systolic)}/${formatNumber(point.entry.values.diastolic)}` : formatNumber(point.value)}</TableCell>
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

