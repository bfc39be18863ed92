import { useCallback, useEffect, useRef, useState } from 'react';
import { Anchor, Badge, Card, Center, Group, Loader, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Campaign } from '@shared/api/campaign';
import { errorMessage } from '@renderer/api';
import { useSocketEvent, useUser } from '@renderer/session';
import { ErrorState, ForbiddenPage, NotFoundPage } from '@renderer/ui';
import { fetchCampaign } from './api';
import { reportOf } from './campaignReport';
import { STATUS_COLORS } from './campaignStatus';
import { useFormatDate } from './useFormatDate';

/** Spec 3 §9: the report reads the campaign again this long after it became FINALIZADA. */
export const REPORT_RELOAD_AFTER_FINISH_MS = 5000;

/** /campaign/{campaignId}/report (spec 3 "Campaign report", §6): admins; a profile user gets the placeholder. */
export default function CampaignReportPage() {
  const { campaignId } = useParams();
  const id = Number(campaignId);
  if (useUser().profile !== 'admin') return <ForbiddenPage />;
  return Number.isInteger(id) && id > 0 ? <Report campaignId={id} /> : <NotFoundPage />;
}

/**
 * A campaign's delivery: its status, the valid contacts of its list, the messages delivered, the
 * confirmations asked and given, and the progress (delivered / valid contacts). Read again on
 * each of its events (they carry no shipping rows) and 5 s after it finishes.
 */
function Report({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation('campaigns');
  const { t: tc } = useTranslation();
  const formatDate = useFormatDate();
  const [campaign, setCampaign] = useState<Campaign | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reading = useRef<AbortController | null>(null);
  const readAgain = useRef(false);
  const finishTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // One reading at a time: events asked for while one is on its way make one more after it. A
  // running campaign sends an event per message (up to 50 a second at interval 0), and a reading
  // aborted by the next event would never land.
  const read = useCallback(() => {
    if (reading.current) {
      readAgain.current = true;
      return;
    }
    const abort = new AbortController();
    reading.current = abort;
    const done = () => {
      if (abort.signal.aborted) return;
      reading.current = null;
      if (readAgain.current) {
        readAgain.current = false;
        read();
      }
    };
    fetchCampaign(campaignId, abort.signal)
      .then(
        (c) => {
          if (abort.signal.aborted) return;
          setCampaign(c);
          setFailure(null);
        },
        (error: unknown) => !abort.signal.aborted && setFailure(errorMessage(error, tc)),
      )
      .finally(done);
  }, [campaignId, tc]);

  useEffect(() => {
    read();
    return () => {
      reading.current?.abort();
      reading.current = null;
      if (finishTimer.current) clearTimeout(finishTimer.current);
    };
  }, [read]);

  useSocketEvent(
    'campaign',
    (event) => {
      if (event.action === 'reload') return read();
      if (event.action === 'delete') return event.id === campaignId && setFailure(t('report.deleted'));
      if (event.record.id !== campaignId) return;
      // The event's record has no shipping rows: the status now, the counts from a new reading.
      setCampaign((c) => (c ? { ...c, status: event.record.status, completedAt: event.record.completedAt } : c));
      read();
      if (event.record.status === 'FINALIZADA') {
        if (finishTimer.current) clearTimeout(finishTimer.current);
        finishTimer.current = setTimeout(read, REPORT_RELOAD_AFTER_FINISH_MS);
      }
    },
    read,
  );

  if (failure && !campaign) return <ErrorState message={failure} onRetry={read} />;
  if (!campaign)
    return (
      <Center p="xl">
        <Loader role="progressbar" aria-label={t('report.loading')} />
      </Center>
    );

  const r = reportOf(campaign);
  const counts = [
    ['valid', r.valid],
    ['delivered', r.delivered],
    ['confirmationRequested', r.confirmationRequested],
    ['confirmed', r.confirmed],
  ] as const;
  return (
    <Stack p="md" gap="md" h="100%" style={{ overflow: 'auto' }}>
      <Anchor component={Link} to="/campaigns" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('report.back')}
        </Group>
      </Anchor>
      <Group gap="sm" wrap="wrap">
        <Title order={1} size="h3">
          {t('report.title', { name: campaign.name })}
        </Title>
        <Badge
          role="status"
          aria-label={t('report.status')}
          variant="dot"
          color={STATUS_COLORS[campaign.status]}
          radius="sm"
          style={{ textTransform: 'none' }}
        >
          {t(`status.${campaign.status}`)}
        </Badge>
      </Group>
      {failure && (
        <Text c="red" role="alert" size="sm">
          {failure}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {counts.map(([key, value]) => (
          <Card key={key} withBorder padding="md" role="group" aria-labelledby={`campaign-report-${key}`}>
            <Text id={`campaign-report-${key}`} size="sm" c="dimmed">
              {t(`report.${key}`)}
            </Text>
            <Text size="xl" fw={700}>
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder padding="md">
        <Group justify="space-between" mb={6}>
          <Text size="sm" id="campaign-report-progress">
            {t('report.progress')}
          </Text>
          <Text size="sm" fw={600}>
            {t('report.percent', { percent: r.percent })}
          </Text>
        </Group>
        <Progress.Root size="xl">
          <Progress.Section
            value={r.percent}
            color={campaign.status === 'CANCELADA' ? 'red' : 'green'}
            aria-labelledby="campaign-report-progress"
            aria-valuetext={t('report.progressValue', { delivered: r.delivered, valid: r.valid, percent: r.percent })}
          />
        </Progress.Root>
        <Group gap="lg" mt="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('report.contactList', { name: campaign.contactList?.name || '—' })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('report.scheduledAt', { at: campaign.scheduledAt ? formatDate(campaign.scheduledAt) : '—' })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('report.completedAt', { at: campaign.completedAt ? formatDate(campaign.completedAt) : '—' })}
          </Text>
        </Group>
      </Card>
    </Stack>
  );
}
