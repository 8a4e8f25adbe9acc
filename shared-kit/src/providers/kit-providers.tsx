import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '../theme';
import { AppMessagesProvider } from '../i18n/app-messages-provider';
import { defaultLocale } from '../i18n/locales';
import { KIT_MESSAGES_SCOPE, loadKitMessages } from '../i18n/kit-messages';
import type { AppStore } from '../store/create-app-store';
import { useAppSelector } from '../store/hooks';
import { selectLocale } from '../session/session-slice';

function LocalizedKit({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  // Assistive technology and the browser's translation offer read the page's language from <html lang>.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  // No key on the provider: a language switch re-renders the page in place instead of remounting it.
  return (
    <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={{}}>
      <AppMessagesProvider scope={KIT_MESSAGES_SCOPE} load={loadKitMessages}>
        {children}
      </AppMessagesProvider>
    </IntlProvider>
  );
}

export interface KitProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/** Store, theme and the kit's messages for the store's active locale: what every app renders inside. */
export function KitProviders({ store, children }: KitProvidersProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <LocalizedKit>{children}</LocalizedKit>
      </ThemeProvider>
    </Provider>
  );
}
