import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Container, Paper, PasswordInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Plan } from '@shared/api/company';
import { formatBrl } from '@shared/domain/money';
import { errorMessage } from '@renderer/api';
import { serverFieldErrors } from '@renderer/ui';
import { fetchSignupPlans, signup } from './api';
import { EMPTY_SIGNUP, planFigures, signupFormSchema, type SignupForm } from './signupForm';

/**
 * /signup (spec 3 §3 "Signup"): a new company with its admin, on a plan chosen from the public
 * ones; an optional ?companyId= travels along. On success a toast and the login page.
 */
export default function SignupPage() {
  const { t } = useTranslation('signup');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const companyId = params.get('companyId');
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, formState, setError, getValues } = useForm<SignupForm>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: EMPTY_SIGNUP,
    // Checked on submit: a message appearing on blur would move the button from under the pointer.
    mode: 'onSubmit',
  });

  useEffect(() => {
    const abort = new AbortController();
    fetchSignupPlans(abort.signal).then(setPlans, (error: unknown) => {
      if (!abort.signal.aborted) setFailure(errorMessage(error, tc));
    });
    return () => abort.abort();
  }, [tc]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signup({
        ...values,
        planId: Number(values.planId),
        companyId: companyId && /^\d+$/.test(companyId) ? Number(companyId) : null,
      });
      notifications.show({ color: 'green', message: t('success') });
      await navigate('/login');
    } catch (error) {
      // The server's field messages under their fields (in this namespace when they are the spec's).
      const fields = serverFieldErrors(error) ?? {};
      const known = Object.keys(fields).filter((f) => getValues(f as Path<SignupForm>) !== undefined);
      known.forEach((f, i) =>
        setError(f as Path<SignupForm>, { type: 'server', message: fields[f] }, { shouldFocus: i === 0 }),
      );
      setFailure(errorMessage(error, tc));
    }
  });

  const fieldError = (message?: string) => (message ? t(message, { defaultValue: message }) : undefined);
  const e = formState.errors;

  return (
    <Container size="xs" py="xl">
      <Paper component="main" withBorder p="xl" radius="md">
        <form onSubmit={onSubmit} noValidate aria-label={t('title')}>
          <Stack>
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <TextInput
              label={t('name')}
              required
              autoFocus
              autoComplete="name"
              error={fieldError(e.name?.message)}
              {...register('name')}
            />
            <TextInput
              label={t('companyName')}
              required
              autoComplete="organization"
              error={fieldError(e.companyName?.message)}
              {...register('companyName')}
            />
            <TextInput
              label={t('email')}
              required
              type="email"
              autoComplete="email"
              error={fieldError(e.email?.message)}
              {...register('email')}
            />
            <TextInput
              label={t('phone')}
              required
              type="tel"
              autoComplete="tel"
              error={fieldError(e.phone?.message)}
              {...register('phone')}
            />
            <PasswordInput
              label={t('password')}
              autoComplete="new-password"
              error={fieldError(e.password?.message)}
              visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
              {...register('password')}
            />
            <Controller
              control={control}
              name="planId"
              render={({ field }) => (
                <Select
                  label={t('plan')}
                  required
                  placeholder={plans === null ? t('plansLoading') : undefined}
                  data={(plans ?? []).map((p) => {
                    const f = planFigures(p);
                    return { value: String(p.id), label: t('planOption', { ...f, amount: formatBrl(f.amount) }) };
                  })}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  error={fieldError(e.planId?.message)}
                />
              )}
            />
            <Button type="submit" loading={formState.isSubmitting} fullWidth>
              {t('submit')}
            </Button>
            <Anchor component={Link} to="/login" ta="center" size="sm">
              {t('toLogin')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
