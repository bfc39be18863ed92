import type { ReactNode } from 'react';
import { Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardCounters } from '@shared/api/dashboard';
import { useFigureFormat } from './useFigureFormat';

/** One figure: a group named by its label, so it is read (and found) as "label: value". */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" aria-hidden>
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.3}>
        {children}
      </Text>
    </Paper>
  );
}

const GRID = { base: 2, sm: 3, md: 4, xl: 5 } as const;

/** The Indicators tab: the counters of spec 1 §3 for the period. */
export function CountersGrid({ counters: c }: { counters: DashboardCounters }) {
  const { t } = useTranslation('dashboard');
  const f = useFigureFormat();
  const counts = [
    'supportHappening',
    'supportPending',
    'supportFinished',
    'supportGroups',
    'leads',
    'tickets',
    'activeTickets',
    'passiveTickets',
  ] as const;
  return (
    <SimpleGrid cols={GRID}>
      {counts.map((key) => (
        <Figure key={key} label={t(`counters.${key}`)}>
          {f.count(c[key])}
        </Figure>
      ))}
      <Figure label={t('counters.avgWaitTime')}>{f.minutes(c.avgWaitTime)}</Figure>
      <Figure label={t('counters.avgSupportTime')}>{f.minutes(c.avgSupportTime)}</Figure>
    </SimpleGrid>
  );
}

/** The NPS tab: the score, how the ratings split (1-5 scale) and how many tickets were rated. */
export function NpsFigures({ counters: c }: { counters: DashboardCounters }) {
  const { t } = useTranslation('dashboard');
  const f = useFigureFormat();
  const split = [
    { key: 'promoters', value: c.npsPromotersPerc, color: 'teal.8' },
    { key: 'passives', value: c.npsPassivePerc, color: 'yellow.5' },
    { key: 'detractors', value: c.npsDetractorsPerc, color: 'red.8' },
  ] as const;
  return (
    <Stack gap="md">
      <SimpleGrid cols={GRID}>
        <Figure label={t('nps.score')}>{f.count(c.npsScore)}</Figure>
        {split.map((s) => (
          <Figure key={s.key} label={t(`nps.${s.key}`)}>
            {f.percent(s.value)}
          </Figure>
        ))}
        <Figure label={t('nps.percRating')}>{f.percent(c.percRating)}</Figure>
        <Figure label={t('nps.withRating')}>{f.count(c.withRating)}</Figure>
        <Figure label={t('nps.withoutRating')}>{f.count(c.withoutRating)}</Figure>
        <Figure label={t('nps.waitRating')}>{f.count(c.waitRating)}</Figure>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h5" mb="xs">
          {t('nps.split')}
        </Title>
        <Progress.Root size={22}>
          {split.map((s) => (
            <Progress.Section
              key={s.key}
              value={s.value}
              color={s.color}
              aria-label={`${t(`nps.${s.key}`)}: ${f.percent(s.value)}`}
            />
          ))}
        </Progress.Root>
        <Text size="sm" c="dimmed" mt="xs">
          {t('nps.scale')}
        </Text>
      </Paper>
    </Stack>
  );
}
