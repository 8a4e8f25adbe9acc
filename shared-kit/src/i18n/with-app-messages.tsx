import type { ComponentType } from 'react';
import { AppMessagesProvider, preloadAppMessages } from './app-messages-provider';
import { firstPageLocale } from './kit-messages';
import type { MessagesLoader } from './locales';

/**
 * Wraps a remote's page so its own catalogue is loaded before it renders (see AppMessagesProvider). Called
 * when the remote's route code is evaluated, it starts the catalogue for the page's first locale at once:
 * the page then does not wait for it after the layout above it has rendered.
 */
export function withAppMessages<P extends object>(scope: string, load: MessagesLoader, Page: ComponentType<P>): ComponentType<P> {
  const locale = firstPageLocale();
  if (locale) preloadAppMessages(scope, load, locale);
  function WithAppMessages(props: P) {
    return (
      <AppMessagesProvider scope={scope} load={load}>
        <Page {...props} />
      </AppMessagesProvider>
    );
  }
  WithAppMessages.displayName = `WithAppMessages(${scope})`;
  return WithAppMessages;
}
