import { useState, type FormEvent } from 'react';
import { Alert, Button, Code, Group, Input, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@renderer/api';
import { getPlatform } from '@renderer/platform';
import { sendTestMedia, sendTestText } from './api';

type Outcome = { ok: true; reply: unknown } | { ok: false; message: string } | null;

/**
 * A test form of the send endpoint (spec 3 "Messages API"): the connection's token, the number and
 * a text or a file, sent exactly as an outside system would; the server's reply, or its refusal
 * translated, shown under the form.
 */
export function SendTestForm({ kind }: { kind: 'text' | 'media' }) {
  const { t } = useTranslation('messagesApi');
  const { t: tc } = useTranslation();
  const [token, setToken] = useState('');
  const [number, setNumber] = useState('');
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const id = `messages-api-${kind}`;

  // Called straight from the click: a browser opens its file picker only during a user gesture.
  const pick = () => {
    getPlatform()
      .openFiles('attachment', { label: t('test.file') })
      .then(
        ([picked]) => picked && setFile(picked),
        (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error, tc) }),
      );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const empty = new Set<string>();
    if (!token.trim()) empty.add('token');
    if (!number.trim()) empty.add('number');
    if (kind === 'text' && !body.trim()) empty.add('body');
    if (kind === 'media' && !file) empty.add('file');
    setMissing(empty);
    if (empty.size) return;
    setSending(true);
    setOutcome(null);
    try {
      const reply =
        kind === 'text'
          ? await sendTestText(token.trim(), number.trim(), body)
          : await sendTestMedia(token.trim(), number.trim(), file!);
      setOutcome({ ok: true, reply });
      notifications.show({ color: 'green', message: t('test.sent') });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error, tc) });
    } finally {
      setSending(false);
    }
  };

  const required = (field: string) => (missing.has(field) ? t('test.required') : undefined);

  return (
    <form aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5" id={`${id}-title`}>
          {t(kind === 'text' ? 'test.textTitle' : 'test.mediaTitle')}
        </Title>
        <TextInput
          label={t('test.token')}
          description={t('test.tokenHint')}
          value={token}
          onChange={(e) => setToken(e.currentTarget.value)}
          error={required('token')}
          required
          autoComplete="off"
        />
        <TextInput
          label={t('test.number')}
          description={t('test.numberHint')}
          value={number}
          onChange={(e) => setNumber(e.currentTarget.value)}
          error={required('number')}
          required
          inputMode="tel"
        />
        {kind === 'text' ? (
          <Textarea
            label={t('test.body')}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            error={required('body')}
            required
            autosize
            minRows={2}
            maxRows={6}
          />
        ) : (
          <Input.Wrapper label={t('test.file')} required error={required('file')} id={`${id}-file`}>
            <Group gap="xs" mt={4} wrap="nowrap">
              <Text size="sm" c={file ? undefined : 'dimmed'} truncate="end" style={{ flex: 1, minWidth: 0 }}>
                {file?.name ?? t('test.noFile')}
              </Text>
              <Button variant="default" size="xs" leftSection={<IconPaperclip size={14} aria-hidden />} onClick={pick}>
                {t(file ? 'test.replaceFile' : 'test.pickFile')}
              </Button>
            </Group>
          </Input.Wrapper>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={sending} leftSection={<IconSend size={16} aria-hidden />}>
            {t('test.send')}
          </Button>
        </Group>
        <div aria-live="polite">
          {outcome?.ok === true && (
            // No Alert title: Mantine's green title on its light background is below WCAG AA contrast.
            <Alert color="green">
              <Text size="sm" fw={600}>
                {t('test.sent')}
              </Text>
              <Text size="sm">{t('test.reply')}</Text>
              <Code block mt={4}>
                {JSON.stringify(outcome.reply, null, 2)}
              </Code>
            </Alert>
          )}
          {outcome?.ok === false && (
            <Alert color="red" title={t('test.refused')} role="alert">
              {outcome.message}
            </Alert>
          )}
        </div>
      </Stack>
    </form>
  );
}
