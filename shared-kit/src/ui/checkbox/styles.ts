import styled from 'styled-components';

export const CheckboxRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Box = styled.input`
  flex: none;
  width: 1.125rem;
  height: 1.125rem;
  margin: 0.2em 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
    outline-offset: 1px;
  }
`;

export const CheckboxLabel = styled.label`
  cursor: pointer;
`;

/** Indents hint and error under the label text rather than under the box. */
export const CheckboxMessages = styled.div`
  padding-left: calc(1.125rem + ${({ theme }) => theme.space.sm});
`;
