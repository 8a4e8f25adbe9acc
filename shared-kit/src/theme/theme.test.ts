import { down, theme, up } from './index';

describe('theme', () => {
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

describe('theme tokens (DESIGN 2)', () => {
  it('has the new spacing, radius and type steps', () => {
    expect(theme.space).toMatchObject({ xxs: '2px', smPlus: '12px', xxxl: '64px', md: '16px' });
    expect(theme.radii).toMatchObject({ xl: '24px', bubble: '18px', lg: '16px', md: '8px' });
    expect(theme.fontSizes.xxxl).toBe('2.5rem');
    expect(theme.lineHeights.xxxl).toBe('3rem');
    expect(theme.fontWeights).toMatchObject({ semibold: 600, heavy: 800 });
  });

  it('has the warm palette of the design table', () => {
    expect(theme.colors).toMatchObject({
      background: '#f7f6f3',
      text: '#1d1b16',
      muted: '#5c5a54',
      border: '#e3dfd6',
      inputBorder: '#8a8780',
      skeleton: '#ebe8e1',
      primarySubtle: '#fff4d6',
      primaryInk: '#8a5a00',
      secondarySubtle: '#e6f6fc',
      secondaryInk: '#0a6a9c',
      bubbleOwn: '#ffe08a',
      night: '#14110b',
      focusOnDark: '#ffffff',
    });
  });

  it('casts shadows in the night colour and has a photo scrim, motion steps and curves', () => {
    expect(theme.shadows.sm).toContain('rgba(20, 17, 11, 0.08)');
    expect(theme.shadows.lg).toContain('rgba(20, 17, 11, 0.2)');
    expect(theme.gradients.photoScrim).toMatch(/^linear-gradient\(to top, rgba\(0, 0, 0, 0\.75\) 0%/);
    expect(theme.gradients.photoScrim).toContain('rgba(0, 0, 0, 0.55) 30%');
    expect(theme.gradients.photoScrim).toContain('rgba(0, 0, 0, 0) 60%');
    expect(theme.durations).toMatchObject({ slow: '320ms', celebrate: '600ms' });
    expect(theme.easings).toEqual({
      enter: 'cubic-bezier(0.2, 0, 0, 1)',
      exit: 'cubic-bezier(0.4, 0, 1, 1)',
    });
  });
});
