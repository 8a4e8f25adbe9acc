// The kit's providers concern: what wraps an app (store, messages, theme, router) in the shell or standalone.
export { KitProviders } from './kit-providers';
export type { KitProvidersProps } from './kit-providers';
export { mountStandalone } from './mount-standalone';
