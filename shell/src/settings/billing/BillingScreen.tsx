import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { ClinicianBilling } from '@openset/contracts';
import { addAppStrings, PageLayout, QueryContent, useDateFormat, usePageTitle } from '@openset/web-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useClinicianBillingQuery } from './billingApi';
import { SETTINGS_BILLING_NS, settingsBillingStrings } from './billingStrings';

addAppStrings(SETTINGS_BILLING_NS, settingsBillingStrings);

/**
 * Settings > Billing (spec sections 2 and 3): the plan, its status and a trial's days left.
 * Billing itself is an outside system: an account that pays for itself gets a link out to it;
 * staff, students and the demo are told who pays instead.
 */
export function BillingScreen() {
  const { t } = useTranslation(SETTINGS_BILLING_NS);
  const { t: common } = useTranslation('common');
  usePageTitle(t('title'), common('app.name'));
  const billing = useClinicianBillingQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      <QueryContent query={billing} failed={t('loadFailed')}>
        {(data) => <BillingFacts billing={data} />}
      </QueryContent>
    </PageLayout>
  );
}

function BillingFacts({ billing }: { billing: ClinicianBilling }) {
  const { t } = useTranslation(SETTINGS_BILLING_NS);
  const dates = useDateFormat({ dateStyle: 'long' });
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Box
        component="dl"
        data-testid="billing-facts"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0, '& dt': { fontWeight: 600 }, '& dd': { m: 0 } }}
      >
        <dt>{t('plan')}</dt>
        <dd>{billing.plan ?? t('noPlan')}</dd>
        <dt>{t('status')}</dt>
        <dd>{t(`statuses.${billing.status}`)}</dd>
        {billing.trialDaysLeft !== null && billing.trialUntil !== null && (
          <>
            <dt>{t('trialDaysLeft')}</dt>
            <dd data-testid="trial-days-left">
              {billing.trialDaysLeft > 0 ? t('trialDays', { count: billing.trialDaysLeft, date: dates.format(new Date(billing.trialUntil)) }) : t('trialOver')}
            </dd>
          </>
        )}
      </Box>
      {billing.payer === 'self' ? <BillingLink url={billing.billingUrl} /> : <Alert severity="info">{t(`payers.${billing.payer}`)}</Alert>}
    </Stack>
  );
}

/** The way out to the billing system, in a new tab (its description says so). */
function BillingLink({ url }: { url: string | null }) {
  const { t } = useTranslation(SETTINGS_BILLING_NS);
  const hintId = useId();
  if (!url) return <Alert severity="warning">{t('unavailable')}</Alert>;
  return (
    <Stack spacing={1}>
      <div>
        <Button variant="contained" href={url} target="_blank" rel="noopener noreferrer" aria-describedby={hintId} data-testid="billing-link">
          {t('manage')}
        </Button>
      </div>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('manageHint')}
      </Typography>
    </Stack>
  );
}
