import { Alert } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@shared/api/ticket';

/** Facebook and Instagram tickets: the 24-hour reply window of Meta's policy (spec 1 §2). */
export function ChannelNotice({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('messages');
  const channel = [ticket.whatsapp?.channel, ticket.channel, ticket.contact.channel].find((c) => c === 'facebook' || c === 'instagram');
  if (!channel) return null;
  const Icon = channel === 'facebook' ? IconBrandFacebook : IconBrandInstagram;
  return (
    <Alert variant="light" color="blue" radius={0} py={8} icon={<Icon size={18} />} role="note">
      {t('channelNotice')}
    </Alert>
  );
}
