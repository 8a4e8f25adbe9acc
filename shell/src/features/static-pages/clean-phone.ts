/** The support phone is shown without dashes and spaces (also usable as a tel: link). */
export function cleanPhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}
