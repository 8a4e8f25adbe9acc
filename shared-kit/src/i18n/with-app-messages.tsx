import type { ComponentType } from 'react';
import { AppMessagesProvider } from './app-messages-provider';
import type { MessagesLoader } from './locales';

/** Wraps a remote's page so its own catalogue is loaded before it renders (see AppMessagesProvider). */
export function withAppMessages<P extends object>(scope: string, load: MessagesLoader, Page: ComponentType<P>): ComponentType<P> {
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
