import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isBackendUrl } from '../media';
import type { LocationInfo } from '../parse/location';
import { requestOpenLink } from './ExternalLinkDialog';

/** A shared place: the channel's map thumbnail when it sent one, the description, a map link (asks first). */
export function LocationContent({ location }: { location: LocationInfo }) {
  const { t } = useTranslation('messages');
  // A data: thumbnail, or one the backend serves; a remote image elsewhere could track the reader.
  const thumbnail = location.thumbnail && (location.thumbnail.startsWith('data:') || isBackendUrl(location.thumbnail)) ? location.thumbnail : null;
  const coords =
    location.latitude !== null && location.longitude !== null
      ? t('location.coordinates', { latitude: location.latitude, longitude: location.longitude })
      : null;
  return (
    <Paper withBorder radius="sm" p="xs" maw={280} role="group" aria-label={t('location.title')}>
      <Stack gap={4}>
        {thumbnail ? (
          <img src={thumbnail} alt={t('location.title')} width={250} style={{ display: 'block', maxWidth: '100%', borderRadius: 4 }} />
        ) : (
          <IconMapPin size={32} aria-hidden />
        )}
        {location.description && <Text size="sm">{location.description}</Text>}
        {coords && (
          <Text size="xs" c="dimmed">
            {coords}
          </Text>
        )}
        {location.link && (
          <Anchor
            size="sm"
            href={location.link}
            onClick={(event) => {
              event.preventDefault();
              requestOpenLink(location.link!);
            }}
          >
            {t('location.open')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
