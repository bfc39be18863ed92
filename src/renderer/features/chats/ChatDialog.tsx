import { useEffect, useState } from 'react';
import { MultiSelect, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Chat } from '@shared/api/chat';
import { errorMessage } from '@renderer/api';
import { useUser } from '@renderer/session';
import { fieldErrorText, FormDialog, useResetOnOpen, useZodForm } from '@renderer/ui';
import { createChat, fetchUsers, updateChat } from './api';
import { chatFormOf, chatFormSchema, type ChatFormValues } from './chatForm';
import { upsertChats } from './store';

interface ChatDialogProps {
  opened: boolean;
  /** The chat edited (its owner only), or null to create one. */
  chat: Chat | null;
  onClose(): void;
  onSaved(chat: Chat): void;
}

/** Create or edit a chat: its title and its users (spec 3 "Internal chat"). */
export function ChatDialog({ opened, chat, onClose, onSaved }: ChatDialogProps) {
  const { t } = useTranslation('chats');
  const { t: tc } = useTranslation();
  const me = useUser();
  const [users, setUsers] = useState<{ value: string; label: string }[]>([]);
  const form = useZodForm(chatFormSchema, chatFormOf(chat, me.id));
  useResetOnOpen(form, opened, () => chatFormOf(chat, me.id), chat?.id);

  useEffect(() => {
    if (!opened) return;
    const abort = new AbortController();
    fetchUsers(abort.signal)
      .then((list) => setUsers(list.filter((u) => u.id !== me.id).map((u) => ({ value: String(u.id), label: u.name }))))
      .catch(() => undefined);
    return () => abort.abort();
  }, [opened, me.id]);

  const submit = async (values: ChatFormValues) => {
    const names = new Map(users.map((u) => [u.value, u.label]));
    const body = {
      title: values.title.trim(),
      users: values.userIds.map((id) => ({ id: Number(id), name: names.get(id) ?? '' })),
    };
    const saved = chat ? await updateChat(chat.id, body) : await createChat(body);
    upsertChats([saved]);
    onSaved(saved);
    notifications.show({ color: 'green', message: t('saved') });
    onClose();
  };

  const errors = form.formState.errors;
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t(chat ? 'form.editTitle' : 'form.addTitle')}
      form={form}
      onSubmit={submit}
      describeError={(error) => errorMessage(error, tc)}
      size="md"
    >
      <TextInput
        label={t('form.title')}
        required
        data-autofocus
        {...form.register('title')}
        error={fieldErrorText(errors.title, t)}
      />
      <Controller
        control={form.control}
        name="userIds"
        render={({ field }) => (
          <MultiSelect
            label={t('form.users')}
            description={t('form.usersHint')}
            required
            searchable
            data={users}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldErrorText(errors.userIds as never, t)}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
    </FormDialog>
  );
}
