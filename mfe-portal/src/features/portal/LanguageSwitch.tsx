import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { Lang } from '@openset/contracts';
import { setLanguage, useLang } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { rememberChosenLanguage } from './chosenLanguage';

/**
 * English or French, for the whole page (remembered for the next visit). Each button's name
 * starts with its visible letters (WCAG 2.5.3, label in name), then names the language.
 * A language chosen here is kept over the account's at the next sign-in (chosenLanguage.ts).
 */
export function LanguageSwitch() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={lang}
      aria-label={t('language')}
      onChange={(_event, next: Lang | null) => {
        if (!next) return;
        rememberChosenLanguage(next);
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
