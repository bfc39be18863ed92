import { useState, type DragEvent } from 'react';
import { Alert, Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getPlatform } from '@renderer/platform';

interface DropAreaProps {
  /** One file, dropped or picked; the page reads it and says 'Arquivo inválido!' when it cannot. */
  onFiles(files: File[]): void;
  reading: string | null;
  error: string | null;
}

/**
 * The import page's drop area (spec 3 "Contact import"): one xls, xlsx, csv or txt file, dropped
 * or picked through the platform (the native open dialog in the desktop app).
 */
export function DropArea({ onFiles, reading, error }: DropAreaProps) {
  const { t } = useTranslation('contactSpreadsheets');
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };
  const pick = async () => onFiles(await getPlatform().openFiles('contactImport', { label: t('menu.picker') }));

  return (
    <Stack gap="sm">
      <Paper
        withBorder
        p="xl"
        radius="md"
        data-testid="contact-import-drop"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          background: over ? 'var(--mantine-color-blue-light)' : undefined,
        }}
      >
        <Stack align="center" gap="xs">
          <IconFileSpreadsheet size={40} aria-hidden />
          <Text fw={600}>{t('page.drop')}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('page.dropHint')}
          </Text>
          {reading ? (
            <Loader role="progressbar" size="sm" aria-label={t('page.reading', { name: reading })} />
          ) : (
            <Button onClick={() => void pick()}>{t('page.pick')}</Button>
          )}
        </Stack>
      </Paper>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
