import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type WaveSurfer from 'wavesurfer.js';
import { fetchMediaBytes, mediaSrc } from '../media';
import { usePlaybackRate } from '../playbackRate';
import { MediaUnavailable } from './MediaContent';

const clock = (seconds: number) => {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * A voice note or audio file: a wavesurfer.js waveform with play/pause and the rate button
 * (0.5, 1, 1.5, 2, kept locally). The bytes come through the platform (no CORS in the desktop
 * app); when they cannot be drawn, the browser's own player takes over.
 */
export function AudioPlayer({ url }: { url: string | null }) {
  const { t } = useTranslation('messages');
  const src = mediaSrc(url);
  const container = useRef<HTMLDivElement>(null);
  const fallback = useRef<HTMLAudioElement>(null);
  const player = useRef<WaveSurfer | null>(null);
  const [rate, cycleRate] = usePlaybackRate();
  const rateRef = useRef(rate);
  const [playing, setPlaying] = useState(false);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [time, setTime] = useState({ now: 0, total: 0 });
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);

  useEffect(() => {
    rateRef.current = rate;
    player.current?.setPlaybackRate(rate, true);
    if (fallback.current) fallback.current.playbackRate = rate;
  }, [rate, failed]);

  // The bytes are fetched and drawn only once the player comes near the screen: a long history
  // with many voice messages does not download and decode them all when it opens. The waveform
  // library itself loads then too, not with the conversation's chunk (issue 18).
  useEffect(() => {
    if (!src || !near || !container.current) return;
    const abort = new AbortController();
    const element = container.current;
    let wavesurfer: WaveSurfer | null = null;
    let offs: (() => void)[] = [];
    // The bytes and the library are fetched side by side; a failure of the bytes is told once the
    // player exists (below), so it is not an unhandled rejection meanwhile.
    const bytes = fetchMediaBytes(src, abort.signal);
    bytes.catch(() => {});
    import('wavesurfer.js').then(
      ({ default: WaveSurferLib }) => {
        if (abort.signal.aborted) return;
        const styles = getComputedStyle(element);
        const created = WaveSurferLib.create({
          container: element,
          height: 32,
          waveColor: styles.getPropertyValue('--mantine-color-gray-5') || '#adb5bd',
          progressColor: styles.getPropertyValue('--mantine-color-blue-6') || '#228be6',
          barWidth: 2,
          barGap: 1,
          barRadius: 2,
          cursorWidth: 0,
          normalize: true,
        });
        wavesurfer = created;
        player.current = created;
        offs = [
          created.on('ready', (total) => {
            created.setPlaybackRate(rateRef.current, true);
            setTime({ now: 0, total });
            setReady(true);
          }),
          created.on('timeupdate', (now) => setTime((prev) => ({ ...prev, now }))),
          created.on('play', () => setPlaying(true)),
          created.on('pause', () => setPlaying(false)),
          created.on('finish', () => setPlaying(false)),
          created.on('error', () => !abort.signal.aborted && setFailed(true)),
        ];
        bytes
          .then(({ bytes, type }) => (abort.signal.aborted ? undefined : created.loadBlob(new Blob([bytes], { type }))))
          .catch(() => !abort.signal.aborted && setFailed(true));
      },
      () => !abort.signal.aborted && setFailed(true),
    );
    return () => {
      abort.abort();
      offs.forEach((off) => off());
      wavesurfer?.destroy();
      player.current = null;
    };
  }, [src, near]);

  if (!src) return <MediaUnavailable />;
  const rateButton = (
    <Button size="compact-xs" variant="light" onClick={cycleRate} aria-label={t('audio.rate', { rate })}>
      {rate}x
    </Button>
  );
  if (failed) {
    return (
      <Group gap="xs" wrap="nowrap" role="group" aria-label={t('audio.player')}>
        <audio ref={fallback} controls preload="metadata" src={src} style={{ width: 240 }} />
        {rateButton}
      </Group>
    );
  }
  return (
    <Group ref={box} gap="xs" wrap="nowrap" role="group" aria-label={t('audio.player')} w={300} maw="100%">
      <ActionIcon
        variant="filled"
        radius="xl"
        onClick={() => void player.current?.playPause()}
        disabled={!ready}
        aria-label={playing ? t('audio.pause') : t('audio.play')}
      >
        {playing ? <IconPlayerPauseFilled size={16} /> : <IconPlayerPlayFilled size={16} />}
      </ActionIcon>
      <div ref={container} style={{ flex: 1, minWidth: 80 }} />
      <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {clock(playing || time.now > 0 ? time.now : time.total)}
      </Text>
      {rateButton}
    </Group>
  );
}

/** True once the element has come within `margin` of the viewport (and stays true); at once where IntersectionObserver is missing. */
function useNearViewport(ref: React.RefObject<HTMLElement | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      // Measured against the conversation's own scroller: with the window as root, a message
      // scrolled out of the log is clipped by it, and the margin never reaches it.
      { root: ref.current.closest('[role="log"]'), rootMargin: margin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
