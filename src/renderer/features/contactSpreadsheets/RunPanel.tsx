import { Alert, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTACT_SPREADSHEETS } from '@shared/domain/contactImport';
import { errorMessage } from '@renderer/api';
import { getPlatform } from '@renderer/platform';
import { writeXlsx } from '@renderer/ui';
import { cancelImport, resetImport, useImportJob } from './importJob';
import type { IgnoredRow } from './importRun';
import { ignoredSheet } from './sheets';

/**
 * A run, live or ended (spec 3 "Contact import"): progress told every 5 rows, the created and
 * ignored counters, Cancel while it runs; at the end the result ('Importação realizada com
 * sucesso', or with errors) and the ignored rows with their reasons as a spreadsheet.
 */
export function RunPanel() {
  const { t } = useTranslation('contactSpreadsheets');
  const { t: tc } = useTranslation();
  const job = useImportJob();
  const running = job.status === 'running';
  const percent = job.total ? Math.round((job.processed / job.total) * 100) : 100;
  const progressText = t('run.progress', { processed: job.processed, total: job.total });
  const reasonText = (row: IgnoredRow) => t(`reasons.${row.reason}`, { detail: row.detail ?? '' });

  const downloadIgnored = async () => {
    const sheet = ignoredSheet(job.headers, job.ignored, { line: t('run.line'), reason: t('run.reason') }, reasonText);
    await getPlatform().saveFile({
      defaultName: CONTACT_SPREADSHEETS.ignoredFileName,
      data: await writeXlsx(t('run.ignored'), sheet.headers, sheet.rows),
      filters: [{ name: 'Excel', extensions: ['xlsx'] }],
    });
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('run.title', { name: job.fileName })}
        </Title>
        {/* The section is the progressbar: aria-value* on the root box is refused by axe (aria-allowed-attr). */}
        <Progress.Root>
          <Progress.Section
            value={percent}
            animated={running}
            aria-label={t('run.title', { name: job.fileName })}
            aria-valuetext={progressText}
          />
        </Progress.Root>
        <Text size="sm" role="status">
          {progressText}
        </Text>
        <SimpleGrid cols={2} maw={360}>
          <Counter label={t('run.created')} value={job.created} />
          <Counter label={t('run.ignored')} value={job.ignored.length} />
        </SimpleGrid>
        {job.status === 'done' && (
          <Alert color={job.ignored.length ? 'yellow' : 'green'} role="alert">
            {job.ignored.length ? t('run.withErrors') : t('run.success')}
          </Alert>
        )}
        {job.status === 'cancelled' && (
          <Alert color="gray" role="alert">
            {t('run.cancelled', { processed: job.processed, total: job.total })}
          </Alert>
        )}
        {job.status === 'failed' && (
          <Alert color="red" role="alert">
            {t('run.failed', { error: errorMessage(job.error, tc) })}
          </Alert>
        )}
        <Group gap="sm">
          {running ? (
            <Button color="red" variant="light" onClick={cancelImport}>
              {t('run.cancel')}
            </Button>
          ) : (
            <>
              {job.ignored.length > 0 && (
                <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void downloadIgnored()}>
                  {t('run.downloadIgnored')}
                </Button>
              )}
              <Button variant="default" onClick={resetImport}>
                {t('run.again')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm" radius="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}
