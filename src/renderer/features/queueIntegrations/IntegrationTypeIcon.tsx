import { ThemeIcon } from '@mantine/core';
import { LazyTooltip } from '@renderer/ui';
import {
  IconBrandGoogle,
  IconPuzzle,
  IconRobot,
  IconSitemap,
  IconTopologyStar3,
  IconWebhook,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ICONS = {
  n8n: { Icon: IconTopologyStar3, color: 'pink' },
  webhook: { Icon: IconWebhook, color: 'grape' },
  typebot: { Icon: IconRobot, color: 'blue' },
  dialogflow: { Icon: IconBrandGoogle, color: 'orange' },
  flowbuilder: { Icon: IconSitemap, color: 'teal' },
} as const;

/** The kind's name as the dialog offers it (a kind this build does not know: as the backend wrote it). */
export function useTypeLabel() {
  const { t } = useTranslation('queueIntegrations');
  return (type: string) => (type in ICONS ? t(`types.${type}`) : type || t('types.unknown'));
}

/** A record's kind as an icon with its name (spec 2 "Queue integrations": an icon per type). */
export function IntegrationTypeIcon({ type }: { type: string }) {
  const label = useTypeLabel()(type);
  const { Icon, color } = ICONS[type as keyof typeof ICONS] ?? { Icon: IconPuzzle, color: 'gray' };
  return (
    <LazyTooltip label={label} withArrow>
      <ThemeIcon variant="light" color={color} size={28} radius="md" role="img" aria-label={label}>
        <Icon size={18} aria-hidden />
      </ThemeIcon>
    </LazyTooltip>
  );
}
