import styled from 'styled-components';
import { bareButton, iconSquare } from './icon-button-styles';

const StyledClose = styled.button`
  ${iconSquare('32px')}
  ${bareButton}
  color: inherit;
  border-radius: ${({ theme }) => theme.radii.md};

  &:hover {
    background: rgba(0, 0, 0, 0.06);
  }
`;

interface CloseButtonProps {
  /** Accessible name; the icon itself is hidden from screen readers. */
  label: string;
  onClick: () => void;
}

export function CloseButton({ label, onClick }: CloseButtonProps) {
  return (
    <StyledClose type="button" aria-label={label} onClick={onClick}>
      {/* An SVG rather than a × glyph: nothing for screen readers (or axe's text checks) to read. */}
      <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
        <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </StyledClose>
  );
}
