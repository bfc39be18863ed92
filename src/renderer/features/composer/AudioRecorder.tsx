import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type RecordPlugin from 'wavesurfer.js/dist/plugins/record.js';
import { LIMITS } from '@shared/domain/constants';
import { errorMessage } from '@renderer/api';
import { getPlatform } from '@renderer/platform';
import { sendOutgoing } from '@renderer/features/messages';
import { captureErrorKey, DeviceDeniedError } from './mediaErrors';

interface AudioRecorderProps {
  ticketId: number;
  isPrivate: boolean;
  /** The recording is over: sent, cancelled, too short or impossible. */
  onDone(): void;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The extension of a recording's type: audio/webm;codecs=opus → webm, audio/ogg → ogg, audio/mp4 → m4a. */
function extensionOf(type: string): string {
  if (type.includes('ogg')) return 'ogg';
  if (type.includes('mp4')) return 'm4a';
  if (type.includes('mpeg')) return 'mp3';
  return 'webm';
}

/**
 * Records a voice message with a live waveform (wavesurfer.js and its Record plugin, loaded on
 * first use). The microphone is asked of the platform first, so the desktop app owns the OS
 * permission. Opus (webm/ogg) as the browser records it: Whaticket-family backends convert audio
 * for WhatsApp themselves, and an MP3 encoder would be an LGPL LAME port in the bundle. A recording
 * under 10000 bytes (spec 1 §9) is discarded with a message.
 */
export function AudioRecorder({ ticketId, isPrivate, onDone }: AudioRecorderProps) {
  const { t } = useTranslation('composer');
  const { t: tc } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const record = useRef<RecordPlugin | null>(null);
  const recorded = useRef<Blob | null>(null);
  const [seconds, setSeconds] = useState(0);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    let destroyed = false;
    let destroy = () => {};
    void (async () => {
      try {
        if (!(await getPlatform().requestMediaAccess('microphone'))) throw new DeviceDeniedError('microphone');
        const [{ default: WaveSurfer }, { default: Record }] = await Promise.all([
          import('wavesurfer.js'),
          import('wavesurfer.js/dist/plugins/record.js'),
        ]);
        if (destroyed || !container.current) return;
        const surfer = WaveSurfer.create({
          container: container.current,
          height: 32,
          waveColor: '#0091FF',
          interact: false,
        });
        const plugin = surfer.registerPlugin(Record.create({ scrollingWaveform: true, renderRecordedAudio: false }));
        destroy = () => surfer.destroy();
        plugin.on('record-progress', (ms) => setSeconds(Math.floor(ms / 1000)));
        record.current = plugin;
        await plugin.startRecording();
        if (destroyed) return;
        setReady(true);
      } catch (error) {
        if (destroyed) return;
        notifications.show({ color: 'red', message: t(captureErrorKey('audio', error)) });
        done.current();
      }
    })();
    return () => {
      destroyed = true;
      record.current = null;
      destroy();
    };
  }, [t]);

  const stop = (): Promise<Blob> => {
    if (recorded.current) return Promise.resolve(recorded.current);
    const plugin = record.current;
    if (!plugin) return Promise.reject(new Error('not recording'));
    return new Promise((resolve) => {
      plugin.once('record-end', (blob) => {
        recorded.current = blob;
        resolve(blob);
      });
      plugin.stopRecording();
    });
  };

  const send = async () => {
    setBusy(true);
    try {
      const blob = await stop();
      if (blob.size < LIMITS.minAudioBytes) {
        notifications.show({ color: 'yellow', message: t('audio.tooShort') });
        onDone();
        return;
      }
      const name = `audio-${Date.now()}.${extensionOf(blob.type)}`;
      await sendOutgoing({ ticketId, body: '', isPrivate, media: { file: blob, name } });
      onDone();
    } catch (error) {
      // The recording is kept: pressing send again retries it.
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
      setBusy(false);
    }
  };

  return (
    <Group gap="xs" wrap="nowrap" style={{ flex: 1 }} role="group" aria-label={t('audio.recording')}>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={t('audio.cancel')}
        onClick={onDone}
        disabled={busy}
      >
        <IconTrash size={18} />
      </ActionIcon>
      <div ref={container} role="img" aria-label={t('audio.waveform')} style={{ flex: 1, minWidth: 0 }} />
      <Text size="sm" c="dimmed" role="timer" aria-live="off" ff="monospace">
        {clock(seconds)}
      </Text>
      <ActionIcon
        size="lg"
        variant="filled"
        aria-label={t('audio.send')}
        onClick={() => void send()}
        loading={busy}
        disabled={!ready && !recorded.current}
      >
        <IconSend size={18} />
      </ActionIcon>
    </Group>
  );
}
