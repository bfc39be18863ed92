import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
  useComputedColorScheme,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginFormSchema, type LoginForm } from '@shared/domain/forms';
import { subscriptionState } from '@shared/domain/session';
import { errorMessage } from '@renderer/api';
import { useBranding } from '@renderer/app/branding';
import { toggleTheme } from '@renderer/app/preferences';
import { LoginSlides } from './LoginSlides';
import { ServerField } from './ServerField';
import { login } from './service';
import { readSignOutNotice } from './signOutNotice';

export default function LoginPage() {
  const { t } = useTranslation('session');
  const { t: tc } = useTranslation();
  const { appName, allowSignup } = useBranding();
  const theme = useComputedColorScheme('light');
  const [failure, setFailure] = useState<string | null>(null);
  // Why the last session ended (signed in elsewhere), kept until the next sign-in.
  const [notice] = useState(readSignOutNotice);
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: notice?.email ?? '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const { user } = await login(email, password);
      const state = subscriptionState(user.companyId, user.company?.dueDate ?? null, new Date());
      if (state.kind === 'expired') {
        const date = new Date(user.company!.dueDate!).toLocaleDateString();
        notifications.show({ color: 'red', message: t('login.expired', { date }) });
      } else if (state.kind === 'expiring') {
        notifications.show({ color: 'yellow', message: t('login.expiring', { count: state.daysLeft }) });
      }
    } catch (error) {
      setFailure(errorMessage(error, tc));
    }
  });

  const fieldError = (message?: string) => (message ? tc(message) : undefined);

  return (
    <Container size="lg" py="xl">
      <Group justify="flex-end">
        <ActionIcon variant="subtle" size="lg" onClick={() => toggleTheme(theme)} aria-label={t('login.toggleTheme')}>
          {theme === 'dark' ? <IconSun size={20} /> : <IconMoon size={20} />}
        </ActionIcon>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt="xl">
        <Paper component="main" withBorder p="xl" radius="md">
          <form onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
            <Stack>
              <Title order={1} size="h2">
                {appName}
              </Title>
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
              {notice && !failure && (
                <Alert color="orange" role="status">
                  {t('elsewhere')}
                </Alert>
              )}
              <TextInput
                label={t('login.email')}
                type="email"
                autoComplete="username"
                autoFocus={!notice}
                error={fieldError(formState.errors.email?.message)}
                {...register('email')}
              />
              <PasswordInput
                label={t('login.password')}
                autoComplete="current-password"
                autoFocus={!!notice}
                error={fieldError(formState.errors.password?.message)}
                visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
                {...register('password')}
              />
              <Button type="submit" loading={formState.isSubmitting} fullWidth>
                {t('login.submit')}
              </Button>
              {allowSignup && (
                <Anchor component={Link} to="/signup" ta="center" size="sm">
                  {t('login.register')}
                </Anchor>
              )}
              <ServerField />
            </Stack>
          </form>
        </Paper>
        <LoginSlides />
      </SimpleGrid>
    </Container>
  );
}
