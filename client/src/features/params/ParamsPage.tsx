import { useId, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { workspaceParamKey } from '@crm/domain';
import { ParamsAdminDocument, ParamsWorkspacesDocument, type ParamValueFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { usePageTitle } from '../../lib/usePageTitle';
import { ErrorText } from '../../ui/ErrorText';
import { Spinner } from '../../ui/Spinner';
import { ExchangeRatesSection } from './ExchangeRatesSection';
import { LabelsSection } from './LabelsSection';
import { MailTemplatesSection } from './MailTemplatesSection';
import { PARAM_GROUPS } from './paramSections';
import { ParamSection } from './ParamSection';
import { useParamMutations } from './useParamMutations';
import styles from './ParamsPage.module.css';

const TITLE = 'Parámetros';
const EMPTY: readonly ParamValueFieldsFragment[] = [];

/** The key a section edits: the global key, or its `key__{slug}` override when a workspace is chosen. */
function sectionKey(key: string, perWorkspace: boolean, slug: string): string {
  return perWorkspace && slug ? workspaceParamKey(key, slug) : key;
}

/** /admin/params (spec part 2 §2 "Parameter administration", §9 managed keys). */
export function ParamsPage() {
  usePageTitle(TITLE);
  const scopeId = useId();
  const [slug, setSlug] = useState('');
  const workspaces = useQuery(ParamsWorkspacesDocument, { fetchPolicy: 'cache-first' });

  const keys = useMemo(
    () => PARAM_GROUPS.flatMap((g) => g.sections.map((s) => sectionKey(s.key, g.perWorkspace, slug))),
    [slug],
  );
  const { data: current, previousData, error } = useQuery(ParamsAdminDocument, { variables: { keys }, fetchPolicy: 'cache-and-network' });
  // While another workspace's values load, the page keeps its shape instead of collapsing to a spinner.
  const data = current ?? previousData;
  const mutations = useParamMutations(keys);
  const byKey = new Map((data?.params ?? []).map((g) => [g.key, g.values]));
  const units = workspaces.data?.businessUnits ?? [];
  const unitName = units.find((u) => u.keySlug === slug)?.name;

  return (
    <section className={styles.page}>
      <div>
        <h1>{TITLE}</h1>
        <p className={styles.subtitle}>Listas de opciones y ajustes del kanban y de los presupuestos. Los valores inactivos no se ofrecen en los formularios.</p>
      </div>
      <nav className={styles.toc} aria-label="Secciones">
        {PARAM_GROUPS.map((g) => (
          <a key={g.id} href={`#${g.id}`}>
            {g.title}
          </a>
        ))}
        <a href="#tipos-de-cambio">Tipos de cambio</a>
        <a href="#etiquetas">Etiquetas</a>
        <a href="#plantillas-de-correo">Plantillas de correo</a>
      </nav>
      {!data && !error && <Spinner />}
      {error && !data && <ErrorText>{errorMessage(error, 'No se pudieron cargar los parámetros.')}</ErrorText>}
      {data &&
        PARAM_GROUPS.map((group) => (
          <div key={group.id} id={group.id} className={styles.group}>
            <div className={styles.groupHeader}>
              <h2>{group.title}</h2>
              {group.perWorkspace && (
                <div className={styles.scope}>
                  <label htmlFor={scopeId}>Workspace</label>
                  <select id={scopeId} value={slug} onChange={(e) => setSlug(e.target.value)}>
                    <option value="">Global (todos)</option>
                    {units.map((u) => (
                      <option key={u.id} value={u.keySlug}>
                        {u.name}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </div>
            {group.perWorkspace && slug && (
              <p className={styles.hint}>
                Valores propios de {unitName ?? slug}: cuando una clave tiene valores activos aquí, reemplazan a los globales en ese workspace.
              </p>
            )}
            <div className={`${styles.sections} ${!current && group.perWorkspace ? styles.loading : ''}`} aria-busy={!current && group.perWorkspace}>
              {group.sections.map((s) => {
                const key = sectionKey(s.key, group.perWorkspace, slug);
                return <ParamSection key={key} paramKey={key} title={s.title} hint={s.hint} values={byKey.get(key) ?? EMPTY} mutations={mutations} />;
              })}
            </div>
          </div>
        ))}
      <div id="tipos-de-cambio" className={styles.group}>
        <div className={styles.groupHeader}>
          <h2>Tipos de cambio</h2>
        </div>
        <div className={styles.sections}>
          <ExchangeRatesSection />
        </div>
      </div>
      <div id="etiquetas" className={styles.group}>
        <div className={styles.groupHeader}>
          <h2>Etiquetas</h2>
        </div>
        <div className={styles.sections}>
          <LabelsSection />
        </div>
      </div>
      <div id="plantillas-de-correo" className={styles.group}>
        <div className={styles.groupHeader}>
          <h2>Plantillas de correo</h2>
        </div>
        <MailTemplatesSection />
      </div>
    </section>
  );
}
