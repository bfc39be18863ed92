import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@renderer/api';
import { getPlatform } from '@renderer/platform';
import { sendOutgoing } from '@renderer/features/messages';
import { captureErrorKey, DeviceDeniedError } from './mediaErrors';

/** Asks the platform (the operating system in the desktop app), then the page, for the camera. */
async function openCamera(): Promise<MediaStream> {
  if (!(await getPlatform().requestMediaAccess('camera'))) throw new DeviceDeniedError('camera');
  return navigator.mediaDevices.getUserMedia({ video: true, audio: false });
}

/** Draws the current video frame and encodes it as JPEG. */
function snapshot(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || 640;
  canvas.height = video.videoHeight || 480;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/jpeg', 0.9),
  );
}

interface CameraModalProps {
  ticketId: number;
  opened: boolean;
  isPrivate: boolean;
  onClose(): void;
  onSent(): void;
}

/** A photo from the webcam: live image, capture, look at it, send it (or take another). */
export function CameraModal({ ticketId, opened, isPrivate, onClose, onSent }: CameraModalProps) {
  const { t } = useTranslation('composer');
  const { t: tc } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [photo, setPhoto] = useState<{ blob: Blob; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened) return;
    let live: MediaStream | null = null;
    let cancelled = false;
    setError(null);
    openCamera().then(
      (s) => {
        if (cancelled) return s.getTracks().forEach((track) => track.stop());
        live = s;
        setStream(s);
      },
      (e: unknown) => !cancelled && setError(captureErrorKey('camera', e)),
    );
    return () => {
      cancelled = true;
      live?.getTracks().forEach((track) => track.stop());
      setStream(null);
      setPhoto((p) => (p && URL.revokeObjectURL(p.url), null));
    };
  }, [opened]);

  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
  }, [stream, photo]);

  const capture = async () => {
    if (!video.current) return;
    const blob = await snapshot(video.current);
    setPhoto({ blob, url: URL.createObjectURL(blob) });
  };

  const send = async () => {
    if (!photo) return;
    setBusy(true);
    try {
      await sendOutgoing({
        ticketId,
        body: '',
        isPrivate,
        media: { file: photo.blob, name: `foto-${Date.now()}.jpg` },
      });
      onSent();
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e, tc) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('camera.title')} size="lg">
      <Stack>
        {error ? (
          <Alert color="red" role="alert">
            {t(error)}
          </Alert>
        ) : photo ? (
          <img src={photo.url} alt={t('camera.photo')} style={{ width: '100%', borderRadius: 4 }} />
        ) : (
          <video
            ref={video}
            autoPlay
            playsInline
            muted
            aria-label={t('camera.live')}
            style={{ width: '100%', borderRadius: 4 }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('camera.cancel')}
          </Button>
          {photo ? (
            <>
              <Button
                variant="light"
                onClick={() => setPhoto((p) => (p && URL.revokeObjectURL(p.url), null))}
                disabled={busy}
              >
                {t('camera.retake')}
              </Button>
              <Button onClick={() => void send()} loading={busy}>
                {t('camera.send')}
              </Button>
            </>
          ) : (
            <Button onClick={() => void capture()} disabled={!stream}>
              {t('camera.capture')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
