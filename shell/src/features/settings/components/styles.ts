import styled from 'styled-components';
import { Fieldset as FormFieldset, TextArea as FormTextArea } from '../../../shared/form-styles';

export const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  max-width: 720px;
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

/** Its fields stack, a little apart (the radio rows of the delete reasons). */
export const Fieldset = styled(FormFieldset)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

export const RadioRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
`;

export const TextArea = styled(FormTextArea)`
  min-height: 6rem;
`;
