import { Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a list or pane shows when loading it failed: the reason and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?(): void }) {
  const { t } = useTranslation();
  return (
    <Center p="xl">
      <Stack align="center" gap="xs" maw={420} ta="center" role="alert">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button variant="light" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
