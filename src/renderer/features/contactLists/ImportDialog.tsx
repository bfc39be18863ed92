import { Alert, Button, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ItemImport } from './useItemImport';

interface ImportDialogProps {
  state: ItemImport;
  onCancel(): void;
  onClose(): void;
}

/** A sheet's import into a list: progress while it runs (with cancel), then the counters and the rows left out. */
export function ImportDialog({ state, onCancel, onClose }: ImportDialogProps) {
  const { t } = useTranslation('contactLists');
  const { t: tc } = useTranslation();
  const running = state.phase === 'reading' || state.phase === 'running';
  const ended = state.phase === 'done' || state.phase === 'cancelled';
  return (
    <Modal
      opened={state.phase !== 'idle'}
      onClose={running ? onCancel : onClose}
      title={t('import.title')}
      closeButtonProps={{ 'aria-label': tc('actions.close') }}
    >
      <Stack>
        {state.phase === 'invalid' && (
          <Alert color="red" role="alert">
            {t('import.invalid')}
          </Alert>
        )}
        {(running || ended) && (
          <>
            <Progress
              value={state.total ? (state.processed / state.total) * 100 : 0}
              aria-label={t('import.progressLabel')}
            />
            <Text size="sm" role="status">
              {t('import.progress', { processed: state.processed, total: state.total })}
            </Text>
          </>
        )}
        {ended && (
          <>
            <Alert color={state.ignored.length ? 'yellow' : 'green'} role="alert">
              {t(
                state.phase === 'cancelled'
                  ? 'import.cancelled'
                  : state.ignored.length
                    ? 'import.doneWithErrors'
                    : 'import.done',
              )}
            </Alert>
            <Group gap="xl">
              <Text size="sm">{t('import.created', { count: state.created })}</Text>
              <Text size="sm">{t('import.ignored', { count: state.ignored.length })}</Text>
            </Group>
            {state.ignored.length > 0 && (
              <List
                size="sm"
                aria-label={t('import.ignoredRows')}
                style={{ maxHeight: 200, overflowY: 'auto' }}
                tabIndex={0}
              >
                {state.ignored.map((r) => (
                  <List.Item key={r.row}>{t('import.row', { row: r.row, reason: r.reason })}</List.Item>
                ))}
              </List>
            )}
          </>
        )}
        <Group justify="flex-end">
          {running ? (
            <Button variant="default" onClick={onCancel}>
              {t('import.cancel')}
            </Button>
          ) : (
            <Button onClick={onClose}>{tc('actions.close')}</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
