import { useQuery } from '@apollo/client/react';
import { BankAccountsDocument } from '../../gql/graphql';
import { Field, SelectField } from '../../ui/Field';

/**
 * The company account of a supplier payment or a payment order: a choice of the 'cuenta_bancaria' parameter list (the
 * one receipts use; the server refuses any other) once the office keeps it, free text while it is empty.
 */
export function CompanyAccountField({ label, value, onChange, error }: { label: string; value: string; onChange: (v: string) => void; error?: string | null }) {
  const accounts = useQuery(BankAccountsDocument, { fetchPolicy: 'cache-first' });
  const options = (accounts.data?.params.find((g) => g.key === 'cuenta_bancaria')?.values ?? []).filter((v) => v.active).map((v) => ({ value: v.value, label: v.value }));
  if (options.length > 0) return <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)} options={[{ value: '', label: '—' }, ...options]} error={error} />;
  return <Field label={label} value={value} onChange={(e) => onChange(e.target.value)} error={error} />;
}
