import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@renderer/api';
import { sendOutgoing } from '@renderer/features/messages';
import { ContactSelect, type ContactOption } from '@renderer/features/contacts';

interface ContactCardModalProps {
  ticketId: number;
  opened: boolean;
  isPrivate: boolean;
  onClose(): void;
  onSent(): void;
}

/** 'Enviar contato' (spec 1 §2): a contact of the company goes out as a vCard. */
export function ContactCardModal({ ticketId, opened, isPrivate, onClose, onSent }: ContactCardModalProps) {
  const { t } = useTranslation('composer');
  const { t: tc } = useTranslation();
  const [contact, setContact] = useState<ContactOption | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (opened) setContact(null);
  }, [opened]);

  const send = async () => {
    if (!contact) return;
    setBusy(true);
    try {
      // deployed Whaticket's shape: `vCard: {name, number}`, the backend writes the card.
      await sendOutgoing({ ticketId, body: '', isPrivate, vCard: { name: contact.name, number: contact.number } });
      onSent();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('contact.title')}>
      <Stack>
        <ContactSelect label={t('contact.field')} value={contact} onChange={setContact} autoFocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('contact.cancel')}
          </Button>
          <Button onClick={() => void send()} loading={busy} disabled={!contact}>
            {t('contact.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
