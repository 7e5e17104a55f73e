import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { TRIAL_DAYS, type Referral } from '@openset/contracts';
import { addAppStrings, PageLayout, QueryContent, usePageTitle, useRunAction } from '@openset/web-kit';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReferralQuery } from './referralApi';
import { SETTINGS_REFER_NS, settingsReferStrings } from './referStrings';

addAppStrings(SETTINGS_REFER_NS, settingsReferStrings);

/**
 * Settings > Refer (spec section 2): a professional's or trial's referral link, a Copy button and
 * how many accounts signed up through it. Staff, students and the demo are told why they have
 * none. The count is read again each time the screen opens.
 */
export function ReferScreen() {
  const { t } = useTranslation(SETTINGS_REFER_NS);
  const { t: common } = useTranslation('common');
  usePageTitle(t('title'), common('app.name'));
  const referral = useReferralQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <PageLayout title={t('title')} subtitle={t('subtitle', { days: TRIAL_DAYS })}>
      <QueryContent query={referral} failed={t('loadFailed')}>
        {(data) => <ReferralLink referral={data} />}
      </QueryContent>
    </PageLayout>
  );
}

function ReferralLink({ referral }: { referral: Referral }) {
  const { t } = useTranslation(SETTINGS_REFER_NS);
  const run = useRunAction();
  const field = useRef<HTMLInputElement>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  if (!referral.available) return <Alert severity="info">{t(`reasons.${referral.reason}`)}</Alert>;

  // A browser that refuses the clipboard: the link is selected for the person to copy by hand.
  const copy = () =>
    void run(
      async () => {
        await navigator.clipboard.writeText(referral.link);
        setCopyFailed(false);
      },
      'common:flash.copied',
      undefined,
      () => {
        setCopyFailed(true);
        field.current?.focus();
        field.current?.select();
        return true;
      },
    );

  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t('link')}
          value={referral.link}
          inputRef={field}
          fullWidth
          error={copyFailed}
          helperText={copyFailed ? t('copyFailed') : undefined}
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'referral-link', spellCheck: false } }}
        />
        <Button variant="contained" onClick={copy} sx={{ flexShrink: 0, minHeight: 56 }}>
          {t('copy')}
        </Button>
      </Stack>
      <Typography data-testid="referral-sign-ups">
        {t('signUps', { count: referral.signUps })}
      </Typography>
    </Stack>
  );
}
