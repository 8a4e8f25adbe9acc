import type { Db } from '../../db/db.ts';
import type { ComplaintBody } from '../../contracts/complaints.ts';
import { insertComplaint } from '../../repositories/complaints.ts';
import type { ServiceLog } from '../../lib/service-log.ts';
import type { MailSender } from './mailer.ts';

export interface FileComplaintInput {
  complaint: ComplaintBody;
  memberId: number | null;
  siteDomain: string;
  supportEmail: string;
  ip: string | null;
}

/** Dutch subject lines for support (the site's operators read Dutch, like the rest of the back office). */
const SUBJECT_LABELS: Record<ComplaintBody['subject'], string> = {
  profile: 'Profiel',
  message: 'Bericht',
  photo: 'Foto',
  payment: 'Betaling',
  privacy: 'Privacy',
  technical: 'Technisch probleem',
  other: 'Overig',
};

/**
 * Stores the complaint first (it must never be lost), then tells support by mail. A mail failure is logged,
 * not reported to the sender: the complaint is filed either way.
 */
export async function fileComplaint(db: Db, mailer: MailSender | null, log: ServiceLog, input: FileComplaintInput): Promise<number> {
  const { complaint } = input;
  const clean = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();
  const id = await insertComplaint(db, {
    memberId: input.memberId,
    siteDomain: input.siteDomain,
    name: clean(complaint.name),
    email: clean(complaint.email),
    subject: complaint.subject,
    message: complaint.message.trim(),
    url: complaint.url?.trim() || null,
    ip: input.ip,
  });
  if (mailer) {
    try {
      await mailer.send({ to: input.supportEmail, subject: complaintMailSubject(id, complaint), text: complaintMailText(id, input) });
    } catch (error) {
      log.error({ err: error, complaintId: id }, 'complaint mail failed');
    }
  }
  return id;
}

export function complaintMailSubject(id: number, complaint: ComplaintBody): string {
  // Header injection: the subject line only carries our own label and number.
  return `Klacht #${id}: ${SUBJECT_LABELS[complaint.subject]}`;
}

export function complaintMailText(id: number, input: FileComplaintInput): string {
  const { complaint } = input;
  return [
    `Klacht #${id} via ${input.siteDomain}`,
    `Onderwerp: ${SUBJECT_LABELS[complaint.subject]}`,
    `Naam: ${complaint.name.trim()}`,
    `E-mail: ${complaint.email.trim()}`,
    `Lid: ${input.memberId ?? 'niet ingelogd'}`,
    complaint.url ? `Pagina: ${complaint.url.trim()}` : null,
    `IP: ${input.ip ?? 'onbekend'}`,
    '',
    complaint.message.trim(),
  ]
    .filter((line) => line !== null)
    .join('\n');
}
