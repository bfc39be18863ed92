import { useRef, useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHATBOT_MAX_DEPTH, CHATBOT_OPTION_TYPES, type ChatbotIssue } from '@shared/domain/chatbot';
import { IntegrationSelect } from '@renderer/features/queueIntegrations';
import { FileListSelect } from '@renderer/features/fileLists';
import type { ChatbotDraft, DraftPath } from './chatbotDraft';

export interface ChatbotEditing {
  issues: Map<string, ChatbotIssue[]>;
  showErrors: boolean;
  queues: { value: string; label: string }[];
  users: { value: string; label: string }[];
  patch(path: DraftPath, patch: Partial<ChatbotDraft>): void;
  add(parent: DraftPath): void;
  remove(path: DraftPath): void;
  move(path: DraftPath, by: -1 | 1): void;
}

interface ChatbotOptionCardProps {
  draft: ChatbotDraft;
  path: DraftPath;
  /** How many options share its level (the last cannot go down). */
  siblings: number;
  editing: ChatbotEditing;
}

/**
 * One chatbot option (spec 2 §3): its number and name, what it does (text, an attendant, a queue,
 * an integration or a file list, with that target), its message, whether it closes the ticket,
 * and its own sub-options below it. Going a level deeper needs the message first (spec 2 §4): the
 * add button then points at the message field instead.
 */
export function ChatbotOptionCard({ draft, path, siblings, editing }: ChatbotOptionCardProps) {
  const { t } = useTranslation('queues');
  const message = useRef<HTMLTextAreaElement>(null);
  const [needsMessage, setNeedsMessage] = useState(false);
  const index = path[path.length - 1];
  const number = path.map((i) => i + 1).join('.');
  const label = draft.name.trim() || t('chatbot.option', { number });
  const issues = editing.issues.get(path.join('.')) ?? [];
  const problem = (field: ChatbotIssue['field']) => {
    const issue = editing.showErrors ? issues.find((i) => i.field === field) : undefined;
    return issue ? t(`chatbot.problems.${issue.problem}`) : undefined;
  };
  const patch = (p: Partial<ChatbotDraft>) => editing.patch(path, p);

  const addSub = () => {
    if (!draft.greetingMessage.trim()) {
      setNeedsMessage(true);
      message.current?.focus();
      return;
    }
    setNeedsMessage(false);
    editing.add(path);
  };

  return (
    <Paper withBorder p="sm" component="fieldset" aria-label={t('chatbot.optionLabel', { number, name: label })}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {t('chatbot.option', { number })}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t('chatbot.moveUp', { name: label })}
              disabled={index === 0}
              onClick={() => editing.move(path, -1)}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('chatbot.moveDown', { name: label })}
              disabled={index === siblings - 1}
              onClick={() => editing.move(path, 1)}
            >
              ↓
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('chatbot.remove', { name: label })}
              onClick={() => editing.remove(path)}
            >
              ✕
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('chatbot.name')}
            required
            value={draft.name}
            onChange={(e) => patch({ name: e.currentTarget.value })}
            error={problem('name')}
          />
          <Select
            label={t('chatbot.type')}
            data={CHATBOT_OPTION_TYPES.map((type) => ({ value: type, label: t(`chatbot.types.${type}`) }))}
            value={draft.queueType}
            allowDeselect={false}
            onChange={(v) => v && patch({ queueType: v as ChatbotDraft['queueType'] })}
          />
        </SimpleGrid>
        {draft.queueType === 'queue' && (
          <Select
            label={t('chatbot.targetQueue')}
            required
            data={editing.queues}
            value={draft.optQueueId ? String(draft.optQueueId) : null}
            onChange={(v) => patch({ optQueueId: v ? Number(v) : null })}
            error={problem('optQueueId')}
          />
        )}
        {draft.queueType === 'attendent' && (
          <Select
            label={t('chatbot.targetUser')}
            required
            searchable
            data={editing.users}
            value={draft.optUserId ? String(draft.optUserId) : null}
            onChange={(v) => patch({ optUserId: v ? Number(v) : null })}
            error={problem('optUserId')}
          />
        )}
        {draft.queueType === 'integration' && (
          <IntegrationSelect
            label={t('chatbot.targetIntegration')}
            value={draft.optIntegrationId}
            onChange={(v) => patch({ optIntegrationId: v })}
          />
        )}
        {draft.queueType === 'file' && (
          <FileListSelect
            label={t('chatbot.targetFile')}
            value={draft.optFileId}
            onChange={(optFileId) => patch({ optFileId })}
          />
        )}
        <Textarea
          ref={message}
          label={t('chatbot.message')}
          description={draft.options.length > 0 ? t('chatbot.messageHint') : undefined}
          required={draft.options.length > 0}
          autosize
          minRows={2}
          maxRows={6}
          value={draft.greetingMessage}
          onChange={(e) => {
            patch({ greetingMessage: e.currentTarget.value });
            if (e.currentTarget.value.trim()) setNeedsMessage(false);
          }}
          error={needsMessage ? t('chatbot.messageFirst') : problem('greetingMessage')}
        />
        <Switch
          label={t('chatbot.closeTicket')}
          checked={draft.closeTicket}
          onChange={(e) => patch({ closeTicket: e.currentTarget.checked })}
        />
        {draft.options.length > 0 && (
          <Stack gap="xs" pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
            {draft.options.map((child, i) => (
              <ChatbotOptionCard
                key={child.key}
                draft={child}
                path={[...path, i]}
                siblings={draft.options.length}
                editing={editing}
              />
            ))}
          </Stack>
        )}
        {path.length < CHATBOT_MAX_DEPTH && (
          <Group>
            <Button variant="light" size="xs" onClick={addSub}>
              {t('chatbot.addSub', { name: label })}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
