import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PlanFlags } from '@shared/api/company';
import { LIMITS } from '@shared/domain/constants';
import { useUser } from '@renderer/session';
import { showToast } from '@renderer/ui';

type Gate = { plan: keyof PlanFlags } | { superOnly: true };

/**
 * Pages gated by a plan flag or the super flag (spec 1 §2): when the condition fails, an error
 * toast says so and the user goes to / after 1 second.
 */
export function RequirePlan({ gate, children }: { gate: Gate; children: ReactNode }) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const allowed = 'plan' in gate ? user.company?.plan?.[gate.plan] === true : user.super;

  useEffect(() => {
    if (allowed) return;
    showToast({ color: 'red', message: t('planDenied') });
    const timer = setTimeout(() => navigate('/'), LIMITS.redirectDelayMs);
    return () => clearTimeout(timer);
  }, [allowed, navigate, t]);

  return allowed ? children : null;
}
