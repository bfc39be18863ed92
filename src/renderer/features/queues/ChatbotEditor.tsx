import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fetchTargets } from './api';
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
    void fetchTargets(abort.signal).then(({ queues: q, users: u }) => {
      if (abort.signal.aborted) return;
      setQueues(q.map((x) => ({ value: String(x.id), label: x.name })));
      setUsers(u.map((x) => ({ value: String(x.id), label: x.name })));
    });
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
