import { useEffect, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setCompanyDueDate, useSession, useSocketEvent } from '@renderer/session';
import { formatDueDate } from './money';

/** Spec 3 §9: the user is taken to / this long after the payment is confirmed. */
export const REDIRECT_AFTER_PAYMENT_MS = 4000;

/**
 * The subscription's payment, heard on every screen (spec 3 "Checkout dialog": confirmed only by
 * `company-{id}-payment` CONCLUIDA): a toast with the new due date, then, 4 seconds later, the
 * session's company takes that date and the user goes to /. The date is applied with the move: a
 * company leaving /financeiro-aberto would otherwise be sent away by its guard at once.
 */
export function usePaymentCompletion(): void {
  const { t, i18n } = useTranslation('billing');
  // Read, not required: a sign-out may come while the move to / is pending.
  const companyId = useSession((s) => s.user?.companyId ?? null);
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useSocketEvent('payment', (event) => {
    // Deployed backends send every company's event to the whole namespace: only this company's counts.
    if (event.action !== 'CONCLUIDA' || event.company.id !== companyId) return;
    const { dueDate } = event.company;
    notifications.show({
      color: 'green',
      message: t('renewed', { date: formatDueDate(dueDate, i18n.language) }),
      autoClose: REDIRECT_AFTER_PAYMENT_MS,
    });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setCompanyDueDate(dueDate);
      void navigate('/');
    }, REDIRECT_AFTER_PAYMENT_MS);
  });
}
