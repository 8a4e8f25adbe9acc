import { down, theme, up } from './index';

describe('theme (spec 9)', () => {
  it('uses amber as primary and cyan-blue as secondary, with unread equal to secondary', () => {
    expect(theme.colors.primary).toBe('#ffc107');
    expect(theme.colors.secondary).toBe('#17a2d8');
    expect(theme.colors.unread).toBe(theme.colors.secondary);
  });

  it('colours the credit badge warning while credits remain and danger at zero', () => {
    expect(theme.colors.creditLow).toBe(theme.colors.warning);
    expect(theme.colors.creditEmpty).toBe(theme.colors.danger);
  });

  it('has the spec breakpoints, 12-column grid and layout measures', () => {
    expect(theme.breakpoints).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200 });
    expect(theme.grid.columns).toBe(12);
    expect(theme.layout).toEqual({
      toastWidth: 350,
      conversationListMin: 300,
      conversationListMax: 400,
      chatMaxWidth: 800,
    });
    expect(theme.designVersion).toBe(1);
  });

  it('builds min-width and non-overlapping max-width media queries', () => {
    expect(up('md')).toBe('@media (min-width: 768px)');
    expect(down('md')).toBe('@media (max-width: 767.98px)');
    expect(up('xl')).toBe('@media (min-width: 1200px)');
  });
});
