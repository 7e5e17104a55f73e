import { Box, Typography } from '@mui/material';
import type { OutcomeResultSummary } from '@openset/contracts';
import { useLang } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/strings';
import { scoreText } from '../chart/scoreText';

/** A result's headline score (the first scale) and its band, or why it was not scored. */
export function LatestScore({ result }: { result: OutcomeResultSummary | undefined }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const score = result?.scores[0];
  if (!score) return <Typography variant="body2" color="text.secondary">{t('list.noResult')}</Typography>;
  return (
    <Box>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {scoreText(t, lang, score.value, null)}
      </Typography>
      {score.band && (
        <Typography variant="body2" component="span" color="text.secondary">
          {` · ${score.band.label[lang]}`}
        </Typography>
      )}
    </Box>
  );
}
