import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ResolveModalProps {
  opened: boolean;
  loading: boolean;
  onResolve(sendFarewellMessage: boolean): void;
  onClose(): void;
}

/** Resolving asks whether the farewell message goes to the contact (spec 1 §4 sendFarewellMessage). */
export function ResolveModal({ opened, loading, onResolve, onClose }: ResolveModalProps) {
  const { t } = useTranslation('tickets');
  const { t: tc } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('resolve.title')} centered>
      <Stack>
        <Text size="sm">{t('resolve.message')}</Text>
        <Stack gap="xs">
          <Button onClick={() => onResolve(true)} loading={loading} data-autofocus>
            {t('resolve.withFarewell')}
          </Button>
          <Button variant="light" onClick={() => onResolve(false)} disabled={loading}>
            {t('resolve.withoutFarewell')}
          </Button>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {tc('actions.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
