import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { i18next } from '../i18n/i18n';
import type { AppStore } from '../store/store';
import { FlashMessages } from './FlashMessages';
import { theme } from './theme';

/** Store, theme, translations and the flash area: what the shell and every dev harness wrap around their app. */
export function WebKitProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18next}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
          <FlashMessages />
        </ThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}
