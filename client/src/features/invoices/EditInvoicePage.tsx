import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { isInvoiceEditable, type InvoiceStatus } from '@crm/domain';
import { InvoiceQuoteBillingDocument, InvoiceViewDocument, NewInvoiceDealDocument, OperationBillingDocument } from '../../gql/graphql';
import { errorCode } from '../../lib/errors';
import { routeId } from '../../lib/routeParams';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePermissions } from '../../session/usePermissions';
import { ErrorText } from '../../ui/ErrorText';
import { Page, PageHeader } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { INVOICE_NOT_FOUND } from './InvoicePage';
import { InvoiceDraftForm } from './NewInvoicePage';
import styles from './invoices.module.css';

export const NOT_EDITABLE = 'La factura ya está emitida: no se puede modificar. Para corregirla, emití una nota de crédito o anulala.';
const NOT_ALLOWED = 'Solo administración y finanzas modifican facturas.';

/** /invoices/{id}/edit: a draft in the 'Nueva factura' form, saved with the version it was loaded at. */
export function EditInvoicePage() {
  const id = routeId(useParams().id);
  usePageTitle('Editar borrador de factura');
  const finance = usePermissions().finance;
  // network-only: the version saved with must be the current one, not a cached older one.
  const inv = useQuery(InvoiceViewDocument, { variables: { id: id ?? 0 }, skip: id === null || !finance, fetchPolicy: 'network-only' });
  const dealId = inv.data?.invoice.dealId ?? null;
  const skip = dealId === null || !finance;
  const deal = useQuery(NewInvoiceDealDocument, { variables: { dealId: dealId ?? 0 }, skip });
  const billing = useQuery(OperationBillingDocument, { variables: { dealId: dealId ?? 0, exceptInvoiceId: id }, skip, fetchPolicy: 'network-only' });
  const quotes = useQuery(InvoiceQuoteBillingDocument, { variables: { dealId: dealId ?? 0, exceptInvoiceId: id }, skip, fetchPolicy: 'network-only' });
  const draft = inv.data?.invoice ?? null;

  let content: ReactNode;
  if (!finance) content = <ErrorText>{NOT_ALLOWED}</ErrorText>;
  else if (id === null || errorCode(inv.error) === 'NOT_FOUND') content = <ErrorText>{INVOICE_NOT_FOUND}</ErrorText>;
  else if (inv.error || deal.error || billing.error || quotes.error) content = <ErrorText>No se pudo cargar la factura.</ErrorText>;
  else if (draft && !isInvoiceEditable(draft.status as InvoiceStatus)) content = <ErrorText>{NOT_EDITABLE}</ErrorText>;
  else if (!draft || dealId === null || !deal.data || !billing.data || !quotes.data) content = <Spinner />;
  else
    content = (
      <InvoiceDraftForm dealId={dealId} reference={deal.data.deal.reference} org={deal.data.deal.organization ?? null} billing={billing.data.invoiceBilling} quotes={quotes.data.invoiceQuoteBilling} draft={draft} />
    );

  return (
    <Page>
      {id !== null && (
        <Link to={`/invoices/${id}`} className={styles.muted}>
          ← Volver a la factura
        </Link>
      )}
      <PageHeader title="Editar borrador de factura" subtitle={deal.data ? `Operación ${deal.data.deal.reference} · ${deal.data.deal.title}` : null} />
      {content}
    </Page>
  );
}
