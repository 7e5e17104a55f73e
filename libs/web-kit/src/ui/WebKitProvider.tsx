import { createTheme, CssBaseline, ThemeProvider } from '@mui/material';
import { enUS, frFR } from '@mui/material/locale';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { useLang } from '../i18n/formats';
import { i18next } from '../i18n/i18n';
import type { AppStore } from '../store/store';
import { FlashMessages } from './FlashMessages';
import { theme } from './theme';

/** Store, theme, translations and the flash area: what the shell and every dev harness wrap around their app. */
export function WebKitProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18next}>
        <LocalizedTheme>
          <CssBaseline />
          {children}
          <FlashMessages />
        </LocalizedTheme>
      </I18nextProvider>
    </Provider>
  );
}

/**
 * The theme in the page's language: MUI's own words (an alert's "Close", a list's "No options",
 * pagination's labels where a screen gives none) follow i18next, in English or French.
 */
function LocalizedTheme({ children }: { children: ReactNode }) {
  const french = useLang() === 'fr';
  const localized = useMemo(() => createTheme(theme, french ? frFR : enUS), [french]);
  return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
}
