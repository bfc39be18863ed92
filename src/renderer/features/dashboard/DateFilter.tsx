import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { rangeProblem, type DayRange } from './dashboardRange';

/**
 * The period of the dashboard: start, end and Filter (spec 1 §2). Nothing applies until Filter:
 * with neither day, the spec's 'Parametrize o filtro'; an end before the start is refused on the field.
 */
export function DateFilter({ value, onApply }: { value: DayRange; onApply(range: DayRange): void }) {
  const { t } = useTranslation('dashboard');
  const [draft, setDraft] = useState(value);
  const [endError, setEndError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = rangeProblem(draft);
    if (problem === 'needsParam') {
      notifications.show({ color: 'yellow', message: t('filter.needsParam') });
      return;
    }
    setEndError(problem === 'endBeforeStart' ? t('filter.endBeforeStart') : null);
    if (!problem) onApply({ ...draft });
  };

  return (
    <form onSubmit={submit} aria-label={t('filter.label')} noValidate>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label={t('filter.from')}
          value={draft.from}
          onChange={(e) => {
            const from = e.currentTarget.value;
            setDraft((d) => ({ ...d, from }));
          }}
          w={170}
        />
        <TextInput
          type="date"
          label={t('filter.to')}
          value={draft.to}
          error={endError}
          onChange={(e) => {
            const to = e.currentTarget.value;
            setEndError(null);
            setDraft((d) => ({ ...d, to }));
          }}
          w={170}
        />
        <Button type="submit" mt={25} leftSection={<IconFilter size={16} aria-hidden />}>
          {t('filter.submit')}
        </Button>
      </Group>
    </form>
  );
}
