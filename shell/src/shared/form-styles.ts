import styled from 'styled-components';

/** The frame of a group of fields in the member's own forms (profile, settings): no border, a bold legend. */
export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;

  legend {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
  }
`;

/** A free-text answer in the member's own forms, as wide as the form. */
export const TextArea = styled.textarea`
  width: 100%;
  min-height: 8rem;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
`;
