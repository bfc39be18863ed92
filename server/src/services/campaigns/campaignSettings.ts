import { eq } from 'drizzle-orm';
import { CAMPAIGN_SETTING_DEFAULTS, type CampaignSettings } from '@shared/domain/campaigns';
import { campaignSettings } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

const KEYS = Object.keys(CAMPAIGN_SETTING_DEFAULTS) as (keyof CampaignSettings)[];

/**
 * A company's campaign settings, the spec 3 §9 default for each key it never saved. Values are
 * kept as JSON text, as Whaticket keeps them; a value that no longer parses reads as the default.
 */
export async function loadCampaignSettings(db: DbOrTx, companyId: number): Promise<CampaignSettings> {
  const rows = await db.select().from(campaignSettings).where(eq(campaignSettings.companyId, companyId));
  const settings = { ...CAMPAIGN_SETTING_DEFAULTS };
  for (const row of rows) {
    if (!(KEYS as string[]).includes(row.key)) continue;
    try {
      (settings as Record<string, unknown>)[row.key] = JSON.parse(row.value);
    } catch {
      // the default stays
    }
  }
  return settings;
}

/** The key/value list of GET /campaign-settings (every key, values as JSON text). */
export const settingsList = (s: CampaignSettings) => KEYS.map((key) => ({ key, value: JSON.stringify(s[key]) }));

/** Writes the keys given; the others keep their value. */
export async function saveCampaignSettings(
  db: DbOrTx,
  companyId: number,
  patch: Partial<CampaignSettings>,
  now: Date,
): Promise<void> {
  for (const key of KEYS) {
    if (patch[key] === undefined) continue;
    const value = JSON.stringify(patch[key]);
    await db
      .insert(campaignSettings)
      .values({ companyId, key, value, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [campaignSettings.companyId, campaignSettings.key],
        set: { value, updatedAt: now },
      });
  }
}
