import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/api/routes';
import { call } from '@renderer/api';
import { ChatbotOptionCard, type ChatbotEditing } from './ChatbotOptionCard';
import { addDraft, issuesByPath, moveDraft, removeDraft, updateDraft, type ChatbotDraft } from './chatbotDraft';

interface ChatbotEditorProps {
  value: ChatbotDraft[];
  onChange(next: ChatbotDraft[]): void;
  showErrors: boolean;
}

/**
 * The queue's chatbot (spec 2 "Queues page": options within options): the first level's options,
 * each with its own below it. Targets come from the company's queues and users; every action is a
 * button (reorder included), so the whole tree is edited from the keyboard.
 */
export function ChatbotEditor({ value, onChange, showErrors }: ChatbotEditorProps) {
  const { t } = useTranslation('queues');
  const [queues, setQueues] = useState<{ value: string; label: string }[]>([]);
  const [users, setUsers] = useState<{ value: string; label: string }[]>([]);

  useEffect(() => {
    const abort = new AbortController();
    const signal = abort.signal;
    // Lookups only: a failure leaves the target lists empty, the rest of the dialog works.
    call(routes.settings.queues, { signal })
      .then((list) => setQueues(list.map((q) => ({ value: String(q.id), label: q.name }))))
      .catch(() => undefined);
    call(routes.users.list, { signal })
      .then((list) => setUsers(list.map((u) => ({ value: String(u.id), label: u.name }))))
      .catch(() => undefined);
    return () => abort.abort();
  }, []);

  const issues = useMemo(() => issuesByPath(value), [value]);
  const editing: ChatbotEditing = {
    issues,
    showErrors,
    queues,
    users,
    patch: (path, patch) => onChange(updateDraft(value, path, patch)),
    add: (parent) => onChange(addDraft(value, parent)),
    remove: (path) => onChange(removeDraft(value, path)),
    move: (path, by) => onChange(moveDraft(value, path, by)),
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="chatbot-title">
      <Title order={3} size="h5" id="chatbot-title">
        {t('chatbot.title')}
      </Title>
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('chatbot.empty')}
        </Text>
      )}
      {value.map((draft, i) => (
        <ChatbotOptionCard key={draft.key} draft={draft} path={[i]} siblings={value.length} editing={editing} />
      ))}
      <Group>
        <Button variant="light" onClick={() => onChange(addDraft(value, []))}>
          {t('chatbot.add')}
        </Button>
      </Group>
    </Stack>
  );
}
