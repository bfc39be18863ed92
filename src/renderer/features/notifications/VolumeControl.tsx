import { ActionIcon, Group, Popover, Slider } from '@mantine/core';
import { IconVolume, IconVolume2, IconVolume3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { playNotificationSound } from './sound';
import { useUnread } from './store';
import { setVolume, useVolumeScope, VOLUME_STEP } from './volume';

/** The top bar's volume popover (spec 1 §5: 0 to 1, step 0.1, kept locally per user). */
export function VolumeControl() {
  const { t } = useTranslation('notifications');
  const volume = useUnread((s) => s.volume);
  const scope = useVolumeScope();
  const Icon = volume === 0 ? IconVolume3 : volume < 0.5 ? IconVolume2 : IconVolume;

  return (
    <Popover position="bottom-end" width={240} shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={t('volume.button')}>
          <Icon size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Group gap="xs" wrap="nowrap">
          <IconVolume3 size={16} aria-hidden />
          <Slider
            style={{ flex: 1 }}
            min={0}
            max={1}
            step={VOLUME_STEP}
            value={volume}
            onChange={(v) => scope && setVolume(scope, v)}
            // Let the user hear the level chosen.
            onChangeEnd={(v) => playNotificationSound(v)}
            thumbLabel={t('volume.label')}
            label={(v) => t('volume.value', { percent: Math.round(v * 100) })}
            thumbValueText={(v) => t('volume.value', { percent: Math.round(v * 100) })}
          />
          <IconVolume size={16} aria-hidden />
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
