import { useMemo, useState } from 'react';
import { Badge, Text } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Prompt } from '@shared/api/prompt';
import { PROMPT_TEXT_VOICE } from '@shared/domain/promptVoices';
import { errorMessage } from '@renderer/api';
import { useUser } from '@renderer/session';
import {
  ConfirmDialog,
  ForbiddenPage,
  useDeleteDialog,
  type TableColumn,
  SearchableListPage,
  editDeleteColumn,
} from '@renderer/ui';
import { deletePrompt } from './api';
import { PromptDialog } from './PromptDialog';
import { usePromptList } from './usePromptList';

/** /prompts (spec 2 "AI prompts"): admins only; a profile user gets access denied (spec 2 §2). */
export default function PromptsPage() {
  return useUser().profile === 'admin' ? <PromptsList /> : <ForbiddenPage />;
}

type Editing = { row: Prompt | null } | null;

/** The company's prompts by name, searchable, each with its queue and voice; add, edit, delete. */
function PromptsList() {
  const { t } = useTranslation('prompts');
  const { t: tc } = useTranslation();
  const [search, setSearch] = useState('');
  const list = usePromptList(search);
  const [editing, setEditing] = useState<Editing>(null);
  const deleting = useDeleteDialog<Prompt>({
    remove: (row) => deletePrompt(row.id),
    onRemoved: (row) => list.remove(row.id),
    successMessage: t('deleted'),
    describeError: (error) => errorMessage(error, tc),
  });

  const ask = deleting.ask;
  const columns = useMemo<TableColumn<Prompt>[]>(
    () => [
      { key: 'name', header: t('table.name'), cell: (r) => <Text size="sm">{r.name}</Text> },
      {
        key: 'queue',
        header: t('table.queue'),
        width: 180,
        cell: (r) =>
          r.queue ? (
            <Badge variant="light" radius="sm" style={{ textTransform: 'none' }}>
              {r.queue.name}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              {t('table.noQueue')}
            </Text>
          ),
      },
      {
        key: 'voice',
        header: t('table.voice'),
        width: 180,
        cell: (r) => <Text size="sm">{r.voice === PROMPT_TEXT_VOICE ? t('form.textVoice') : r.voice}</Text>,
      },
      editDeleteColumn<Prompt>({
        header: t('table.actions'),
        editLabel: (r) => t('edit', { name: r.name }),
        deleteLabel: (r) => t('delete', { name: r.name }),
        onEdit: (row) => setEditing({ row }),
        onDelete: ask,
      }),
    ],
    [t, ask],
  );

  return (
    <SearchableListPage
      title={t('title')}
      list={list}
      search={{ label: t('search'), term: search, onSearch: setSearch }}
      add={{ label: t('add'), onClick: () => setEditing({ row: null }) }}
      table={{ label: t('table.label'), columns }}
      empty={{
        icon: <IconRobot size={32} aria-hidden />,
        title: t('empty'),
        notFound: t('notFound', { term: search }),
        hint: t('emptyHint'),
      }}
      errorMessage={errorMessage(list.error, tc)}
    >
      <PromptDialog
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
