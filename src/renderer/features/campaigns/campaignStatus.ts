import type { CampaignStatus } from '@shared/domain/campaigns';

/** The colour of each status's badge (spec 3 §4). */
export const STATUS_COLORS: Record<CampaignStatus, string> = {
  INATIVA: 'gray',
  PROGRAMADA: 'blue',
  EM_ANDAMENTO: 'yellow',
  CANCELADA: 'red',
  FINALIZADA: 'green',
};
