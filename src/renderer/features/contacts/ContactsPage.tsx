import { Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { Button, MultiSelect, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAddressBook, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Channel, Contact } from '@shared/api/contact';
import { canDeleteContact } from '@shared/domain/permissions';
import { errorMessage } from '@renderer/api';
import { ContactsTransferMenu } from '@renderer/features/contactSpreadsheets';
import { useUser } from '@renderer/session';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  InfiniteTable,
  pagedTable,
  PageHeader,
  SearchField,
  useDeleteDialog,
} from '@renderer/ui';
import { deleteContact, fetchTags, setContactActive } from './api';
import { ContactDialog } from './ContactDialog';
import { NO_FILTERS, type ContactFilters } from './contactFilters';
import { useNumbersMasked } from './displayNumber';
import { useContactColumns } from './useContactColumns';
import { useContactList } from './useContactList';

type Editing = { contact: Contact | null } | null;

/** The new-ticket dialog for a chosen contact, handed down by the router (tickets sits above contacts). */
export type StartTicket = ComponentType<{ contact: Contact | null; onClose(): void }>;
const CHANNELS: Channel[] = ['whatsapp', 'facebook', 'instagram'];

/**
 * /contacts (spec 1 §2 "Contacts"): search (500 ms), tags, channel and group filters, infinite scroll,
 * add, edit, block/unblock, and delete for admins (contacts-page:deleteContact), kept live.
 */
export default function ContactsPage({ StartTicket }: { StartTicket?: StartTicket }) {
  const { t } = useTranslation('contacts');
  const { t: tc } = useTranslation();
  const user = useUser();
  const [filters, setFilters] = useState<ContactFilters>(NO_FILTERS);
  const list = useContactList(filters);
  const [editing, setEditing] = useState<Editing>(null);
  const [tags, setTags] = useState<{ value: string; label: string }[]>([]);
  const [starting, setStarting] = useState<Contact | null>(null);
  const masked = useNumbersMasked();

  useEffect(() => {
    const abort = new AbortController();
    fetchTags(abort.signal).then(
      (found) => setTags(found.map((tag) => ({ value: String(tag.id), label: tag.name }))),
      // The filter is a help, not the page: without tags the list still works.
      () => undefined,
    );
    return () => abort.abort();
  }, []);

  const deleting = useDeleteDialog<Contact>({
    remove: (c) => deleteContact(c.id),
    onRemoved: (c) => list.remove(c.id),
    successMessage: t('page.deleted'),
    describeError: (error) => errorMessage(error, tc),
  });

  const { upsert } = list;
  const onBlock = useCallback(
    (c: Contact) =>
      void setContactActive(c.id, !c.active).then(
        (saved) => {
          upsert(saved);
          notifications.show({ color: 'green', message: t(saved.active ? 'page.unblocked' : 'page.blockedToast') });
        },
        (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error, tc) }),
      ),
    [upsert, t, tc],
  );
  const onEdit = useCallback((contact: Contact) => setEditing({ contact }), []);
  const columns = useContactColumns({
    canDelete: canDeleteContact(user),
    onEdit,
    onBlock,
    onDelete: deleting.ask,
    onStartTicket: StartTicket ? setStarting : undefined,
  });
  const filtered =
    filters.search !== '' || filters.tagIds.length > 0 || filters.channel !== null || filters.isGroup !== null;

  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflow: 'hidden' }}>
      <PageHeader title={t('page.title')} count={list.count}>
        <SearchField label={t('page.search')} onSearch={(search) => setFilters((f) => ({ ...f, search }))} />
        <MultiSelect
          aria-label={t('page.tagFilter')}
          placeholder={filters.tagIds.length ? undefined : t('page.tagFilter')}
          data={tags}
          value={filters.tagIds.map(String)}
          onChange={(ids) => setFilters((f) => ({ ...f, tagIds: ids.map(Number) }))}
          clearable
          searchable
          w={220}
        />
        <Select
          aria-label={t('page.channelFilter')}
          placeholder={t('page.allChannels')}
          data={CHANNELS.map((c) => ({ value: c, label: t(`page.channels.${c}`) }))}
          value={filters.channel}
          onChange={(channel) => setFilters((f) => ({ ...f, channel: (channel as Channel | null) ?? null }))}
          clearable
          w={160}
        />
        <Select
          aria-label={t('page.kindFilter')}
          data={(['all', 'people', 'groups'] as const).map((k) => ({ value: k, label: t(`page.kinds.${k}`) }))}
          value={filters.isGroup === null ? 'all' : filters.isGroup ? 'groups' : 'people'}
          onChange={(kind) =>
            setFilters((f) => ({ ...f, isGroup: kind === 'groups' ? true : kind === 'people' ? false : null }))
          }
          allowDeselect={false}
          w={150}
        />
        <Suspense fallback={null}>
          <ContactsTransferMenu masked={masked} />
        </Suspense>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ contact: null })}>
          {t('page.add')}
        </Button>
      </PageHeader>
      <InfiniteTable
        label={t('page.table.label')}
        columns={columns}
        {...pagedTable(list)}
        rowId={(c) => c.id}
        empty={
          <EmptyState
            icon={<IconAddressBook size={32} aria-hidden />}
            title={filtered ? t('page.notFound') : t('page.empty')}
          />
        }
        error={list.error ? <ErrorState message={t('page.loadFailed')} onRetry={list.retry} /> : undefined}
      />
      <ContactDialog
        opened={editing !== null}
        contact={editing?.contact ?? null}
        onClose={() => setEditing(null)}
        onSaved={list.upsert}
      />
      {/* Its own boundary: the dialog may load lazily without hiding the list meanwhile. */}
      {StartTicket && (
        <Suspense fallback={null}>
          <StartTicket contact={starting} onClose={() => setStarting(null)} />
        </Suspense>
      )}
      <ConfirmDialog title={t('page.deleteTitle')} confirmLabel={t('page.deleteConfirm')} danger {...deleting.dialog}>
        {t('page.deleteMessage', { name: deleting.target?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
