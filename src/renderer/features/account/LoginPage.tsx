import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Image,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  Title,
  useComputedColorScheme,
} from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { subscriptionState } from '@shared/domain/session';
import { ApiError, errorMessage } from '@renderer/api';
import { login, readSignOutNotice, toggleTheme, useBranding, useBrandingReread, useSession } from '@renderer/session';
import { showToast } from '@renderer/ui';
import { LoginSlides } from './LoginSlides';
import { ServerField } from './ServerField';
import { useLoginForm } from './useLoginForm';
import classes from './LoginPage.module.css';

/** A 429 from POST /auth/login: the wait the backend asked for (Retry-After), in seconds; null otherwise. */
function throttledFor(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429 || !error.retryAfterSeconds) return null;
  return error.retryAfterSeconds;
}

/**
 * Seconds left until a sign-in may be tried again, counted down once a second from the deadline
 * (not by decrements, so a throttled tab keeps the right time); null when not throttled.
 */
function useRetryCountdown() {
  const [wait, setWait] = useState<{ until: number; seconds: number } | null>(null);
  useEffect(() => {
    if (!wait) return;
    const timer = setTimeout(() => {
      const seconds = Math.ceil((wait.until - Date.now()) / 1000);
      setWait(seconds > 0 ? { until: wait.until, seconds } : null);
    }, 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const start = (seconds: number) => setWait({ until: Date.now() + seconds * 1000, seconds });
  return [wait?.seconds ?? null, start] as const;
}

export default function LoginPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { appName, allowSignup, logoLight, logoDark } = useBranding();
  const theme = useComputedColorScheme('light');
  // No socket before sign-in: the white-label is read again on focus and every minute.
  useBrandingReread(useSession((s) => s.backendUrl));
  const logo = theme === 'dark' ? (logoDark ?? logoLight) : (logoLight ?? logoDark);
  const [failure, setFailure] = useState<string | null>(null);
  // Too many failed attempts: the submit button stays off, with the countdown, until Retry-After passes.
  const [retryIn, startRetryCountdown] = useRetryCountdown();
  // Why the last session ended (signed in elsewhere), kept until the next sign-in.
  const [notice] = useState(readSignOutNotice);
  const { errors, submitting, formProps } = useLoginForm(async ({ email, password }) => {
    setFailure(null);
    try {
      const { user } = await login(email, password);
      const state = subscriptionState(user.companyId, user.company?.dueDate ?? null, new Date());
      if (state.kind === 'expired') {
        const date = new Date(user.company!.dueDate!).toLocaleDateString();
        showToast({ color: 'red', message: t('login.expired', { date }) });
      } else if (state.kind === 'expiring') {
        showToast({ color: 'yellow', message: t('login.expiring', { count: state.daysLeft }) });
      }
    } catch (error) {
      const wait = throttledFor(error);
      if (wait) startRetryCountdown(wait);
      else setFailure(errorMessage(error, tc));
    }
  });
  const alert = retryIn !== null ? t('login.tooManyAttempts', { count: retryIn }) : failure;

  const fieldError = (message?: string) => (message ? tc(message) : undefined);

  return (
    <Container size="lg" py="xl">
      <Group justify="flex-end">
        <ActionIcon variant="subtle" size="lg" onClick={() => toggleTheme(theme)} aria-label={t('login.toggleTheme')}>
          {theme === 'dark' ? <IconSun size={20} /> : <IconMoon size={20} />}
        </ActionIcon>
      </Group>
      <div className={classes.columns}>
        <Paper component="main" withBorder p="xl" radius="md">
          <form {...formProps} noValidate aria-label={t('login.title')}>
            <Stack>
              {logo && <Image src={logo} alt="" h={64} w="auto" fit="contain" style={{ alignSelf: 'flex-start' }} />}
              <Title order={1} size="h2">
                {appName}
              </Title>
              {alert && (
                <Alert color="red" role="alert">
                  {alert}
                </Alert>
              )}
              {notice && !alert && (
                <Alert color="orange" role="status">
                  {t('elsewhere')}
                </Alert>
              )}
              <TextInput
                label={t('login.email')}
                type="email"
                autoComplete="username"
                autoFocus={!notice}
                name="email"
                defaultValue={notice?.email ?? ''}
                error={fieldError(errors.email)}
              />
              <PasswordInput
                label={t('login.password')}
                autoComplete="current-password"
                autoFocus={!!notice}
                name="password"
                error={fieldError(errors.password)}
                visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
              />
              <Button type="submit" loading={submitting} disabled={retryIn !== null} fullWidth>
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
      </div>
    </Container>
  );
}
