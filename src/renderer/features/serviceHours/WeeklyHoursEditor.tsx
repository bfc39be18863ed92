import { Table, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EntryProblems, ScheduleEntry } from '@shared/domain/serviceHours';
import { maskTime, weeklyHoursProblems, type WeeklyHours } from './weeklyHoursForm';

const FIELDS = ['startTimeA', 'endTimeA', 'startTimeB', 'endTimeB'] as const;
type Field = (typeof FIELDS)[number];

interface WeeklyHoursEditorProps {
  value: WeeklyHours;
  onChange(next: WeeklyHours): void;
  /** Show each field's problem (after a first save attempt, or always). */
  showErrors?: boolean;
  disabled?: boolean;
}

/**
 * The week's two shifts per day (spec 2 §3 "Schedule entry"), one row a day: four HH:MM fields
 * typed through the ##:## mask, each named by its day and shift for screen readers. A blank shift
 * is closed. Problems (domain/serviceHours.ts) show on their field once `showErrors` is set.
 */
export function WeeklyHoursEditor({ value, onChange, showErrors = false, disabled }: WeeklyHoursEditorProps) {
  const { t } = useTranslation('serviceHours');
  const problems = showErrors ? weeklyHoursProblems(value) : {};

  const set = (day: ScheduleEntry, field: Field, typed: string) =>
    onChange(value.map((d) => (d.weekdayEn === day.weekdayEn ? { ...d, [field]: maskTime(typed) } : d)));

  const error = (day: ScheduleEntry, field: Field) => {
    const problem = (problems[day.weekdayEn] as EntryProblems | undefined)?.[field];
    return problem ? t(`problems.${problem}`) : undefined;
  };

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('label')} verticalSpacing={4} withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('day')}</Table.Th>
            {FIELDS.map((f) => (
              <Table.Th key={f} scope="col">
                {t(`fields.${f}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {value.map((day) => (
            <Table.Tr key={day.weekdayEn}>
              {/* Top-aligned with a shift's first line, so a field's message below it moves nothing. */}
              <Table.Th scope="row" fw={500} style={{ verticalAlign: 'top', paddingTop: 14 }}>
                {t(`days.${day.weekdayEn}`)}
              </Table.Th>
              {FIELDS.map((f) => (
                <Table.Td key={f} style={{ verticalAlign: 'top' }}>
                  <TextInput
                    aria-label={t('fieldOfDay', { field: t(`fields.${f}`), day: t(`days.${day.weekdayEn}`) })}
                    placeholder="--:--"
                    inputMode="numeric"
                    maxLength={5}
                    w={96}
                    disabled={disabled}
                    value={day[f]}
                    onChange={(e) => set(day, f, e.currentTarget.value)}
                    error={error(day, f)}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
