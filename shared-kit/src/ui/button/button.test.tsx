import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { Button } from './button';

describe('Button', () => {
  it('is a type=button by default and calls onClick', async () => {
    const onClick = vi.fn();
    renderWithKit(<Button onClick={onClick}>Opslaan</Button>);
    const button = screen.getByRole('button', { name: 'Opslaan' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps an explicit submit type', () => {
    renderWithKit(<Button type="submit">Verstuur</Button>);
    expect(screen.getByRole('button').getAttribute('type')).toBe('submit');
  });

  it('while loading shows a spinner, sets aria-busy and ignores clicks but stays focusable', async () => {
    const onClick = vi.fn();
    const { container } = renderWithKit(
      <Button loading onClick={onClick}>
        Opslaan
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Opslaan' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(document.activeElement).toBe(button);
    await expectNoAxeViolations(container);
  });

  it('renders as a router link via `as`', async () => {
    const { container } = renderWithKit(
      <Button as={Link} to="/credits" variant="secondary">
        Credits
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Credits' });
    expect(link.getAttribute('href')).toBe('/credits');
    expect(link.hasAttribute('type')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('renders every variant without axe violations', async () => {
    const { container } = renderWithKit(
      <>
        <Button variant="primary">Een</Button>
        <Button variant="secondary" size="sm">
          Twee
        </Button>
        <Button variant="ghost" size="lg">
          Drie
        </Button>
        <Button variant="danger" disabled>
          Vier
        </Button>
      </>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(4);
    await expectNoAxeViolations(container);
  });
});

describe('Button look (DESIGN 2 and 7)', () => {
  it('is a 44 px pill at size md that wraps between words and breaks only a word wider than its row', () => {
    renderWithKit(<Button>Benachrichtigungseinstellungen</Button>);
    const style = getComputedStyle(screen.getByRole('button'));
    expect(style.minHeight).toBe('44px');
    expect(style.borderRadius).toBe('999px');
    // Not 'anywhere': that lets a button in a row shrink below its longest word and split it ("Overslaa|n").
    expect(style.overflowWrap).toBe('break-word');
    expect(style.maxWidth).toBe('100%');
  });

  it('draws a 3 px focus ring, white on photos', () => {
    const css = () =>
      Array.from(document.querySelectorAll('style'))
        .map((s) => s.textContent)
        .join('\n');
    renderWithKit(
      <>
        <Button>Gewoon</Button>
        <Button onPhoto>Op foto</Button>
      </>,
    );
    expect(css()).toMatch(/:focus-visible\{outline:3px solid #0b6fa4/);
    expect(css()).toMatch(/:focus-visible\{outline:3px solid #ffffff/);
    expect(screen.getByRole('button', { name: 'Op foto' }).hasAttribute('onPhoto')).toBe(false);
  });
});
