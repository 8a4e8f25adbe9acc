import { Suspense, use, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { loadMessages } from './locales';
import type { Locale, MessagesLoader } from './locales';
import { withPlainTextAsLiterals, type FormattableMessages } from './plain-text-messages';

/** A catalogue request; `status`/`value` follow React's thenable protocol once it has arrived. */
type CataloguePromise = Promise<FormattableMessages> & { status?: 'fulfilled'; value?: FormattableMessages };

const cache = new Map<string, CataloguePromise>();

function messagesFor(scope: string, loader: MessagesLoader, locale: Locale): CataloguePromise {
  const key = `${scope}:${locale}`;
  let pending = cache.get(key);
  if (!pending) {
    const request: CataloguePromise = loadMessages(loader, locale).then(
      (loaded) => {
        const messages = withPlainTextAsLiterals(loaded);
        // Marked as React marks the thenables it has seen: use() then reads it without suspending, so a
        // catalogue that arrived in the background replaces the shown one without a fallback.
        request.status = 'fulfilled';
        request.value = messages;
        return messages;
      },
      (error: unknown) => {
        cache.delete(key); // let a later render try again
        throw error;
      },
    );
    pending = request;
    cache.set(key, pending);
  }
  return pending;
}

/**
 * Starts loading an app's catalogue for a locale before anything renders, into the same cache the
 * provider of that `scope` reads: the catalogues of nested providers (kit, shell, a remote) then arrive
 * together instead of each waiting for its parent's before it is even asked for.
 */
export function preloadAppMessages(scope: string, load: MessagesLoader, locale: Locale): void {
  // A failure is the provider's to report when it renders; the cache entry is dropped for a retry.
  messagesFor(scope, load, locale).catch(() => undefined);
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
  const locale = parent.locale as Locale;
  // The locale whose catalogue is on screen. A language switch keeps the page with the current messages
  // until the new catalogue has arrived: suspending would unmount the whole app below, losing focus,
  // scroll and what the member typed. Only the very first catalogue suspends; there is nothing to show before.
  const [shown, setShown] = useState(locale);
  const [, setArrivals] = useState(0);
  const arrived = messagesFor(scope, load, locale).status === 'fulfilled';
  if (shown !== locale && arrived) setShown(locale);
  useEffect(() => {
    if (arrived) return;
    let live = true;
    messagesFor(scope, load, locale).then(
      () => live && setArrivals((count) => count + 1),
      () => undefined, // the old language stays; the next switch tries again
    );
    return () => {
      live = false;
    };
  }, [arrived, scope, load, locale]);
  const own = use<FormattableMessages>(messagesFor(scope, load, shown) as Promise<FormattableMessages>);
  const messages = useMemo(() => ({ ...(parent.messages as FormattableMessages), ...own }), [parent.messages, own]);
  return (
    // react-intl formats strings and ASTs alike in one catalogue; its type only names catalogues of one kind.
    <IntlProvider locale={parent.locale} defaultLocale={parent.defaultLocale} messages={messages as Record<string, string>}>
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
