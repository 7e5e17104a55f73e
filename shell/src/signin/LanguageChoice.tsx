import { LANGS, type Lang } from '@openset/contracts/plain';
import { isLang } from '@openset/web-kit/signed-out';
import type { Translate } from './translate';

/** The interface language, above the sign-in card; each language is named in itself (`lang`). */
export function LanguageChoice({ t, lang, onChoose }: { t: Translate; lang: Lang; onChoose: (lang: Lang) => void }) {
  return (
    <div className="sg-top">
      <label className="sg-lang">
        {t('common:language.label')}
        <select value={lang} onChange={(event) => isLang(event.target.value) && onChoose(event.target.value)} data-testid="language-select">
          {LANGS.map((option) => (
            <option key={option} value={option} lang={option}>
              {t(`common:language.${option}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
