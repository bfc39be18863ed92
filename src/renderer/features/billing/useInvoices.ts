import { useCallback, useEffect, useState } from 'react';
import type { Invoice } from '@shared/api/invoice';
import { errorMessage } from '@renderer/api';
import { useSocketEvent } from '@renderer/session';
import { useTranslation } from 'react-i18next';
import { fetchInvoices } from './api';

type State = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; invoices: Invoice[] };

/** The company's invoices (one list, newest first), read again after a payment and after a reconnect. */
export function useInvoices() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    const abort = new AbortController();
    setState((s) => (s.kind === 'ready' ? s : { kind: 'loading' }));
    fetchInvoices(abort.signal).then(
      (invoices) => setState({ kind: 'ready', invoices }),
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ kind: 'failed', message: errorMessage(error, t) });
      },
    );
    return () => abort.abort();
  }, [version, t]);

  useSocketEvent('payment', reload, reload);
  return { state, reload };
}
