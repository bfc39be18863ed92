import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The critical and serious axe violations of the page as it is now, each as "rule: the failing
 * elements", so `expect(await seriousViolations(page)).toEqual([])` names what to fix. The milder
 * impacts are a11y.spec.ts's figures, not a failure.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
