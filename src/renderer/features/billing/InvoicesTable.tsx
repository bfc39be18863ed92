import { Badge, Button, Center, Loader, ScrollArea, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@shared/api/invoice';
import { invoiceState, type InvoiceState } from '@shared/domain/subscriptionPrice';
import { EmptyState, ErrorState } from '@renderer/ui';
import { formatBrl, formatDueDate, localToday } from './money';
import type { useInvoices } from './useInvoices';

const COLORS: Record<InvoiceState, string> = { open: 'blue', paid: 'green', overdue: 'red' };

interface InvoicesTableProps {
  list: ReturnType<typeof useInvoices>;
  /** Only the open and overdue ones (the expired-subscription page). */
  unpaidOnly?: boolean;
  onPay(invoice: Invoice): void;
}

/** The company's invoices (id, detail, value, due date, status as text), with Pagar on each unpaid one. */
export function InvoicesTable({ list, unpaidOnly = false, onPay }: InvoicesTableProps) {
  const { t, i18n } = useTranslation('billing');
  const { state, reload } = list;
  if (state.kind === 'loading')
    return (
      <Center p="xl">
        <Loader role="progressbar" aria-label={t('finance.table')} />
      </Center>
    );
  if (state.kind === 'failed')
    return <ErrorState message={`${t('finance.loadFailed')} ${state.message}`} onRetry={reload} />;
  const today = localToday();
  const rows = state.invoices
    .map((invoice) => ({ invoice, status: invoiceState(invoice.status, invoice.dueDate, today) }))
    .filter((r) => !unpaidOnly || r.status !== 'paid');
  if (rows.length === 0) return <EmptyState title={t('finance.empty')}>{t('finance.emptyHint')}</EmptyState>;
  return (
    <ScrollArea type="auto">
      <Table aria-label={t('finance.table')} striped highlightOnHover miw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('finance.id')}</Table.Th>
            <Table.Th>{t('finance.detail')}</Table.Th>
            <Table.Th>{t('finance.value')}</Table.Th>
            <Table.Th>{t('finance.dueDate')}</Table.Th>
            <Table.Th>{t('finance.status')}</Table.Th>
            <Table.Th>{t('finance.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ invoice, status }) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>{invoice.id}</Table.Td>
              <Table.Td>{invoice.detail}</Table.Td>
              <Table.Td>{formatBrl(invoice.value)}</Table.Td>
              <Table.Td>{formatDueDate(invoice.dueDate, i18n.language)}</Table.Td>
              <Table.Td>
                <Badge color={COLORS[status]} variant="light">
                  {t(`finance.${status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {status !== 'paid' && (
                  <Button
                    size="xs"
                    onClick={() => onPay(invoice)}
                    aria-label={t('finance.payInvoice', { id: invoice.id })}
                  >
                    {t('finance.pay')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
