import { useState } from 'react';
import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { backendUrlSchema } from '@shared/ipc/backendUrl';
import { chooseBackend, useSession } from '@renderer/session';

/** Shows the backend in use and lets the user point the app at another one. */
export function ServerField() {
  const { t } = useTranslation('account');
  const backendUrl = useSession((s) => s.backendUrl);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(backendUrl ?? '');
  const [error, setError] = useState<string | null>(null);

  if (!editing) {
    return (
      <Group gap="xs" justify="center">
        <Text size="xs" c="dimmed">
          {t('login.server')}: {backendUrl}
        </Text>
        <Anchor component="button" type="button" size="xs" onClick={() => setEditing(true)}>
          {t('login.changeServer')}
        </Anchor>
      </Group>
    );
  }

  const submit = async () => {
    if (!backendUrlSchema.safeParse(value).success) return setError(t('backend.invalid'));
    await chooseBackend(value);
    setEditing(false);
    setError(null);
  };

  return (
    <Group align="flex-end" gap="xs">
      <TextInput
        style={{ flex: 1 }}
        label={t('backend.label')}
        value={value}
        error={error}
        onChange={(e) => setValue(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && void submit()}
      />
      <Button variant="light" onClick={() => void submit()}>
        {t('backend.submit')}
      </Button>
    </Group>
  );
}
