import { render, screen } from '@testing-library/react';
import * as kit from '../index';
import { expectNoAxeViolations } from '../test-utils';
import * as icons from './index';
import type { IconComponent } from './types';

// The names other apps code against (DESIGN 2, icons).
const names = [
  'SearchIcon',
  'HeartIcon',
  'ChatIcon',
  'CoinIcon',
  'CrownIcon',
  'UserIcon',
  'BellIcon',
  'CloseIcon',
  'MoreIcon',
  'BackIcon',
  'ForwardIcon',
  'GiftIcon',
  'CameraIcon',
  'ImageIcon',
  'SendIcon',
  'CheckIcon',
  'StarIcon',
  'LockIcon',
  'InfoIcon',
  'WarningIcon',
  'BlockIcon',
  'FlagIcon',
  'FilterIcon',
  'PlusIcon',
  'LocationIcon',
  'NopeIcon',
  'HomeIcon',
  'MenuIcon',
  'GlobeIcon',
] as const;

const byName = icons as unknown as Record<string, IconComponent>;
const fromRoot = kit as unknown as Record<string, IconComponent>;

describe('icons', () => {
  it.each(names)('%s is exported from the package root and draws on the 24 px grid', (name) => {
    expect(fromRoot[name]).toBe(byName[name]);
    const Icon = byName[name]!;
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('width')).toBe('24');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('stroke-width')).toBe('2');
    expect(svg.getAttribute('stroke-linecap')).toBe('round');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.children.length).toBeGreaterThan(0);
  });

  it('exports exactly the listed icons', () => {
    const exported = Object.keys(icons).filter((key) => key.endsWith('Icon') && key !== 'createIcon');
    expect(exported.sort()).toEqual([...names].sort());
  });

  it('takes a size and passes other svg props through', () => {
    const { container } = render(<icons.HeartIcon size={32} className="liked" data-testid="h" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('32');
    expect(svg.getAttribute('height')).toBe('32');
    expect(svg.getAttribute('class')).toBe('liked');
  });

  it('is named by its title and then no longer hidden', async () => {
    const { container } = render(
      <p>
        <icons.LockIcon title="Vergrendeld" />
      </p>,
    );
    const img = screen.getByRole('img', { name: 'Vergrendeld' });
    expect(img.hasAttribute('aria-hidden')).toBe(false);
    expect(img.querySelector('title')?.textContent).toBe('Vergrendeld');
    await expectNoAxeViolations(container);
  });

  it('draws a solid shape when filled and has one, and its outline otherwise', () => {
    const { container, rerender } = render(<icons.HeartIcon filled />);
    const path = () => container.querySelector('path')!;
    expect(path().getAttribute('fill')).toBe('currentColor');
    expect(container.querySelector('svg')!.getAttribute('data-filled')).toBe('true');
    rerender(<icons.HeartIcon />);
    expect(path().getAttribute('fill')).toBeNull();
    // An icon without a solid form keeps its outline.
    rerender(<icons.CloseIcon filled />);
    expect(container.querySelector('svg')!.hasAttribute('data-filled')).toBe(false);
    expect(path().getAttribute('d')).toBe('M6 6l12 12M18 6L6 18');
  });

  it.each(['SearchIcon', 'HeartIcon', 'ChatIcon', 'CoinIcon', 'CrownIcon', 'UserIcon'])(
    'tab icon %s has a filled form for the active tab',
    (name) => {
      const Icon = byName[name]!;
      const { container } = render(<Icon filled />);
      expect(container.querySelector('svg')!.getAttribute('data-filled')).toBe('true');
    },
  );
});

describe('kit root exports of the newer parts', () => {
  it.each(['Skeleton', 'SkeletonText', 'Chip', 'SegmentedControl', 'Banner', 'BottomTabBar'])(
    '%s is importable from @dating/shared-kit',
    (name) => {
      expect(typeof (kit as Record<string, unknown>)[name]).toBe('function');
    },
  );
});
