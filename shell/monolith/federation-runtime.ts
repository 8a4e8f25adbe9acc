/**
 * Stands in for `@module-federation/enhanced/runtime` in the monolith build (rspack.monolith.config.ts):
 * the same shell code, but `loadRemote('mfe_x/routes')` imports that remote's source as a lazy chunk of the
 * shell's own bundle instead of fetching a manifest and an entry. The bench compares the two builds' bytes.
 */
type Loader = () => Promise<unknown>;

// Every module a remote exposes (mfe-*/rspack.config.ts), by the id the shell asks for.
const exposed: Record<string, Loader> = {
  'mfe_search/routes': () => import('../../mfe-search/src/exposes/routes'),
  'mfe_chat/routes': () => import('../../mfe-chat/src/exposes/routes'),
  'mfe_likes/routes': () => import('../../mfe-likes/src/exposes/routes'),
  'mfe_likes/NewLikeModal': () => import('../../mfe-likes/src/exposes/new-like-modal'),
  'mfe_payments/routes': () => import('../../mfe-payments/src/exposes/routes'),
  'mfe_payments/TimeBonusModal': () => import('../../mfe-payments/src/exposes/time-bonus-modal'),
  'mfe_signup/routes': () => import('../../mfe-signup/src/exposes/routes'),
  'mfe_signup/SignupModal': () => import('../../mfe-signup/src/exposes/signup-modal'),
  'mfe_landers/routes': () => import('../../mfe-landers/src/exposes/routes'),
};

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = exposed[id];
  if (!load) throw new Error(`${id} is not part of the monolith build`);
  return (await load()) as T;
}

// Nothing to register or check: there are no remotes, and every shared package is bundled once.
export function registerPlugins(): void {}
export function registerRemotes(): void {}
export function satisfy(): boolean {
  return true;
}
