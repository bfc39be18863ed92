import { ActionIcon } from '@mantine/core';
import { IconBellOff, IconBellZ } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '@renderer/ui';
import { setDoNotDisturb, useDoNotDisturb } from './doNotDisturb';

/** The top bar's do-not-disturb switch (the tray has the same one): a switch, named, showing its state. */
export function DoNotDisturbSwitch() {
  const { t } = useTranslation('notifications');
  const on = useDoNotDisturb((s) => s.on);
  return (
    <LazyTooltip label={t(on ? 'doNotDisturb.on' : 'doNotDisturb.off')}>
      <ActionIcon
        role="switch"
        aria-checked={on}
        aria-label={t('doNotDisturb.label')}
        variant={on ? 'light' : 'subtle'}
        color={on ? 'orange' : undefined}
        size="lg"
        onClick={() => void setDoNotDisturb(!on)}
      >
        {on ? <IconBellOff size={20} aria-hidden /> : <IconBellZ size={20} aria-hidden />}
      </ActionIcon>
    </LazyTooltip>
  );
}
