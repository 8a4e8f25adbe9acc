import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { memberIsBusy, subscribeToMemberBusy } from './member-busy';

/**
 * Which modal wins when several want the screen at once, highest first (DESIGN 3): the 18+ entry
 * warning, a moderator's warning the member must acknowledge, sign-up (and the activation reminder that
 * follows it), match, new like, time bonus.
 */
export const modalPriority = ['entry-warning', 'moderation-warning', 'signup', 'activation', 'match', 'new-like', 'time-bonus'] as const;
export type ModalKind = (typeof modalPriority)[number];

/**
 * Modals that arrive on their own (a like from someone, a timer), not from what the member just did: they
 * wait while the member writes in a field or has just touched the page, and open once it is quiet.
 */
const arrivesUnasked: ReadonlySet<ModalKind> = new Set(['new-like', 'time-bonus']);

// Module state is site-wide: the kit is one federation singleton, shared by the shell and every remote.
const requests = new Map<symbol, ModalKind>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The highest-priority kind that wants to open, if any. */
function currentKind(): ModalKind | undefined {
  let best: ModalKind | undefined;
  for (const kind of requests.values()) {
    if (best === undefined || modalPriority.indexOf(kind) < modalPriority.indexOf(best)) best = kind;
  }
  return best;
}

/**
 * Asks for the screen: while `wantsOpen`, this modal is queued; the hook answers whether it is its turn.
 * Render `<Modal open={useModalTurn('match', matched)} …>` so at most one kit modal shows at a time and a
 * lower one waits (it opens once the higher one closes).
 */
export function useModalTurn(kind: ModalKind, wantsOpen: boolean): boolean {
  const [token] = useState(() => Symbol(kind));
  useEffect(() => {
    if (!wantsOpen) return;
    requests.set(token, kind);
    emit();
    return () => {
      requests.delete(token);
      emit();
    };
  }, [kind, wantsOpen, token]);
  const current = useSyncExternalStore(subscribe, currentKind, currentKind);
  const busy = useSyncExternalStore(subscribeToMemberBusy, memberIsBusy, () => false);
  // Busy only holds back the opening: a modal already open stays, or the member's own tap on its close
  // button would hide it before the click arrives, and it would come back.
  const shown = useRef(false);
  const open = wantsOpen && current === kind && (shown.current || !(busy && arrivesUnasked.has(kind)));
  shown.current = open;
  return open;
}

/** True while a modal that outranks `kind` wants the screen: a slot can hold back a lower modal it mounts. */
export function useModalBlocked(kind: ModalKind): boolean {
  const current = useSyncExternalStore(subscribe, currentKind, currentKind);
  return current !== undefined && modalPriority.indexOf(current) < modalPriority.indexOf(kind);
}
