import { useMemo, useState } from 'react';
import { Group, Text } from '@mantine/core';
import { IconAddressBook, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ContactList } from '@shared/api/contactList';
import { errorMessage } from '@renderer/api';
import { ConfirmDialog, RowAction, SearchableListPage, useDeleteDialog, type TableColumn } from '@renderer/ui';
import { deleteList } from './api';
import { ContactListDialog } from './ContactListDialog';
import { useContactLists } from './useContactLists';

type Editing = { row: ContactList | null } | null;

/**
 * /contact-lists (spec 3 "Contact lists"): the company's lists by name with their entry counts;
 * search, add, rename, delete, and open a list's entries. Live as lists change elsewhere.
 */
export default function ContactListsPage() {
  const { t } = useTranslation('contactLists');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const list = useContactLists(search);
  const [editing, setEditing] = useState<Editing>(null);
  const deleting = useDeleteDialog<ContactList>({
    remove: (row) => deleteList(row.id),
    onRemoved: (row) => list.remove(row.id),
    successMessage: t('deleted'),
    describeError: (error) => errorMessage(error, tc),
  });

  const ask = deleting.ask;
  const columns = useMemo<TableColumn<ContactList>[]>(
    () => [
      { key: 'name', header: t('table.name'), cell: (r) => <Text size="sm">{r.name}</Text> },
      {
        key: 'count',
        header: t('table.count'),
        width: 140,
        align: 'center',
        cell: (r) => <Text size="sm">{r.contactsCount}</Text>,
      },
      {
        key: 'actions',
        header: t('table.actions'),
        width: 140,
        align: 'right',
        cell: (r) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <RowAction label={t('open', { name: r.name })} onClick={() => navigate(`/contact-lists/${r.id}/contacts`)}>
              <IconUsers size={18} aria-hidden />
            </RowAction>
            <RowAction label={t('edit', { name: r.name })} onClick={() => setEditing({ row: r })}>
              <IconPencil size={18} aria-hidden />
            </RowAction>
            <RowAction label={t('delete', { name: r.name })} color="red" onClick={() => ask(r)}>
              <IconTrash size={18} aria-hidden />
            </RowAction>
          </Group>
        ),
      },
    ],
    [t, ask, navigate],
  );

  return (
    <SearchableListPage
      title={t('title')}
      list={list}
      search={{ label: t('search'), term: search, onSearch: setSearch }}
      add={{ label: t('add'), onClick: () => setEditing({ row: null }) }}
      table={{ label: t('table.label'), columns }}
      empty={{
        icon: <IconAddressBook size={32} aria-hidden />,
        title: t('empty'),
        notFound: t('notFound', { term: search }),
      }}
      errorMessage={errorMessage(list.error, tc)}
    >
      <ContactListDialog
        opened={editing !== null}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={list.upsert}
      />
      <ConfirmDialog title={t('deleteTitle')} confirmLabel={t('deleteConfirm')} danger {...deleting.dialog}>
        {t('deleteMessage')}
      </ConfirmDialog>
    </SearchableListPage>
  );
}
