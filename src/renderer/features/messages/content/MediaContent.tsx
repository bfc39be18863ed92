import { useState } from 'react';
import { Modal, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@shared/domain/constants';
import { mediaSrc } from '../media';

export function MediaUnavailable() {
  const { t } = useTranslation('messages');
  return (
    <Text size="sm" c="dimmed" fs="italic">
      {t('media.unavailable')}
    </Text>
  );
}

/** An image 250 wide (spec 1 §9); a click opens it large. */
export function ImageContent({ url, alt }: { url: string | null; alt: string }) {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  const src = mediaSrc(url);
  if (!src) return <MediaUnavailable />;
  return (
    <>
      <UnstyledButton aria-label={t('media.openImage')} onClick={() => setOpen(true)} style={{ display: 'block' }}>
        <img
          src={src}
          alt={alt || t('media.image')}
          width={LIMITS.mediaImageWidth}
          // A long history holds many pictures: each is fetched when scrolled near.
          loading="lazy"
          decoding="async"
          style={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 6, minHeight: 40 }}
        />
      </UnstyledButton>
      <Modal opened={open} onClose={() => setOpen(false)} title={alt || t('media.image')} size="auto" centered>
        <img src={src} alt={alt || t('media.image')} style={{ display: 'block', maxWidth: '85vw', maxHeight: '80vh' }} />
      </Modal>
    </>
  );
}

export function VideoContent({ url }: { url: string | null }) {
  const { t } = useTranslation('messages');
  const src = mediaSrc(url);
  if (!src) return <MediaUnavailable />;
  return (
    <video
      controls
      preload="metadata"
      src={src}
      aria-label={t('media.video')}
      style={{ display: 'block', width: 320, maxWidth: '100%', borderRadius: 6 }}
    />
  );
}
