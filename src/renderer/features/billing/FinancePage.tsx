import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUser } from '@renderer/session';
import { ForbiddenPage, PageHeader } from '@renderer/ui';
import { CheckoutDialog } from './CheckoutDialog';
import { InvoicesTable } from './InvoicesTable';
import { useInvoices } from './useInvoices';

/** /financeiro (spec 1 §2 "finance"): the company's invoices, each unpaid one payable through the checkout. Admins. */
export default function FinancePage() {
  return useUser().profile === 'admin' ? <Finance /> : <ForbiddenPage />;
}

function Finance() {
  const { t } = useTranslation('billing');
  const list = useInvoices();
  const [paying, setPaying] = useState<number | null>(null);
  // A checkout may have made or repriced an invoice: the list is read again once it closes.
  const closeCheckout = () => {
    setPaying(null);
    list.reload();
  };
  const count = list.state.kind === 'ready' ? list.state.invoices.length : undefined;
  return (
    <Stack p="md" gap="md" style={{ flex: 1, minHeight: 0 }}>
      <PageHeader title={t('finance.title')} count={count} />
      <InvoicesTable list={list} onPay={(invoice) => setPaying(invoice.id)} />
      <CheckoutDialog opened={paying !== null} invoiceId={paying} onClose={closeCheckout} />
    </Stack>
  );
}
