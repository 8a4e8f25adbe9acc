/** The support phone is shown and dialled without dashes and spaces ('+31 20-123 45 67' -> '+31201234567'). */
export function cleanPhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}
