import type { ReactNode } from 'react';
import { ActionIcon, Code, CopyButton, Group, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canViewConnections } from '@shared/domain/permissions';
import { useSession, useUser } from '@renderer/session';
import { ForbiddenPage, LazyTooltip, PageHeader } from '@renderer/ui';
import { mediaCurl, sendUrl, textCurl, type CurlWords } from './endpointDoc';
import { SendTestForm } from './SendTestForm';

/**
 * /messages-api (spec 3 "Messages API", behind plan useExternalApi in the router): for those who
 * manage connections (the administration group of the menu, spec 1 §2), since the endpoint is
 * used with a connection's token and only they read it; anyone else gets access denied.
 */
export default function MessagesApiPage() {
  return canViewConnections(useUser()) ? <MessagesApiDoc /> : <ForbiddenPage />;
}

/** The endpoint's documentation with this backend's address, and a test form beside each way to send. */
function MessagesApiDoc() {
  const { t } = useTranslation('messagesApi');
  const backendUrl = useSession((s) => s.backendUrl) ?? '';
  const words: CurlWords = {
    token: t('doc.tokenPlaceholder'),
    text: t('doc.exampleText'),
    caption: t('doc.exampleCaption'),
    file: t('doc.exampleFile'),
  };

  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflowY: 'auto' }}>
      <PageHeader title={t('title')} />
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('instructions.title')}
          </Title>
          <Text size="sm">{t('instructions.methods')}</Text>
          <List size="sm" type="ordered">
            <List.Item>{t('text.title')}</List.Item>
            <List.Item>{t('media.title')}</List.Item>
          </List>
          <Text size="sm" fw={600}>
            {t('instructions.notes')}
          </Text>
          <List size="sm">
            <List.Item>{t('instructions.token')}</List.Item>
            <List.Item>
              {t('instructions.number')}
              <List size="sm" withPadding>
                <List.Item>{t('instructions.country')}</List.Item>
                <List.Item>{t('instructions.ddd')}</List.Item>
                <List.Item>{t('instructions.digits')}</List.Item>
              </List>
            </List.Item>
            <List.Item>{t('instructions.optional')}</List.Item>
          </List>
        </Stack>
      </Paper>
      <MethodSection
        title={t('text.title')}
        intro={t('text.intro')}
        url={sendUrl(backendUrl)}
        headers={['Authorization: Bearer {token}', 'Content-Type: application/json']}
        bodyLabel={t('doc.body')}
        body={`{\n  "number": "5511999999999",\n  "body": "${t('doc.exampleText')}"\n}`}
        curl={textCurl(backendUrl, words)}
        form={<SendTestForm kind="text" />}
      />
      <MethodSection
        title={t('media.title')}
        intro={t('media.intro')}
        url={sendUrl(backendUrl)}
        headers={['Authorization: Bearer {token}', 'Content-Type: multipart/form-data']}
        bodyLabel={t('doc.formData')}
        body={`number: 5511999999999\nbody: ${t('doc.exampleCaption')}\nmedias: ${t('doc.fileField')}`}
        curl={mediaCurl(backendUrl, words)}
        form={<SendTestForm kind="media" />}
      />
    </Stack>
  );
}

interface MethodSectionProps {
  title: string;
  intro: string;
  url: string;
  headers: string[];
  bodyLabel: string;
  body: string;
  curl: string;
  form: ReactNode;
}

/** One way to send: what the request carries, a curl example, and its test form (side by side when wide). */
function MethodSection({ title, intro, url, headers, bodyLabel, body, curl, form }: MethodSectionProps) {
  const { t } = useTranslation('messagesApi');
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs" miw={0}>
          <Text size="sm">{intro}</Text>
          <Table variant="vertical" withTableBorder layout="fixed">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={110}>{t('doc.endpoint')}</Table.Th>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Code style={{ wordBreak: 'break-all' }}>{url}</Code>
                    <Copy value={url} label={t('doc.copyUrl')} />
                  </Group>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('doc.method')}</Table.Th>
                <Table.Td>
                  <Code>POST</Code>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('doc.headers')}</Table.Th>
                <Table.Td>
                  <Code block>{headers.join('\n')}</Code>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{bodyLabel}</Table.Th>
                <Table.Td>
                  <Code block>{body}</Code>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {t('doc.curl')}
            </Text>
            <Copy value={curl} label={t('doc.copyCurl', { method: title })} />
          </Group>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {curl}
          </Code>
        </Stack>
        {form}
      </SimpleGrid>
    </Paper>
  );
}

function Copy({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('messagesApi');
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <LazyTooltip label={copied ? t('doc.copied') : label} withArrow>
          <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={label}>
            {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          </ActionIcon>
        </LazyTooltip>
      )}
    </CopyButton>
  );
}
