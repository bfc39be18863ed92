import { useCallback, useEffect, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isImportFileName, planImport, type ColumnMapping } from '@shared/domain/contactImport';
import { PageHeader, readSpreadsheet, type SheetData } from '@renderer/ui';
import { DropArea } from './DropArea';
import { handOverFile, startImport, useImportJob } from './importJob';
import { MappingStep } from './MappingStep';
import { RunPanel } from './RunPanel';

type Loaded = { fileName: string; sheet: SheetData };

/**
 * /contacts/import (spec 3 "Contact import"): drop or pick one spreadsheet, map its columns,
 * choose the rows, then the run (RunPanel), which goes on if the user leaves the page. Back
 * returns to /contacts.
 */
export default function ImportPage() {
  const { t } = useTranslation('contactSpreadsheets');
  const navigate = useNavigate();
  const status = useImportJob((s) => s.status);
  const handedOver = useImportJob((s) => s.handedOver);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const read = useCallback(
    async (files: File[]) => {
      const [file] = files;
      if (!file) return;
      setError(null);
      // One xls, xlsx, csv or txt file, and one the spreadsheet library can read.
      if (files.length !== 1 || !isImportFileName(file.name)) return setError(t('page.invalidFile'));
      setReading(file.name);
      try {
        const sheet = await readSpreadsheet(await file.arrayBuffer(), file.name);
        if (sheet.headers.length === 0) setError(t('page.invalidFile'));
        else if (sheet.rows.length === 0) setError(t('page.emptyFile'));
        else setLoaded({ fileName: file.name, sheet });
      } catch {
        setError(t('page.invalidFile'));
      } finally {
        setReading(null);
      }
    },
    [t],
  );

  // A file picked on the contacts page's menu.
  useEffect(() => {
    if (!handedOver) return;
    handOverFile(null);
    void read([handedOver]);
  }, [handedOver, read]);

  const start = (mapping: ColumnMapping, selected: Set<number>) => {
    if (!loaded) return;
    const { headers, rows } = loaded.sheet;
    if (startImport({ fileName: loaded.fileName, headers }, planImport(headers, rows, mapping, selected)))
      setLoaded(null);
  };

  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflow: 'hidden' }}>
      <PageHeader title={t('page.title')}>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={() => void navigate('/contacts')}
        >
          {t('page.back')}
        </Button>
      </PageHeader>
      {status !== 'idle' ? (
        <RunPanel />
      ) : loaded ? (
        <MappingStep
          fileName={loaded.fileName}
          sheet={loaded.sheet}
          onOtherFile={() => setLoaded(null)}
          onStart={start}
        />
      ) : (
        <DropArea onFiles={(files) => void read(files)} reading={reading} error={error} />
      )}
    </Stack>
  );
}
