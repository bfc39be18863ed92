import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  guessMapping,
  mappingProblem,
  takenField,
  type ColumnMapping,
  type ImportField,
} from '@shared/domain/contactImport';
import { InfiniteTable, type SheetData, type TableColumn } from '@renderer/ui';

const FIELDS: ImportField[] = ['name', 'number', 'email', 'tags', 'extra'];

interface MappingStepProps {
  fileName: string;
  sheet: SheetData;
  onOtherFile(): void;
  onStart(mapping: ColumnMapping, selected: Set<number>): void;
}

/**
 * The column mapping and the preview with row selection (spec 3 "Contact import", §5): each
 * column's field (guessed from its header), a field taken by one column only ('O campo X já foi
 * selecionado.'), then number and name mapped and at least one row selected before the run.
 */
export function MappingStep({ fileName, sheet, onOtherFile, onStart }: MappingStepProps) {
  const { t } = useTranslation('contactSpreadsheets');
  const [mapping, setMapping] = useState<ColumnMapping>(() => guessMapping(sheet.headers));
  const [selected, setSelected] = useState(() => new Set(sheet.rows.map((_, i) => i)));
  const [problem, setProblem] = useState<string | null>(null);
  const columnName = (i: number) => sheet.headers[i] || t('page.column', { number: i + 1 });

  const choose = (column: number, field: ImportField | null) => {
    const taken = takenField(mapping, column, field);
    if (taken) return setProblem(t('page.alreadySelected', { field: t(`fields.${taken}`) }));
    setProblem(null);
    setMapping((m) => m.map((f, i) => (i === column ? field : f)));
  };
  const start = () => {
    const found = mappingProblem(mapping, selected.size);
    if (found) return setProblem(t(`page.${found}`));
    onStart(mapping, selected);
  };
  const toggle = (index: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  const all = selected.size === sheet.rows.length;

  const rowIndexes = useMemo(() => sheet.rows.map((_, i) => i), [sheet.rows]);
  const columns: TableColumn<number>[] = [
    {
      key: 'select',
      width: 48,
      header: (
        <Checkbox
          aria-label={t('page.selectAll')}
          checked={all}
          indeterminate={!all && selected.size > 0}
          onChange={() => setSelected(all ? new Set() : new Set(rowIndexes))}
        />
      ),
      cell: (i) => (
        <Checkbox
          aria-label={t('page.selectRow', { line: i + 2 })}
          checked={selected.has(i)}
          onChange={() => toggle(i)}
        />
      ),
    },
    { key: 'line', width: 72, header: t('page.line'), cell: (i) => i + 2 },
    ...sheet.headers.map((_, c): TableColumn<number> => ({
      key: `c${c}`,
      header: columnName(c),
      cell: (i) => (
        <Text size="sm" truncate>
          {sheet.rows[i]?.[c] ?? ''}
        </Text>
      ),
    })),
  ];

  return (
    <Stack gap="md" style={{ flex: 1, minHeight: 0 }}>
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>{fileName}</Text>
        <Button variant="default" onClick={onOtherFile}>
          {t('page.otherFile')}
        </Button>
      </Group>
      <Stack gap={4}>
        <Title order={2} size="h5">
          {t('page.mapping')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('page.mappingHint')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        {sheet.headers.map((_, c) => (
          <Select
            key={c}
            label={columnName(c)}
            aria-label={t('page.fieldOf', { column: columnName(c) })}
            data={FIELDS.map((f) => ({ value: f, label: t(`fields.${f}`) }))}
            placeholder={t('fields.none')}
            value={mapping[c] ?? null}
            onChange={(value) => choose(c, (value as ImportField | null) ?? null)}
            clearable
          />
        ))}
      </SimpleGrid>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" role="status">
          {t('page.selected', { selected: selected.size, total: sheet.rows.length })}
        </Text>
        <Button onClick={start}>{t('page.start', { count: selected.size })}</Button>
      </Group>
      <InfiniteTable
        label={t('page.preview')}
        columns={columns}
        rows={rowIndexes}
        rowId={(i) => i}
        total={rowIndexes.length}
        hasMore={false}
        loading={false}
        onLoadMore={() => undefined}
        empty={<Text c="dimmed">{t('page.emptyFile')}</Text>}
        rowHeight={40}
      />
    </Stack>
  );
}
