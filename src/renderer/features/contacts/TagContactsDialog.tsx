import { useCallback, useEffect, useState } from 'react';
import { ActionIcon, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@shared/api/contact';
import { errorMessage } from '@renderer/api';
import { EmptyState, ErrorState } from '@renderer/ui';
import { fetchTagContacts, untagContact } from './api';
import { useDisplayNumber } from './displayNumber';

interface TagContactsDialogProps {
  /** The tag whose contacts are shown, or null when closed. */
  tag: { id: number; name: string; contactsCount: number } | null;
  onClose(): void;
  /** A contact lost the tag here: the tags page's count follows. */
  onUntagged(tagId: number): void;
}

type State = { contacts: Contact[]; count: number; hasMore: boolean; page: number };

/**
 * Spec 2 "Tags page": the 'contacts of tag' dialog, for the tags page (lazy: it shows numbers the
 * contacts way, and libphonenumber stays out of the entry chunk). The contacts carrying the tag, 20 at a time
 * ('Carregar mais'), each with a button that takes the tag off that contact only.
 */
export default function TagContactsDialog({ tag, onClose, onUntagged }: TagContactsDialogProps) {
  const { t } = useTranslation('contacts');
  const { t: tc } = useTranslation();
  const show = useDisplayNumber();
  const [state, setState] = useState<State | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);
  const tagId = tag?.id;

  const load = useCallback(
    (page: number, signal: AbortSignal) => {
      if (tagId === undefined) return;
      setLoading(true);
      setError(null);
      fetchTagContacts(tagId, page, signal).then(
        (reply) => {
          setState((s) => ({
            contacts: page === 1 ? reply.records : [...(s?.contacts ?? []), ...reply.records],
            count: reply.count,
            hasMore: reply.hasMore,
            page,
          }));
          setLoading(false);
        },
        (failure: unknown) => {
          if (signal.aborted) return;
          setError(failure);
          setLoading(false);
        },
      );
    },
    [tagId],
  );

  useEffect(() => {
    setState(null);
    if (tagId === undefined) return;
    const abort = new AbortController();
    load(1, abort.signal);
    return () => abort.abort();
  }, [tagId, load]);

  const untag = (contact: Contact) => {
    if (!tag) return;
    untagContact(tag.id, contact.id).then(
      () => {
        setState((s) => s && { ...s, count: s.count - 1, contacts: s.contacts.filter((c) => c.id !== contact.id) });
        onUntagged(tag.id);
        notifications.show({ color: 'green', message: t('tagContacts.removed', { name: contact.name }) });
      },
      (failure: unknown) => notifications.show({ color: 'red', message: errorMessage(failure, tc) }),
    );
  };

  return (
    <Modal
      opened={tag !== null}
      onClose={onClose}
      title={t('tagContacts.title', { name: tag?.name ?? '', count: state?.count ?? tag?.contactsCount ?? 0 })}
      centered
      closeButtonProps={{ 'aria-label': tc('actions.close') }}
    >
      {error && !state ? (
        <ErrorState message={errorMessage(error, tc)} onRetry={() => load(1, new AbortController().signal)} />
      ) : !state ? (
        <Center py="lg">
          <Loader role="progressbar" aria-label={t('tagContacts.loading')} />
        </Center>
      ) : state.contacts.length === 0 ? (
        <EmptyState title={t('tagContacts.empty')} />
      ) : (
        <Stack gap="xs">
          <Stack component="ul" gap={4} p={0} m={0} aria-label={t('tagContacts.list', { name: tag?.name ?? '' })}>
            {state.contacts.map((contact) => (
              <Group
                key={contact.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                style={{ listStyle: 'none' }}
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {contact.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {show(contact)}
                  </Text>
                </div>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('tagContacts.remove', { name: contact.name })}
                  onClick={() => untag(contact)}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
          {state.hasMore && (
            <Button
              variant="default"
              loading={loading}
              onClick={() => load(state.page + 1, new AbortController().signal)}
            >
              {t('tagContacts.more')}
            </Button>
          )}
        </Stack>
      )}
    </Modal>
  );
}
