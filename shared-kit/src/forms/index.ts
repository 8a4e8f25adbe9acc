// The kit's form layer: react-hook-form bound to the design kit's fields, with translated validation.
export { KitForm } from './kit-form';
export type { KitFormProps } from './kit-form';
export { FormCheckbox, FormSelect, FormTextField } from './form-fields';
export { FormTextArea } from './form-text-area';
export type { FormTextAreaProps } from './form-text-area';
export { kitRules, ruleValues } from './form-rules';
export type { KitRules } from './form-rules';
export { formMessages } from './form-messages';
export { applyApiFieldErrors, fieldOfApiPath } from './server-errors';
export type { ApiFieldDetail } from './server-errors';
export { useFieldError } from './use-field-error';
// Re-exported so apps use the kit's one copy of react-hook-form (one form context across the kit and the app).
export { Controller, useController, useForm, useFormContext, useWatch } from 'react-hook-form';
export type { FieldValues, Path, SubmitHandler, UseFormReturn } from 'react-hook-form';
