import { useMemo, useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconRobot, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Prompt } from '@shared/api/prompt';
import { PROMPT_TEXT_VOICE } from '@shared/domain/promptVoices';
import { errorMessage } from '@renderer/api';
import { useUser } from '@renderer/session';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  ForbiddenPage,
  InfiniteTable,
  pagedTable,
  PageHeader,
  RowAction,
  SearchField,
  useDeleteDialog,
  type TableColumn,
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
      {
        key: 'actions',
        header: t('table.actions'),
        width: 104,
        align: 'right',
        cell: (r) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
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
    [t, ask],
  );

  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflow: 'hidden' }}>
      <PageHeader title={t('title')} count={list.count}>
        <SearchField label={t('search')} onSearch={setSearch} />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ row: null })}>
          {t('add')}
        </Button>
      </PageHeader>
      <InfiniteTable
        label={t('table.label')}
        columns={columns}
        {...pagedTable(list)}
        rowId={(r) => r.id}
        empty={
          <EmptyState
            icon={<IconRobot size={32} aria-hidden />}
            title={search ? t('notFound', { term: search }) : t('empty')}
          >
            {search ? undefined : t('emptyHint')}
          </EmptyState>
        }
        error={list.error ? <ErrorState message={errorMessage(list.error, tc)} onRetry={list.retry} /> : undefined}
      />
      <PromptDialog
        opened={editing !== null}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={list.upsert}
      />
      <ConfirmDialog title={t('deleteTitle')} confirmLabel={t('deleteConfirm')} danger {...deleting.dialog}>
        {t('deleteMessage')}
      </ConfirmDialog>
    </Stack>
  );
}
