import type { ApiError, Gift } from '@dating/shared-kit';

/** A message on its way: shown as an optimistic bubble until the stored message replaces it. */
export interface OutboxItem {
  client_id: string;
  kind: 'text' | 'image' | 'gift' | 'voice';
  text?: string;
  gift?: Gift;
  file?: File;
  /** Length of a recorded voice message, for its bubble while it uploads. */
  durationMs?: number;
  /** Object URL of the picked image, for the bubble while it uploads. */
  imageUrl?: string;
  status: 'sending' | 'failed';
  /** Upload progress of an image, 0..1. */
  progress?: number;
  sent_at: string;
  error?: ApiError;
  /** Sent anyway after the "are you sure?" warning on insulting words. */
  confirm?: boolean;
}

/**
 * Errors a retry cannot fix: the composer keeps the draft and a card docked over it explains what to do
 * (buy credits, go premium, wait for a confirmation). Anything else leaves a failed bubble with Retry.
 */
export const dockedErrorCodes = [
  'insufficient_credits',
  'conversation_limit',
  'recipient_not_confirmed',
  'email_not_confirmed',
  'member_blocked',
  'message_too_long',
  // The pre-send warning: the member edits the draft or sends it anyway (confirm).
  'message_flagged',
] as const;
export type DockedErrorCode = (typeof dockedErrorCodes)[number];

export function isDockedError(error: ApiError): error is ApiError & { code: DockedErrorCode } {
  return (dockedErrorCodes as readonly string[]).includes(error.code);
}
