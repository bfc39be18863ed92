import { useEffect, useState } from 'react';
import { Card, Center, Image, Loader, Modal, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Help } from '@shared/api/help';
import { videoEmbedUrl, videoThumbnailUrl } from '@shared/domain/embeds';
import { errorMessage } from '@renderer/api';
import { EmptyState, ErrorState, PageHeader } from '@renderer/ui';
import { useHelps } from './helpsStore';

/**
 * /helps (spec 2 "Help page"): a grid of video cards; a card opens the video in a dialog, Escape
 * closes it. The player is YouTube's no-cookie one in a sandboxed frame (main's CSP and navigation
 * guard allow that origin alone, shared/domain/embeds.ts); the app's bridge lives only in the top
 * frame, so the video never reaches it.
 */
export default function HelpsPage() {
  const { t } = useTranslation('helps');
  const { t: tc } = useTranslation();
  const { helps, error, load } = useHelps();
  const [playing, setPlaying] = useState<Help | null>(null);

  useEffect(() => {
    void load();
  }, [load]);

  const embed = playing ? videoEmbedUrl(playing.video) : null;
  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflow: 'auto' }}>
      <PageHeader title={t('page.title')} count={helps?.length} />
      {error && !helps ? (
        <ErrorState message={errorMessage(error, tc)} onRetry={() => void load()} />
      ) : !helps ? (
        <Center py="xl">
          <Loader role="progressbar" aria-label={t('page.loading')} />
        </Center>
      ) : helps.length === 0 ? (
        <EmptyState title={t('page.empty')} />
      ) : (
        <SimpleGrid component="ul" aria-label={t('page.list')} cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} p={0} m={0}>
          {helps.map((help) => (
            <li key={help.id} style={{ listStyle: 'none' }}>
              <HelpCard help={help} onOpen={() => setPlaying(help)} />
            </li>
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={playing !== null}
        onClose={() => setPlaying(null)}
        title={playing?.title}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': tc('actions.close') }}
      >
        {embed ? (
          <div style={{ position: 'relative', paddingTop: '56.25%' }}>
            <iframe
              src={embed}
              title={t('page.player', { title: playing?.title ?? '' })}
              // The player's own scripts on its own origin; no top navigation, no popups, no forms.
              sandbox="allow-scripts allow-same-origin allow-presentation"
              allow="encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin"
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
            />
          </div>
        ) : (
          <Text size="sm">{t('page.noVideo')}</Text>
        )}
        {playing?.description && (
          <Text size="sm" mt="md">
            {playing.description}
          </Text>
        )}
      </Modal>
    </Stack>
  );
}

function HelpCard({ help, onOpen }: { help: Help; onOpen(): void }) {
  const [thumbFailed, setThumbFailed] = useState(false);
  const thumb = videoThumbnailUrl(help.video);
  // The button is the picture and the title (its name is what it shows); the description follows it.
  return (
    <Card withBorder padding={0} radius="md" h="100%">
      <UnstyledButton onClick={onOpen} w="100%">
        <div>
          {thumb && !thumbFailed ? (
            <Image src={thumb} alt="" h={160} fit="cover" onError={() => setThumbFailed(true)} />
          ) : (
            // Offline or no video: a plain tile, the title says what it is.
            <Center h={160} bg="var(--mantine-color-default-hover)">
              <IconPlayerPlay size={40} aria-hidden />
            </Center>
          )}
        </div>
        <Title order={2} size="h5" mt="sm" px="sm" lineClamp={2}>
          {help.title}
        </Title>
      </UnstyledButton>
      {help.description && (
        <Text size="sm" c="dimmed" lineClamp={3} mt={4} px="sm">
          {help.description}
        </Text>
      )}
      <div style={{ height: 'var(--mantine-spacing-sm)' }} />
    </Card>
  );
}
