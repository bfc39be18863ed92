import '@mantine/charts/styles.css';
import { useId } from 'react';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dayBars, type Bar } from './dashboardRange';
import type { ChartData } from './useDashboard';

/**
 * The Attendants tab's bar charts (spec 1 §2): tickets per user, and per day (per hour for a
 * one-day period). Its own chunk with @mantine/charts and recharts. The drawing is hidden from
 * assistive technology, which reads the summary under the title and a table of every bar instead.
 */
export default function TicketsCharts({ data }: { data: ChartData }) {
  const { t } = useTranslation('dashboard');
  const perUser = data.perUser.map((d) => ({ label: d.nome, total: d.quantidade }));
  const { byHour, bars } = dayBars(data.perDay, data.range);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <ChartFigure title={t('charts.perUser')} category={t('charts.user')} bars={perUser} vertical />
      <ChartFigure
        title={byHour ? t('charts.perHour') : t('charts.perDay')}
        category={byHour ? t('charts.hour') : t('charts.period')}
        bars={bars}
        short={byHour ? undefined : (label) => label.slice(0, 5)}
      />
    </SimpleGrid>
  );
}

function ChartFigure({
  title,
  category,
  bars,
  vertical = false,
  short,
}: {
  title: string;
  category: string;
  bars: Bar[];
  /** Bars across (one line per user, names on the left). */
  vertical?: boolean;
  /** A shorter label for the axis (the table keeps the full one). */
  short?: (label: string) => string;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const titleId = useId();
  const summaryId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const count = bars.reduce((sum, b) => sum + b.total, 0);
  const top = bars.reduce<Bar | null>((best, b) => (b.total > (best?.total ?? 0) ? b : best), null);
  const summary = top
    ? t('charts.summary', { count: number.format(count), top: top.label, value: number.format(top.total) })
    : t('charts.none');
  const chartData = short ? bars.map((b) => ({ ...b, label: short(b.label) })) : bars;
  const height = vertical ? Math.max(180, bars.length * 34 + 40) : 280;

  return (
    <Paper
      component="figure"
      withBorder
      radius="md"
      p="md"
      m={0}
      aria-labelledby={titleId}
      aria-describedby={summaryId}
    >
      <Title order={2} size="h5" id={titleId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" id={summaryId} mb="sm">
        {summary}
      </Text>
      <div aria-hidden>
        <BarChart
          h={height}
          data={chartData}
          dataKey="label"
          orientation={vertical ? 'vertical' : 'horizontal'}
          series={[{ name: 'total', label: t('charts.series'), color: 'blue.7' }]}
          gridAxis={vertical ? 'y' : 'x'}
          tickLine="none"
          yAxisProps={vertical ? { width: 130 } : { allowDecimals: false }}
          xAxisProps={vertical ? { allowDecimals: false } : undefined}
          barChartProps={{ accessibilityLayer: false }}
          tooltipAnimationDuration={0}
        />
      </div>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{category}</th>
              <th scope="col">{t('charts.series')}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b, i) => (
              <tr key={`${b.label}-${i}`}>
                <th scope="row">{b.label}</th>
                <td>{number.format(b.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Paper>
  );
}
