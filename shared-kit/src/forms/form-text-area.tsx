import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import type { FieldValues, Path } from 'react-hook-form';
import { FieldMessages } from '../ui/internal/field-messages';
import { controlStyles, FieldLabel, FieldRoot } from '../ui/internal/field-styles';
import { useFieldA11y } from '../ui/internal/use-field-a11y';
import type { KitRules } from './form-rules';
import { useKitField } from './use-kit-field';

const Area = styled.textarea`
  ${controlStyles}
  min-height: 10rem;
  resize: vertical;
`;

export interface FormTextAreaProps<TValues extends FieldValues>
  extends Omit<ComponentPropsWithRef<'textarea'>, 'name' | 'value' | 'defaultValue'> {
  name: Path<TValues>;
  label: ReactNode;
  hint?: ReactNode;
  rules?: KitRules<TValues>;
  /** ICU values for the error texts beyond the {min}/{max} the rules give. */
  messageValues?: Record<string, string | number>;
}

/** A labelled multi-line text registered in the surrounding KitForm, with hint and translated error. */
export function FormTextArea<TValues extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  rules,
  messageValues,
  id,
  'aria-describedby': describedBy,
  ...rest
}: FormTextAreaProps<TValues>) {
  const { registration, error } = useKitField(name, rules, messageValues, rest);
  const field = useFieldA11y({ id, hint, error, describedBy });
  return (
    <FieldRoot>
      <FieldLabel htmlFor={field.inputId}>{label}</FieldLabel>
      <Area {...rest} {...registration} {...field.controlProps} />
      <FieldMessages hint={hint} hintId={field.hintId} error={error} errorId={field.errorId} />
    </FieldRoot>
  );
}
