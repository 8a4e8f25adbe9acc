import { AppError, type ErrorParams } from '../../lib/app-error.ts';

/** Dutch source texts of the chat feature's errors (front ends translate by code, kit.apiError.<code>). */
export const CHAT_MESSAGES = {
  authentication_required: 'Log in om te chatten.',
  insufficient_credits: 'Je hebt onvoldoende credits',
  conversation_limit: 'Als gratis lid kun je maximaal {max} gesprekken beginnen. Word premium lid om meer leden te schrijven.',
  recipient_not_confirmed: 'Dit lid heeft het e-mailadres nog niet bevestigd.',
  email_not_confirmed: 'Bevestig eerst je e-mailadres, daarna kun je berichten sturen.',
  member_blocked: 'Jullie kunnen elkaar geen berichten sturen.',
  conversation_not_found: 'Dit gesprek bestaat niet (meer).',
  message_too_long: 'Je bericht is te lang (maximaal {max} tekens).',
  message_empty: 'Schrijf eerst een bericht.',
  gift_not_found: 'Dit cadeau bestaat niet (meer).',
  chat_target_required: 'Kies een gesprek of een profiel.',
  cannot_message_self: 'Je kunt jezelf geen bericht sturen.',
  profile_not_found: 'Dit profiel bestaat niet (meer).',
  photo_missing: 'Kies een foto om te versturen.',
  photo_too_large: 'Deze foto is te groot (maximaal {max_mb} MB).',
  invalid_image: 'Dit bestand is geen bruikbare foto.',
  invalid_upload: 'De upload is onvolledig of beschadigd. Probeer het opnieuw.',
  voice_missing: 'Neem eerst een spraakbericht op.',
  voice_too_large: 'Dit spraakbericht is te groot (maximaal {max_mb} MB).',
  voice_too_long: 'Een spraakbericht duurt maximaal {max_seconds} seconden.',
  invalid_voice: 'Dit bestand is geen bruikbaar spraakbericht.',
  not_found: 'Dit bestaat niet (meer).',
  message_flagged: 'Weet je het zeker? Je bericht bevat woorden die de ander kunnen kwetsen.',
} as const;

export type ChatErrorCode = keyof typeof CHAT_MESSAGES;

/** A chat rule said no: the one AppError, with the chat feature's Dutch text for `code`. */
export function chatError(status: 400 | 402 | 403 | 404 | 413 | 422, code: ChatErrorCode, params?: ErrorParams): AppError {
  return new AppError(status, code, CHAT_MESSAGES[code], params);
}
