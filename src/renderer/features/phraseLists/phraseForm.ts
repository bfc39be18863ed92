import { z } from 'zod';
import type { FlowCampaign } from '@shared/api/flowCampaign';
import type { FlowCampaignBody } from '@shared/api/routes/flowCampaigns';

/**
 * The flow-phrase campaign dialog (spec 3 §5 "Flow campaign"): name, flow and phrase are
 * required; the connection may stay empty (the dialog marks it, without blocking the save).
 * Messages are keys of the phraseLists namespace.
 */
export const phraseFormSchema = z.object({
  name: z.string().trim().min(1, 'form.required').max(100, 'form.tooLong'),
  flowId: z
    .string()
    .nullable()
    .refine((v) => !!v, 'form.flowRequired'),
  whatsappId: z.string().nullable(),
  phrase: z.string().trim().min(1, 'form.required').max(500, 'form.tooLong'),
  status: z.boolean(),
});
export type PhraseForm = z.input<typeof phraseFormSchema>;

export const formOf = (record: FlowCampaign | null): PhraseForm => ({
  name: record?.name ?? '',
  flowId: record?.flowId ? String(record.flowId) : null,
  whatsappId: record?.whatsappId ? String(record.whatsappId) : null,
  phrase: record?.phrase ?? '',
  status: record?.status ?? true,
});

/** What POST /flowcampaign takes from the form (PUT adds the id and the status). */
export const bodyOf = (values: PhraseForm): FlowCampaignBody => ({
  name: values.name.trim(),
  flowId: Number(values.flowId),
  whatsappId: values.whatsappId ? Number(values.whatsappId) : null,
  phrase: values.phrase.trim(),
});

/** The list's order (name, then id) and its search (name or phrase, any case). */
export const byName = (a: FlowCampaign, b: FlowCampaign) => a.name.localeCompare(b.name) || a.id - b.id;

export const matchesSearch = (record: FlowCampaign, term: string) => {
  const t = term.trim().toLowerCase();
  return !t || record.name.toLowerCase().includes(t) || record.phrase.toLowerCase().includes(t);
};
