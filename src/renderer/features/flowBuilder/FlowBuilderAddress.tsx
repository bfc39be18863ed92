import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { flowBuilderUrl } from '@shared/domain/embeds';

interface FlowBuilderAddressProps {
  /** The address kept now, or null when none is. */
  current: string | null;
  onSave(url: string): Promise<void>;
  /** Back to the frame without changing anything (only when one is kept). */
  onCancel?(): void;
}

/**
 * The form that gives this machine its flow builder's address: https only (the frame and the
 * CSP take nothing else), said in plain words when refused.
 */
export function FlowBuilderAddress({ current, onSave, onCancel }: FlowBuilderAddressProps) {
  const { t } = useTranslation('flowBuilder');
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const clean = flowBuilderUrl(value);
    if (!clean) {
      setError(t(value.trim() ? 'address.invalid' : 'address.required'));
      return;
    }
    setError(null);
    setFailure(null);
    setSaving(true);
    try {
      await onSave(clean);
    } catch {
      setFailure(t('address.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="lg" maw={640} w="100%" mx="auto" mt="xl">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h3">
            {t(current ? 'address.changeTitle' : 'address.title')}
          </Title>
          <Text size="sm">{t('address.explain')}</Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label={t('address.label')}
            placeholder="https://typebot.suaempresa.com.br"
            description={t('address.hint')}
            type="url"
            required
            data-autofocus
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
          />
          <Group justify="flex-end">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('address.cancel')}
              </Button>
            )}
            <Button type="submit" loading={saving}>
              {t('address.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
