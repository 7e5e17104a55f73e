import type { Translate } from './translate';

/** The sign-in page's brand panel beside the card, on screens wide enough for both (styles.ts). */
export function BrandPanel({ t }: { t: Translate }) {
  return (
    <div className="sg-brand">
      <p className="sg-brand-name">{t('common:app.name')}</p>
      <div>
        <p className="sg-tagline">{t('login.tagline')}</p>
        <p className="sg-brand-sub">{t('common:app.tagline')}</p>
      </div>
      <div />
    </div>
  );
}
