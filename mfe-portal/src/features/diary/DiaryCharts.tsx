import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { DAY_MS, type DiaryChartKind, type DiaryEntry } from '@openset/contracts';
import { dateFormat, dayAxisBounds, diaryAxisRange, diarySeries, diaryTickFormat, diaryValueFormat, isDailyTotal, localMidnight, useLang, visuallyHidden } from '@openset/web-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';

/**
 * One line chart per kind of entry (oldest to newest), the clinician's model (web-kit's
 * `diarySeries`: blood pressure as its two lines, amounts by the day's total, water in litres,
 * the 0-10 scales whole), each with a table of the same numbers as its text alternative: the
 * chart itself is inert, hidden from screen readers and out of the tab order. A lazy chunk.
 */
export default function DiaryCharts({ entries }: { entries: DiaryEntry[] }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  // Days in the reader's words ("5 Nov", "5 nov."): a calendar day, placed and read at the
  // phone's own midnight, where the time axis puts its ticks.
  const dayFormat = dateFormat(lang, { day: 'numeric', month: 'short' });
  const formatDay = (date: Date) => (Number.isNaN(date.getTime()) ? '' : dayFormat.format(date));
  const formatNumber = useMemo(() => diaryValueFormat(lang), [lang]);
  // Amounts are each day's total, water in litres whichever unit each entry was made in; effort
  // and breathlessness apart; heart rate and pressure with their unit, which the axis does not show.
  const titleOf = (kind: DiaryChartKind) => {
    if (isDailyTotal(kind)) return t(`diary.dailyChart.${kind}`);
    if (kind === 'dyspnea' || kind === 'rpe') return t(`scales.${kind}`);
    if (kind === 'hr' || kind === 'bp') return t(`diary.unitChart.${kind}`);
    return t(`diaryTypes.${kind}`);
  };
  // Every chart spans the days of all the entries shown, so the charts line up day for day.
  const dates = entries.map((entry) => entry.date).sort();
  const period = { from: dates[0] ?? '', to: dates.at(-1) ?? '' };
  const valueName = (kind: DiaryChartKind, key: string) => (kind === 'bp' ? t(`fields.${key as 'systolic' | 'diastolic'}`) : titleOf(kind));
  return (
    <>
      {diarySeries(entries).map(({ type, keys, points }) => {
        const days = points.map((point) => localMidnight(point.date));
        const name = titleOf(type);
        return (
          <Box key={type} component="figure" sx={{ m: 0, mb: 3 }} aria-labelledby={`chart-${type}`}>
            <Typography id={`chart-${type}`} component="figcaption" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Box inert>
              <LineChart
                height={200}
                skipAnimation
                // A time axis: days as far apart as they are (a week without entries shows as a week).
                xAxis={[{ scaleType: 'time', data: days, ...dayAxisBounds(period), tickMinStep: DAY_MS, valueFormatter: formatDay }]}
                yAxis={[{ ...diaryAxisRange(type), valueFormatter: diaryTickFormat(type, lang) }]}
                series={keys.map((key) => ({
                  data: points.map((point) => point.values[key] ?? null),
                  label: valueName(type, key),
                  connectNulls: true,
                  // Each entry a dot: a diary of one entry is a dot, not an empty chart.
                  showMark: true,
                  valueFormatter: (value: number | null) => formatNumber(value),
                }))}
                hideLegend={keys.length === 1}
                // Room on the right for the last day's label.
                margin={{ left: 0, right: 24 }}
              />
            </Box>
            {/* Hidden by a box: a table ignores the style's 1px width, and its long rows widened the page. */}
            <Box sx={visuallyHidden}>
              <Table size="small">
                <caption>{t('diary.tableCaption', { type: name })}</caption>
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">
                      {t('diary.date')}
                    </TableCell>
                    {keys.map((key) => (
                      <TableCell key={key} component="th" scope="col">
                        {valueName(type, key)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {points.map((point, index) => (
                    <TableRow key={`${point.date}-${index}`}>
                      <TableCell>{formatDay(days[index]!)}</TableCell>
                      {keys.map((key) => (
                        <TableCell key={key}>{formatNumber(point.values[key])}</TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Box>
        );
      })}
    </>
  );
}
