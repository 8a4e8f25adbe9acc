import { Suspense, use, useMemo } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { loadMessages } from './locales';
import type { Locale, Messages, MessagesLoader } from './locales';

const cache = new Map<string, Promise<Messages>>();

function messagesFor(scope: string, loader: MessagesLoader, locale: Locale): Promise<Messages> {
  const key = `${scope}:${locale}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = loadMessages(loader, locale).catch((error: unknown) => {
      cache.delete(key); // let a later render try again
      throw error;
    });
    cache.set(key, pending);
  }
  return pending;
}

interface AppMessagesProviderProps {
  /** A unique name for the app whose messages these are, for example `search`. */
  scope: string;
  load: MessagesLoader;
  children: ReactNode;
  fallback?: ReactNode;
}

function MergedIntl({ scope, load, children }: Omit<AppMessagesProviderProps, 'fallback'>) {
  const parent = useIntl();
  const own = use(messagesFor(scope, load, parent.locale as Locale));
  const messages = useMemo(() => ({ ...(parent.messages as Messages), ...own }), [parent.messages, own]);
  return (
    <IntlProvider locale={parent.locale} defaultLocale={parent.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}

/**
 * Adds an app's catalogue for the active locale on top of the messages already provided, so a remote
 * ships and loads only its own messages while the shell's and the kit's stay available.
 */
export function AppMessagesProvider({ fallback = null, ...props }: AppMessagesProviderProps) {
  return (
    <Suspense fallback={fallback}>
      <MergedIntl {...props} />
    </Suspense>
  );
}
