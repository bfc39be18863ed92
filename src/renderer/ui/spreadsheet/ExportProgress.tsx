import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExportState } from './usePagedExport';

interface ExportProgressProps {
  state: ExportState;
  /** The dialog's title, e.g. 'Exportar contatos'. */
  title: string;
  onCancel(): void;
}

/**
 * The progress of a running export: rows fetched out of the total when known, and Cancel. Shown
 * only while it runs; the page says how it ended (a toast).
 */
export function ExportProgress({ state, title, onCancel }: ExportProgressProps) {
  const { t } = useTranslation();
  const running = state.status === 'running';
  const fetched = running ? state.fetched : 0;
  const total = running ? state.total : null;
  const percent = total ? Math.min(100, Math.round((fetched / total) * 100)) : null;
  return (
    <Modal
      opened={running}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('actions.cancel') }}
    >
      <Stack>
        {/* The section is the progressbar: aria-value* on the root box is refused by axe (aria-allowed-attr). */}
        <Progress.Root>
          <Progress.Section
            value={percent ?? 100}
            animated={percent === null}
            aria-label={title}
            aria-valuetext={total ? t('export.progress', { fetched, total }) : t('export.fetched', { fetched })}
          />
        </Progress.Root>
        <Text size="sm" role="status">
          {total ? t('export.progress', { fetched, total }) : t('export.fetched', { fetched })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('actions.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
