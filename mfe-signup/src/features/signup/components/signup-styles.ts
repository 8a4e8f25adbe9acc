import styled from 'styled-components';

/** DESIGN "Sign-up": one 440 px column, one question per step. */
export const Column = styled.div`
  max-width: 440px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  /* 48 px fields (DESIGN): the kit's inputs follow their container's min-height. */
  input, select, textarea { min-height: 48px; }
`;

export const Segments = styled.div`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: ${({ theme }) => theme.space.xs};
`;

export const Segment = styled.span<{ $done: boolean }>`
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $done }) => ($done ? theme.colors.primary : theme.colors.border)};
`;

/**
 * The step's main button stays in reach on phones (DESIGN: sticky button). Buttons share a row while their
 * labels fit on one line each and wrap onto the next row when not ("Melding aanzetten" in German at 320 px):
 * the basis is the label's width (auto), never 0, so no button is squeezed below its longest word.
 */
export const StickyActions = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  background: ${({ theme }) => theme.colors.background};
  > * { flex: 1 1 auto; }
`;

export const ChipRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const BirthRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr 1.4fr;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  legend { font-weight: 600; margin-bottom: ${({ theme }) => theme.space.xs}; }
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0;
`;
