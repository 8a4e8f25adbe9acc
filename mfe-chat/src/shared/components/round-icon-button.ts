import styled from 'styled-components';

/** A 44 px round button that holds only an icon (its label is for screen readers); extend it for colour. */
export const RoundIconButton = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;
