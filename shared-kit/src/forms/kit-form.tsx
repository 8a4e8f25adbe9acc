import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';

export interface KitFormProps<TValues extends FieldValues> extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> {
  form: UseFormReturn<TValues>;
  /** Called with the checked values only; on invalid input the first invalid field gets focus instead. */
  onValid: SubmitHandler<TValues>;
  children: ReactNode;
}

/**
 * A `<form noValidate>` bound to a react-hook-form instance: the kit's fields inside read it from context.
 * noValidate because the browser's own bubbles are untranslated and not announced in the site's language.
 */
export function KitForm<TValues extends FieldValues>({ form, onValid, children, ...rest }: KitFormProps<TValues>) {
  return (
    <FormProvider {...form}>
      <form {...rest} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
        {children}
      </form>
    </FormProvider>
  );
}
