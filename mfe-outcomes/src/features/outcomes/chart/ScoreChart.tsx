import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography, useTheme } from '@mui/material';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { DAY_MS, type OutcomeScale } from '@openset/contracts';
import { bandOf, dateFormat, scoreSeries, useLang, visuallyHidden, type ScoreInput, type ScorePoint, type ScoreSeries } from '@openset/web-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/strings';
import { bandTones } from './bandColours';
import { changeText, scoreText } from './scoreText';

export interface ScoreChartProps {
  scale: OutcomeScale;
  results: readonly ScoreInput[];
  /** The instrument's abbreviation, before the scale's name in the caption. */
  instrument: string;
}

/**
 * One scale's scores over time (a lazy chunk: the charts library loads with it). The scale's own
 * range on the y axis, its bands shaded (worst red, best green, by the instrument's direction),
 * dashed lines at the baseline plus and minus the MCID, and each result whose change from the
 * baseline reaches the MCID ringed. The picture is inert; the table under it, visually hidden,
 * says the same to screen readers (date, score, band, change, whether it is meaningful), and the
 * caption says which way is better.
 */
export default function ScoreChart({ scale, results, instrument }: ScoreChartProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const captionId = useId();
  const series = scoreSeries(scale, results);
  const day = dateFormat(lang, { day: 'numeric', month: 'short', year: 'numeric' });
  const axisDay = dateFormat(lang, { day: 'numeric', month: 'short' });
  const times = series.points.map((point) => point.at.getTime());
  // Half a day either side: one result is a dot in the middle, not an empty axis.
  const first = Math.min(...times, Date.now());
  const last = Math.max(...times, first);
  const xBounds = { min: new Date(first - DAY_MS / 2), max: new Date(last + DAY_MS / 2) };
  const title = `${instrument} · ${scale.label}`;
  return (
    <Paper variant="outlined" component="figure" aria-labelledby={captionId} sx={{ m: 0, p: 2 }} data-testid={`chart-${scale.key}`}>
      <Typography id={captionId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {scale.higherIsBetter !== null && t(scale.higherIsBetter ? 'chart.higherBetter' : 'chart.lowerBetter')}
        {series.mcid !== null && ` ${t('chart.mcidKey', { mcid: series.mcid })}`}
        {/* Said, not left to an unshaded chart: QuickDASH, the LEFS and others publish no bands. */}
        {series.bands.length === 0 && ` ${t('chart.noBands')}`}
      </Typography>
      <Box inert sx={{ height: 260 }}>
        <ChartsContainer
          height={260}
          skipAnimation
          xAxis={[{ id: 'time', scaleType: 'time', data: series.points.map((point) => point.at), ...xBounds, tickMinStep: DAY_MS, valueFormatter: (value: Date) => axisDay.format(value) }]}
          yAxis={[{ id: 'score', min: series.domain.min, max: series.domain.max }]}
          series={[{ type: 'line', data: series.points.map((point) => point.value), connectNulls: true, showMark: true, label: title }]}
          margin={{ left: 0, right: 24 }}
        >
          <Bands series={series} />
          <ChartsGrid horizontal />
          <LinePlot />
          <MarkPlot />
          {series.baseline !== null && series.mcid !== null && (
            <>
              <McidLine y={series.baseline + series.mcid} series={series} />
              <McidLine y={series.baseline - series.mcid} series={series} />
            </>
          )}
          <MeaningfulRings points={series.points} />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsContainer>
      </Box>
      <Box sx={visuallyHidden}>
        <Table size="small">
          <caption>{t('chart.tableCaption', { title })}</caption>
          <TableHead>
            <TableRow>
              {(['date', 'score', 'band', 'change'] as const).map((column) => (
                <TableCell key={column} component="th" scope="col">
                  {t(`chart.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {series.points.map((point, index) => {
              const band = bandOf(series.bands, point.value);
              return (
                <TableRow key={index}>
                  <TableCell component="th" scope="row">
                    {day.format(point.at)}
                  </TableCell>
                  <TableCell>{scoreText(t, lang, point.value, scale.unit)}</TableCell>
                  <TableCell>{band ? band.label : '—'}</TableCell>
                  <TableCell>{point.value === null ? '—' : point.change === null ? t('chart.baseline') : changeText(t, lang, point, scale.unit)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}

/** The bands as faint rectangles across the drawing area, each labelled at its right end. */
function Bands({ series }: { series: ScoreSeries }) {
  const theme = useTheme();
  const y = useYScale('score') as (value: number) => number;
  const { left, width } = useDrawingArea();
  const tones = bandTones(series.bands, series.higherIsBetter);
  return (
    <g data-testid="score-bands">
      {series.bands.map((band, index) => {
        // Bands meet on whole points (0-4, 5-14): each reaches halfway to the next one.
        const next = series.bands[index + 1];
        const top = next ? (band.max + next.min) / 2 : band.max;
        const previous = series.bands[index - 1];
        const bottom = previous ? (previous.max + band.min) / 2 : band.min;
        const yTop = y(top);
        const yBottom = y(bottom);
        const tone = tones[index]!;
        const colour = tone === 'neutral' ? theme.palette.grey[500] : theme.palette[tone].main;
        return (
          <g key={band.key}>
            <rect x={left} y={yTop} width={width} height={Math.max(0, yBottom - yTop)} fill={colour} fillOpacity={0.12} />
            <text x={left + width - 4} y={yTop + 12} textAnchor="end" fontSize={11} fill={theme.palette.text.secondary}>
              {band.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** A dashed line at the baseline plus or minus the MCID, drawn only where it is on the scale. */
function McidLine({ y, series }: { y: number; series: ScoreSeries }) {
  if (y < series.domain.min || y > series.domain.max) return null;
  return <ChartsReferenceLine y={y} axisId="score" lineStyle={{ strokeDasharray: '4 4', strokeOpacity: 0.6 }} />;
}

/** A ring round each result whose change from the baseline reaches the MCID: green better, red worse. */
function MeaningfulRings({ points }: { points: ScorePoint[] }) {
  const theme = useTheme();
  const x = useXScale('time') as (value: Date) => number;
  const y = useYScale('score') as (value: number) => number;
  return (
    <g data-testid="meaningful-marks">
      {points.map((point, index) =>
        point.value !== null && (point.verdict === 'improved' || point.verdict === 'worsened') ? (
          <circle
            key={index}
            cx={x(point.at)}
            cy={y(point.value)}
            r={9}
            fill="none"
            strokeWidth={2.5}
            stroke={point.verdict === 'improved' ? theme.palette.success.main : theme.palette.error.main}
            data-verdict={point.verdict}
          />
        ) : null,
      )}
    </g>
  );
}
