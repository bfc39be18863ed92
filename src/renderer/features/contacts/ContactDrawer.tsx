import { useEffect, useState } from 'react';
import { ActionIcon, Avatar, Divider, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { LazyTooltip } from '@renderer/ui';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@shared/api/contact';
import { LIMITS } from '@shared/domain/constants';
import { ContactTags } from './ContactTags';
import { fetchContact } from './api';
import { ContactEditForm } from './ContactEditForm';
import { useDisplayNumber, useNumbersMasked } from './displayNumber';
import { TicketNotes } from './TicketNotes';

interface ContactDrawerProps {
  opened: boolean;
  onClose(): void;
  /** The contact as the ticket carries it; refreshed from GET /contacts/{id} when the drawer opens. */
  contact: Contact;
  ticketId: number;
}

/** The ticket's contact drawer (spec 1 §2, 320 wide): details, extra info, tags and notes. */
export function ContactDrawer({ opened, onClose, contact: initial, ticketId }: ContactDrawerProps) {
  const { t } = useTranslation('contacts');
  const show = useDisplayNumber();
  const masked = useNumbersMasked();
  const [contact, setContact] = useState<Contact>(initial);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!opened) setEditing(false);
  }, [opened]);

  useEffect(() => {
    if (!opened) return;
    const abort = new AbortController();
    fetchContact(initial.id, abort.signal)
      .then(setContact)
      .catch(() => {
        // The ticket's copy is shown; the drawer stays usable without the fresh one.
      });
    return () => abort.abort();
  }, [opened, initial.id]);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={LIMITS.contactDrawerWidth}
      title={t('drawer.title')}
    >
      <Stack gap="md">
        {editing ? (
          <ContactEditForm
            contact={contact}
            numberHidden={masked && !contact.isGroup}
            onSaved={(saved) => {
              setContact(saved);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <Group wrap="nowrap" align="flex-start">
            <Avatar src={contact.urlPicture ?? undefined} size="lg" radius="xl" alt="">
              {contact.name.slice(0, 2).toUpperCase()}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                {contact.name}
              </Title>
              <Text size="sm">{show(contact)}</Text>
              {contact.email && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {contact.email}
                </Text>
              )}
            </div>
            <LazyTooltip label={t('edit.open')}>
              <ActionIcon variant="subtle" ml="auto" aria-label={t('edit.open')} onClick={() => setEditing(true)}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </LazyTooltip>
          </Group>
        )}
        <Divider />
        <Stack gap={4}>
          <Title order={3} size="h6">
            {t('drawer.extraInfo')}
          </Title>
          {contact.extraInfo.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('drawer.noExtraInfo')}
            </Text>
          ) : (
            <dl style={{ margin: 0 }}>
              {contact.extraInfo.map((info, i) => (
                <div key={info.id ?? i} style={{ marginBottom: 4 }}>
                  <Text component="dt" size="xs" c="dimmed">
                    {info.name}
                  </Text>
                  <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                    {info.value}
                  </Text>
                </div>
              ))}
            </dl>
          )}
        </Stack>
        <Divider />
        <ContactTags
          contactId={contact.id}
          tags={contact.tags}
          onSaved={(tags) => setContact((c) => ({ ...c, tags }))}
        />
        <Divider />
        <TicketNotes ticketId={ticketId} contactId={contact.id} />
      </Stack>
    </Drawer>
  );
}
