import { useEffect, useState } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@renderer/api';
import {
  WeeklyHoursEditor,
  weeklyHoursBody,
  weeklyHoursOf,
  weeklyHoursValid,
  type WeeklyHours,
} from '@renderer/features/serviceHours';
import { useUser } from '@renderer/session';
import { ErrorState } from '@renderer/ui';
import { fetchCompany, saveCompanySchedules } from './api';

/**
 * The schedules tab (spec 2 "Settings page", when scheduleType is company): the company's weekly
 * service hours, which the chatbot answers by outside them. Read from GET /companies/{id}, saved
 * with PUT /companies/{id}/schedules ('Horários atualizados com sucesso.'). With `companyId`, another
 * company's week: the super user's companies page (spec 3 "Companies": a dialog edits its schedules).
 */
export function SchedulesTab({ companyId: otherCompany }: { companyId?: number } = {}) {
  const { t } = useTranslation('settings');
  const { t: th } = useTranslation('serviceHours');
  const { t: tc } = useTranslation();
  const ownCompany = useUser().companyId;
  const companyId = otherCompany ?? ownCompany;
  const [week, setWeek] = useState<WeeklyHours | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    setLoadError(null);
    fetchCompany(companyId, abort.signal)
      .then((company) => setWeek(weeklyHoursOf(company.schedules)))
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setLoadError(errorMessage(error, tc));
      });
    return () => abort.abort();
  }, [companyId, attempt, tc]);

  if (loadError) return <ErrorState message={loadError} onRetry={() => setAttempt((n) => n + 1)} />;
  if (!week) return <Loader role="progressbar" aria-label={t('schedules.loading')} />;

  const save = async () => {
    setTried(true);
    if (!weeklyHoursValid(week)) {
      notifications.show({ color: 'red', message: th('invalid') });
      return;
    }
    setSaving(true);
    try {
      const saved = await saveCompanySchedules(companyId, weeklyHoursBody(week));
      setWeek(weeklyHoursOf(saved.schedules));
      notifications.show({ color: 'green', message: th('saved') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm" maw={720}>
      <Text size="sm" c="dimmed">
        {t('schedules.hint')}
      </Text>
      <WeeklyHoursEditor value={week} onChange={setWeek} showErrors={tried} disabled={saving} />
      <Group>
        <Button onClick={() => void save()} loading={saving}>
          {t('schedules.save')}
        </Button>
      </Group>
    </Stack>
  );
}
