import { useState } from 'react';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUser } from '@renderer/session';
import { CheckoutDialog } from './CheckoutDialog';
import { InvoicesTable } from './InvoicesTable';
import { formatDueDate } from './money';
import { useInvoices } from './useInvoices';

/**
 * What /financeiro-aberto shows a company past its due date: why it is there and, for an admin,
 * the open invoices and Pagar (the checkout); the payment event then takes everyone to /.
 */
export default function ExpiredBilling() {
  const { t, i18n } = useTranslation('billing');
  const user = useUser();
  const date = formatDueDate(user.company?.dueDate ?? null, i18n.language);
  if (user.profile !== 'admin')
    return (
      <Alert color="red" role="alert">
        {t('expired.bodyUser', { date })}
      </Alert>
    );
  return <ExpiredAdmin date={date} />;
}

function ExpiredAdmin({ date }: { date: string }) {
  const { t } = useTranslation('billing');
  const list = useInvoices();
  const [paying, setPaying] = useState<{ invoiceId: number | null } | null>(null);
  // A checkout may have made or repriced an invoice: the list is read again once it closes.
  const closeCheckout = () => {
    setPaying(null);
    list.reload();
  };
  return (
    <Stack gap="md">
      <Alert color="red" role="alert">
        {t('expired.body', { date })}
      </Alert>
      <Button size="md" onClick={() => setPaying({ invoiceId: null })} style={{ alignSelf: 'flex-start' }}>
        {t('expired.pay')}
      </Button>
      <Title order={2} size="h4">
        {t('expired.openInvoices')}
      </Title>
      <InvoicesTable list={list} unpaidOnly onPay={(invoice) => setPaying({ invoiceId: invoice.id })} />
      <CheckoutDialog opened={paying !== null} invoiceId={paying?.invoiceId ?? null} onClose={closeCheckout} />
    </Stack>
  );
}
