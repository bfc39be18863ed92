import { useState } from 'react';
import { Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { backendUrlSchema } from '@shared/ipc/backendUrl';
import { chooseBackend, useSession } from '@renderer/session';

/** First run of the desktop app: which backend does this company use? */
export default function BackendSetupPage() {
  const { t } = useTranslation('account');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!backendUrlSchema.safeParse(value).success) return setError(t('backend.invalid'));
    setBusy(true);
    try {
      await chooseBackend(value);
      useSession.setState({ phase: 'anonymous' });
    } catch {
      setError(t('backend.invalid'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size="xs" py={80}>
      <Paper component="main" withBorder p="xl" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2">
              {t('backend.title')}
            </Title>
            <Text>{t('backend.intro')}</Text>
            <TextInput
              label={t('backend.label')}
              placeholder={t('backend.placeholder')}
              value={value}
              error={error}
              autoFocus
              onChange={(e) => setValue(e.currentTarget.value)}
            />
            <Button type="submit" loading={busy}>
              {t('backend.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
