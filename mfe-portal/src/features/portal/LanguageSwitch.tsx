import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { Lang } from '@openset/contracts';
import { setLanguage } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';

/**
 * English or French, for the whole page (remembered for the next visit). Each button's name
 * starts with its visible letters (WCAG 2.5.3, label in name), then names the language.
 * `onChosen` hears a language the client chose (the sign-in keeps it over the account's).
 */
export function LanguageSwitch({ onChosen }: { onChosen?: (lang: Lang) => void }) {
  const { t, i18n } = useTranslation(NS);
  const lang: Lang = i18n.language === 'fr' ? 'fr' : 'en';
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={lang}
      aria-label={t('language')}
      onChange={(_event, next: Lang | null) => {
        if (!next) return;
        onChosen?.(next);
        void setLanguage(next);
      }}
    >
      <ToggleButton value="en" lang="en" aria-label="EN, English">
        EN
      </ToggleButton>
      <ToggleButton value="fr" lang="fr" aria-label="FR, Français">
        FR
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
