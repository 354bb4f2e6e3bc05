/** A react-hook-form form checked by a shared domain schema: the one way a screen holds a form. */
import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { runtimeKeys } from '@/lib/translate';
import { formResolver, type ExtraChecks } from './form-resolver';

export interface ZodFormOptions<In extends FieldValues> {
  /** Every field's starting value; its keys are the fields a server refusal can land on. */
  defaultValues: DefaultValues<In> & In;
  check?: ExtraChecks<In>;
}

export type ZodForm<In extends FieldValues, Out> = UseFormReturn<In, unknown, Out>;

export function useZodForm<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  { defaultValues, check }: ZodFormOptions<In>,
): ZodForm<In, Out> {
  const { t } = useTranslation();
  const form = useForm<In, unknown, Out>({
    defaultValues,
    resolver: formResolver(schema, runtimeKeys(t, 'common'), check),
    // Checked on submit only; editing a field clears its own message (below) until the next try.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { subscribe, getFieldState, clearErrors } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          const field = name as Parameters<typeof getFieldState>[0] | undefined;
          if (type === 'change' && field && getFieldState(field).error) clearErrors(field);
        },
      }),
    [subscribe, getFieldState, clearErrors],
  );
  return form;
}
