import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface HeldTicket {
  userName: string | null;
  queueName: string | null;
}

/** 'Ticket already open' (spec 1 §8): another attendant holds the contact's ticket; names who and where. */
export function AlreadyOpenModal({ held, onClose }: { held: HeldTicket | null; onClose(): void }) {
  const { t } = useTranslation('tickets');
  const { t: tc } = useTranslation();
  return (
    <Modal opened={held !== null} onClose={onClose} title={t('alreadyOpen.title')} centered>
      <Stack>
        <Text size="sm">
          {t('alreadyOpen.message', {
            user: held?.userName ?? t('alreadyOpen.unknownUser'),
            queue: held?.queueName ?? t('alreadyOpen.noQueue'),
          })}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {tc('actions.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
