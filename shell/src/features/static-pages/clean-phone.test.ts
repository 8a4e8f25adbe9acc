import { cleanPhone } from './clean-phone';

describe('cleanPhone', () => {
  it('removes dashes and spaces, keeping digits and the leading +', () => {
    expect(cleanPhone('+31 20-123 45 67')).toBe('+31201234567');
    expect(cleanPhone('020 - 123\t4567')).toBe('0201234567');
    expect(cleanPhone('+31201234567')).toBe('+31201234567');
  });
});
