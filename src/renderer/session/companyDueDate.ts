import { useSession } from './store';

/**
 * The signed-in company's new due date, once its subscription is paid (spec 3 "Checkout dialog":
 * the payment event carries it): the guards and the subscription page read it from the session.
 */
export function setCompanyDueDate(dueDate: string | null): void {
  useSession.setState((s) => {
    if (!s.user) return {};
    const company = s.user.company ?? {
      id: s.user.companyId,
      name: '',
      dueDate: null,
      plan: null,
      companieSettings: {},
    };
    return { user: { ...s.user, company: { ...company, dueDate } } };
  });
}
