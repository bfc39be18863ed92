import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { safeParse } from 'zod/v4/core';
import { loginFormSchema, type LoginForm } from '@shared/domain/loginForm';

type FieldErrors = Partial<Record<keyof LoginForm, string>>;

/** The schema's verdict on the form's fields as they are: the parsed values, or a message per field. */
function check(form: HTMLFormElement): { values: LoginForm } | { errors: FieldErrors } {
  const fields = form.elements;
  const read = (name: keyof LoginForm) => (fields.namedItem(name) as HTMLInputElement | null)?.value ?? '';
  const result = safeParse(loginFormSchema, { email: read('email'), password: read('password') });
  if (result.success) return { values: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as keyof LoginForm;
    errors[name] ??= issue.message;
  }
  return { errors };
}

/**
 * The login form's state: the one form of the app outside react-hook-form. Its two fields are
 * uncontrolled inputs read on submit and checked with the shared schema, as zodResolver would; the
 * library's 14 KB br were a tenth of what the login page may load before its form (issue 18), and
 * the page needs none of what it adds. Behaves as the other forms do (react-hook-form's defaults):
 * nothing is said before the first submit, then each change checks again; a refused submit puts
 * the focus on the first field in error; `submitting` holds while `onValid` runs.
 */
export function useLoginForm(onValid: (values: LoginForm) => Promise<void>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const tried = useRef(false);

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    if (!tried.current) return;
    const verdict = check(event.currentTarget);
    setErrors('errors' in verdict ? verdict.errors : {});
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    tried.current = true;
    const form = event.currentTarget;
    const verdict = check(form);
    if ('errors' in verdict) {
      setErrors(verdict.errors);
      const first = (['email', 'password'] as const).find((name) => verdict.errors[name]);
      if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onValid(verdict.values);
    } finally {
      setSubmitting(false);
    }
  };

  return { errors, submitting, formProps: { onChange, onSubmit } };
}
