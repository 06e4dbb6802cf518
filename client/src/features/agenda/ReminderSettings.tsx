import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { MyReminderSettingsDocument, SetReminderSettingsDocument } from '../../gql/graphql';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import styles from './AgendaPage.module.css';

/** 'Recordatorios por correo': the user's own choice; the bell and the browser notifications always come. */
export function ReminderSettings() {
  const { data } = useQuery(MyReminderSettingsDocument, { errorPolicy: 'all' });
  const [save, { loading }] = useMutation(SetReminderSettingsDocument);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const s = data?.myReminderSettings;
  if (!s) return null;

  async function toggle(email: boolean) {
    setMessage(null);
    try {
      // The settings have no id to be normalised by: the answer (and the optimistic one) is written over the
      // query's own, so the box shows the choice at once instead of after a refetch.
      await save({
        variables: { email },
        optimisticResponse: { setReminderSettings: { __typename: 'ReminderSettings', email, mailConfigured: s!.mailConfigured } },
        update(cache, { data: saved }) {
          if (saved) cache.writeQuery({ query: MyReminderSettingsDocument, data: { myReminderSettings: saved.setReminderSettings } });
        },
      });
      setMessage({ ok: true, text: email ? 'Vas a recibir los recordatorios también por correo.' : 'Los recordatorios ya no llegan por correo.' });
    } catch {
      setMessage({ ok: false, text: 'No se pudo guardar la preferencia.' });
    }
  }

  return (
    <section className={styles.section} aria-labelledby="agenda-settings">
      <h2 id="agenda-settings">Recordatorios</h2>
      <label className={styles.check}>
        <input type="checkbox" checked={s.email} disabled={loading} onChange={(e) => void toggle(e.target.checked)} />
        Recibir los recordatorios también por correo
      </label>
      {s.email && !s.mailConfigured && <p className={styles.muted}>El servidor todavía no tiene correo configurado: los avisos quedan en espera hasta que lo tenga.</p>}
      {message && (message.ok ? <StatusText>{message.text}</StatusText> : <ErrorText>{message.text}</ErrorText>)}
    </section>
  );
}
