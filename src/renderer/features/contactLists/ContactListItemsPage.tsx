import { Suspense, useEffect, useMemo, useState } from 'react';
import { Button, FileButton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconBrandWhatsapp, IconFileImport, IconPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { ContactList, ContactListItem } from '@shared/api/contactList';
import { errorMessage } from '@renderer/api';
import { useDisplayNumber } from '@renderer/features/contacts';
import { useUser } from '@renderer/session';
import {
  ConfirmDialog,
  editDeleteColumn,
  EmptyState,
  ErrorState,
  ForbiddenPage,
  InfiniteTable,
  LazyTooltip,
  pagedTable,
  PageHeader,
  SearchField,
  type TableColumn,
  useDeleteDialog,
} from '@renderer/ui';
import { deleteItem, fetchList } from './api';
import { ContactListItemDialog } from './ContactListItemDialog';
import { ImportDialog } from './ImportDialog';
import { useContactListItems } from './useContactLists';
import { useItemImport } from './useItemImport';

/** /contact-lists/{id}/contacts (spec 3): admins only; a profile user gets the no-access placeholder (spec 3 §6). */
export default function ContactListItemsPage() {
  const id = Number(useParams().contactListId);
  return useUser().profile === 'admin' ? <ItemsList contactListId={id} /> : <ForbiddenPage />;
}

type Editing = { row: ContactListItem | null } | null;

/**
 * A list's entries (spec 3 "Contact lists and items"): search, the way back to the lists, import
 * from xls/xlsx, add; the table's # column says whether the number has WhatsApp (green) or not
 * (grey), in words too; edit and delete each entry.
 */
function ItemsList({ contactListId }: { contactListId: number }) {
  const { t } = useTranslation('contactLists');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [owner, setOwner] = useState<ContactList | null>(null);
  const list = useContactListItems(contactListId, search);
  const [editing, setEditing] = useState<Editing>(null);
  const importer = useItemImport(contactListId);
  const deleting = useDeleteDialog<ContactListItem>({
    remove: (row) => deleteItem(row.id),
    onRemoved: (row) => list.remove(row.id),
    successMessage: t('items.deleted'),
    describeError: (error) => errorMessage(error, tc),
  });

  useEffect(() => {
    const abort = new AbortController();
    fetchList(contactListId, abort.signal).then(setOwner, () => setOwner(null));
    return () => abort.abort();
  }, [contactListId]);

  const ask = deleting.ask;
  // Numbers as everywhere in the app (the phone library's format, LGPD masking for profile users).
  const show = useDisplayNumber();
  const columns = useMemo<TableColumn<ContactListItem>[]>(
    () => [
      {
        key: 'valid',
        header: '#',
        width: 56,
        align: 'center',
        cell: (r) => {
          const label = t(r.isWhatsappValid ? 'items.valid' : 'items.invalid');
          return (
            <LazyTooltip label={label} withArrow>
              <IconBrandWhatsapp
                size={20}
                role="img"
                aria-label={label}
                color={r.isWhatsappValid ? 'var(--mantine-color-green-8)' : 'var(--mantine-color-gray-6)'}
              />
            </LazyTooltip>
          );
        },
      },
      { key: 'name', header: t('items.table.name'), cell: (r) => <Text size="sm">{r.name}</Text> },
      {
        key: 'number',
        header: t('items.table.number'),
        width: 180,
        cell: (r) => <Text size="sm">{show({ number: r.number, isGroup: false })}</Text>,
      },
      { key: 'email', header: t('items.table.email'), cell: (r) => <Text size="sm">{r.email}</Text> },
      editDeleteColumn<ContactListItem>({
        header: t('table.actions'),
        editLabel: (r) => t('edit', { name: r.name }),
        deleteLabel: (r) => t('delete', { name: r.name }),
        onEdit: (row) => setEditing({ row }),
        onDelete: ask,
      }),
    ],
    [t, ask, show],
  );

  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflow: 'hidden' }}>
      <PageHeader title={owner ? t('items.title', { name: owner.name }) : t('items.titleLoading')} count={list.count}>
        <SearchField label={t('items.search')} onSearch={setSearch} />
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={() => navigate('/contact-lists')}
        >
          {t('items.lists')}
        </Button>
        <FileButton accept=".xls,.xlsx" onChange={(file) => file && void importer.start(file)}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconFileImport size={16} aria-hidden />}>
              {t('items.import')}
            </Button>
          )}
        </FileButton>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ row: null })}>
          {t('items.add')}
        </Button>
      </PageHeader>
      <InfiniteTable
        label={t('items.table.label')}
        columns={columns}
        {...pagedTable(list)}
        rowId={(r) => r.id}
        empty={
          <EmptyState
            icon={<IconUsers size={32} aria-hidden />}
            title={search ? t('notFound', { term: search }) : t('items.empty')}
          >
            {search ? undefined : t('items.emptyHint')}
          </EmptyState>
        }
        error={list.error ? <ErrorState message={errorMessage(list.error, tc)} onRetry={list.retry} /> : undefined}
      />
      <ContactListItemDialog
        opened={editing !== null}
        contactListId={contactListId}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={list.upsert}
      />
      <ConfirmDialog title={t('deleteTitle')} confirmLabel={t('deleteConfirm')} danger {...deleting.dialog}>
        {t('deleteMessage')}
      </ConfirmDialog>
      <Suspense fallback={null}>
        <ImportDialog
          state={importer.state}
          onCancel={importer.cancel}
          onClose={() => {
            importer.reset();
            list.reload();
          }}
        />
      </Suspense>
    </Stack>
  );
}
