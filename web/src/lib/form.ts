import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { authMessages } from '@contract/messages';
import { ApiError, messageFor } from './api';

type Values = Record<string, unknown>;

/** Every issue of a zod result as `{ 'field.path': message }`, the first message per field (as the server's `fields`). */
export function zodFieldErrors(error: z.ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The default banner text: the server's own message for a 4xx (schemas carry the spec's wording), else a generic one. */
export function defaultErrorMessage(error: unknown): string {
  return messageFor(error, authMessages.unexpected);
}

const hasPath = (values: Values, path: string) => {
  let at: unknown = values;
  for (const part of path.split('.')) {
    if (at === null || typeof at !== 'object' || !(part in at)) return false;
    at = (at as Record<string, unknown>)[part];
  }
  return true;
};

export interface ZodFormOptions<S extends z.ZodType, V extends Values, R> {
  /** The contract's request schema: the browser validates with the server's rules and messages. */
  schema: S;
  initialValues: V;
  /** The write call, given the schema's parsed output (trimmed, lower-cased, ... as the server would see it). */
  submit: (values: z.output<S>) => Promise<R>;
  /** After a successful write: toast, navigate, invalidate queries (awaited while the form stays busy). */
  onSuccess?: (result: R, values: z.output<S>) => unknown;
  /** The banner's text for an error that belongs to no field; `defaultErrorMessage` unless given. */
  errorMessage?: (error: unknown) => string;
  /** A one-field form may show every error on that field instead of a banner. */
  errorField?: keyof V & string;
}

export interface ZodForm<S extends z.ZodType, V extends Values, R> {
  /** The @mantine/form instance (uncontrolled): spread `form.getInputProps(name)` and `key={form.key(name)}` on inputs. */
  form: UseFormReturnType<V>;
  /** `<form onSubmit={onSubmit} noValidate>` */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** True while the write is in flight: disable or show the submit button as loading. */
  busy: boolean;
  /** The error that belongs to no field (a banner), or null; cleared at each submit. */
  formError: string | null;
  mutation: UseMutationResult<R, unknown, z.output<S>>;
}

/**
 * The one form helper: @mantine/form validated by the contract's zod schema, every field showing its
 * own message; the write as a TanStack Query mutation (busy and error state); a server 400's `fields`
 * (`{ message, requestId, fields }`, lambdas/http/route.ts) set back onto the fields they name, and
 * anything else in one banner. See docs/web.md, "Forms".
 */
export function useZodForm<S extends z.ZodType, V extends Values, R>(options: ZodFormOptions<S, V, R>): ZodForm<S, V, R> {
  const { schema, initialValues, submit, onSuccess, errorMessage = defaultErrorMessage, errorField } = options;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<V>({
    mode: 'uncontrolled',
    initialValues,
    validate: (values) => {
      const result = schema.safeParse(values);
      return result.success ? {} : zodFieldErrors(result.error);
    },
  });

  const mutation = useMutation<R, unknown, z.output<S>>({
    mutationFn: submit,
    onSuccess: async (result, values) => {
      await onSuccess?.(result, values);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      const onForm = Object.fromEntries(Object.entries(fields).filter(([path]) => hasPath(form.getValues(), path)));
      if (Object.keys(onForm).length > 0) {
        form.setErrors(onForm);
        return;
      }
      const message = errorMessage(error);
      if (errorField) form.setFieldError(errorField, message);
      else setFormError(message);
    },
  });

  const onSubmit = form.onSubmit(
    (values) => {
      setFormError(null);
      // validate passed, so this parse succeeds; it yields the schema's output (trimmed, coerced).
      const parsed = schema.safeParse(values);
      if (parsed.success) mutation.mutate(parsed.data);
    },
    () => setFormError(null),
  );

  return { form, onSubmit, busy: mutation.isPending, formError, mutation };
}
