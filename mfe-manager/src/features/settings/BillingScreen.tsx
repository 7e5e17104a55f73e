import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { QueryContent } from '@openset/web-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { useSubscriptionQuery } from '../manager-api/managerApi';
import { ProfileLoaded } from './ProfileLoaded';

/**
 * Billing (spec section 3, the manager's billing fields): plan and status, seats, active staff,
 * invitations left and trial days left. Billing itself is an outside system: a link out.
 */
export function BillingScreen() {
  const { t } = useTranslation(NS);
  const subscription = useSubscriptionQuery();
  const hintId = useId();
  return (
    <ProfileLoaded title={t('settings.billing')}>
      {(profile) => (
        <QueryContent query={subscription} failed={t('settings.loadFailed')}>
          {(facts) => (
            <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0, '& dt': { fontWeight: 600 }, '& dd': { m: 0 } }} data-testid="billing-facts">
                <dt>{t('settings.plan')}</dt>
                <dd>{profile.billing.plan ?? t('settings.noPlan')}</dd>
                <dt>{t('settings.status')}</dt>
                <dd>{t(`settings.statuses.${profile.billing.status}`)}</dd>
                <dt>{t('settings.seats')}</dt>
                <dd>{facts.seats}</dd>
                <dt>{t('settings.activeStaff')}</dt>
                <dd>{facts.activeStaff}</dd>
                <dt>{t('settings.invitationsLeft')}</dt>
                <dd>{facts.invitationsLeft === 'unlimited' ? t('settings.unlimited') : facts.invitationsLeft}</dd>
                <dt>{t('settings.trialDaysLeft')}</dt>
                <dd>{facts.trialDaysLeft === null ? t('settings.noTrial') : t('settings.trialDays', { count: facts.trialDaysLeft })}</dd>
              </Box>
              <Stack sx={{ mt: 3 }} spacing={1}>
                {facts.billingUrl ? (
                  <>
                    <div>
                      <Button variant="contained" href={facts.billingUrl} target="_blank" rel="noopener noreferrer" aria-describedby={hintId}>
                        {t('settings.manageBilling')}
                      </Button>
                    </div>
                    <Typography id={hintId} variant="body2" color="text.secondary">
                      {t('settings.manageBillingHint')}
                    </Typography>
                  </>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('settings.billingUnavailable')}
                  </Typography>
                )}
              </Stack>
            </Paper>
          )}
        </QueryContent>
      )}
    </ProfileLoaded>
  );
}
