import { Alert } from '@mui/material';
import type { ClinicianProfile, ManagerProfile } from '@openset/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Minutes and seconds left, as the countdown shows them (`1:05:09`, `4:07`). */
export function timeLeft(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * The banner above a demo or trial account's screens (spec section 2, shell elements): a demo
 * counts down to its end and says printing and e-mailing are disabled; a trial says its days left.
 */
export function AccountBanner({ profile }: { profile: ClinicianProfile | ManagerProfile }) {
  const demoUntil = 'demoUntil' in profile && profile.demoUntil ? new Date(profile.demoUntil).getTime() : null;
  if (demoUntil !== null) return <DemoBanner until={demoUntil} />;
  if (profile.type === 'trial' && profile.trialDaysLeft !== null) return <TrialBanner daysLeft={profile.trialDaysLeft} />;
  return null;
}

function DemoBanner({ until }: { until: number }) {
  const { t } = useTranslation('shell');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = until - now;
  // The countdown is not announced every second: only its text is there for whoever reads it.
  return (
    <Alert severity="info" square data-testid="demo-banner" sx={{ justifyContent: 'center' }}>
      {left > 0 ? t('demo.banner', { time: timeLeft(left) }) : t('demo.ended')}
    </Alert>
  );
}

function TrialBanner({ daysLeft }: { daysLeft: number }) {
  const { t } = useTranslation('shell');
  const text = daysLeft > 1 ? t('demo.trial', { count: daysLeft }) : daysLeft === 1 ? t('demo.trialOne') : t('demo.trialLast');
  return (
    <Alert severity="info" square data-testid="trial-banner" sx={{ justifyContent: 'center' }}>
      {text}
    </Alert>
  );
}
