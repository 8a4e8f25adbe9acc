import styled from 'styled-components';
import { controlStyles } from '../internal/field-styles';

export const NativeSelect = styled.select`
  ${controlStyles}
  cursor: pointer;
`;
