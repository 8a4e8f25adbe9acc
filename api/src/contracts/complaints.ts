import { Type, type Static } from 'typebox';
import { Line, Text } from './common.ts';

/** POST /api/complaints.php (route /complaints): anyone may file one; rate limited per IP. */
export const COMPLAINT_SUBJECTS = ['profile', 'message', 'photo', 'payment', 'privacy', 'technical', 'other'] as const;
export const ComplaintSubject = Type.Enum(COMPLAINT_SUBJECTS);
export type ComplaintSubject = Static<typeof ComplaintSubject>;

export const COMPLAINT_MESSAGE_MIN = 10;
export const COMPLAINT_MESSAGE_MAX = 5000;
/** Complaints one IP address may file per hour. */
export const COMPLAINTS_PER_HOUR = 5;

/** Not a space, @, control character or lone surrogate. */
const EMAIL_CHAR = '[^\\s@\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]';

export const ComplaintBody = Type.Object(
  {
    name: Line({ minLength: 1, maxLength: 100 }),
    email: Type.String({ minLength: 3, maxLength: 254, pattern: `^${EMAIL_CHAR}+@${EMAIL_CHAR}+\\.${EMAIL_CHAR}+$` }),
    subject: ComplaintSubject,
    message: Text({ minLength: COMPLAINT_MESSAGE_MIN, maxLength: COMPLAINT_MESSAGE_MAX }),
    /** The page or profile the complaint is about. */
    url: Type.Optional(Line({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type ComplaintBody = Static<typeof ComplaintBody>;

export const ComplaintResponse = Type.Object({ id: Type.Integer() });
export type ComplaintResponse = Static<typeof ComplaintResponse>;
