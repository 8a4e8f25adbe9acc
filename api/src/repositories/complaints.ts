import type { Db } from '../db/db.ts';
import type { ComplaintSubject } from '../contracts/complaints.ts';

export interface ComplaintInput {
  memberId: number | null;
  siteDomain: string;
  name: string;
  email: string;
  subject: ComplaintSubject;
  message: string;
  url: string | null;
  ip: string | null;
}

export async function insertComplaint(db: Db, complaint: ComplaintInput): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into complaints (member_id, site_domain, name, email, subject, message, url, ip)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      complaint.memberId,
      complaint.siteDomain,
      complaint.name,
      complaint.email,
      complaint.subject,
      complaint.message,
      complaint.url,
      complaint.ip,
    ],
  );
  return rows[0]!.id;
}
