import { useEffect, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { setCompanyDueDate, useSession, useSocketEvent } from '@renderer/session';
import { formatDueDate } from './money';

/** Spec 3 §9: the user is taken to / this long after the payment is confirmed. */
export const REDIRECT_AFTER_PAYMENT_MS = 4000;

/**
 * The subscription's payment, heard on every screen (spec 3 "Checkout dialog": confirmed only by
 * `company-{id}-payment` CONCLUIDA): a toast with the new due date, then, 4 seconds later, the user
 * goes to / and the session's company takes that date. The date waits for the move to land: on
 * /financeiro-aberto its guard would otherwise see a renewed company first and send it to the inbox.
 */
export function usePaymentCompletion(): void {
  const { t, i18n } = useTranslation('billing');
  // Read, not required: a sign-out may come while the move to / is pending.
  const companyId = useSession((s) => s.user?.companyId ?? null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const renewedUntil = useRef<{ dueDate: string | null } | null>(null);
  const here = useRef(pathname);
  here.current = pathname;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useEffect(() => {
    if (pathname !== '/' || !renewedUntil.current) return;
    setCompanyDueDate(renewedUntil.current.dueDate);
    renewedUntil.current = null;
  }, [pathname]);

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
      if (here.current === '/') return setCompanyDueDate(dueDate);
      renewedUntil.current = { dueDate };
      void navigate('/');
    }, REDIRECT_AFTER_PAYMENT_MS);
  });
}
