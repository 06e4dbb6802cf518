import { createRequire } from 'node:module';
import type { SifenEnv } from '@crm/domain';
import setapi from 'facturacionelectronicapy-setapi';
import { withCertificateFile } from './sifen-de';
import type { SifenSettings } from './sifen-settings';

/** The official hosts the client library (facturacionelectronicapy-setapi) has written in. */
const OFFICIAL = ['https://sifen-test.set.gov.py', 'https://sifen.set.gov.py'];

type AxiosLike = { interceptors: { request: { use(f: (c: { url?: string }) => { url?: string }): number } } };

let redirectTo: string | null = null;
let installed = false;

/**
 * The library has SIFEN's URLs written in and no setting for them: its own axios (the one it requires) gets a
 * request interceptor that swaps the official host for SIFEN_BASE_URL when one is set, nothing else.
 */
function routeLibraryTo(baseUrl: string | null): void {
  redirectTo = baseUrl;
  if (installed) return;
  const libRequire = createRequire(require.resolve('facturacionelectronicapy-setapi'));
  const axios = libRequire('axios') as AxiosLike;
  axios.interceptors.request.use((c) => {
    const host = OFFICIAL.find((h) => c.url?.startsWith(h + '/'));
    if (redirectTo && host && c.url) c.url = redirectTo + c.url.slice(host.length);
    return c;
  });
  installed = true;
}

/** One result of a DE in SIFEN's answers: its state and SIFEN's code and message. */
export interface DeResult {
  cdc: string;
  /** 'Aprobado' | 'Aprobado con observación' | 'Rechazado' as SIFEN writes it. */
  estado: string;
  code: string | null;
  message: string | null;
}

export type LoteAnswer = { kind: 'received'; protocol: string; code: string; message: string } | { kind: 'refused'; code: string; message: string };
export type ConsultAnswer = { kind: 'processing'; code: string; message: string } | { kind: 'done'; results: DeResult[]; code: string; message: string } | { kind: 'unknown'; code: string; message: string };

type Xml = Record<string, unknown>;

/** A child of an xml2js object (explicitArray false) whatever its namespace prefix ('ns2:dCodRes' or 'dCodRes'). */
function child(o: unknown, name: string): unknown {
  if (!o || typeof o !== 'object') return undefined;
  for (const [k, v] of Object.entries(o as Xml)) if (k === name || k.endsWith(`:${name}`)) return v;
  return undefined;
}
const text = (o: unknown, name: string): string | null => {
  const v = child(o, name);
  if (v === undefined || v === null) return null;
  if (typeof v === 'object') return typeof (v as Xml)._ === 'string' ? ((v as Xml)._ as string) : null;
  return String(v);
};
const list = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

function deResult(g: unknown): DeResult {
  const proc = list(child(g, 'gResProc'))[0];
  return { cdc: text(g, 'id') ?? '', estado: text(g, 'dEstRes') ?? '', code: text(proc, 'dCodRes'), message: text(proc, 'dMsgRes') };
}

/**
 * SIFEN's web services through the client library, with the unit's certificate for mutual TLS. The library keeps
 * the opened certificate in one shared object between its awaits, so calls go one at a time in this process
 * (a queue): two units' certificates never mix.
 */
export class SifenClient {
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;

  constructor(private readonly settings: SifenSettings) {
    routeLibraryTo(settings.baseUrl);
  }

  private config() {
    return { timeout: this.settings.timeoutMs, caCert: this.settings.caFile ?? null, debug: false };
  }

  private one<T>(p12: Buffer, password: string, call: (path: string, id: number) => Promise<T>): Promise<T> {
    const id = this.nextId++;
    const run = this.queue.then(() => withCertificateFile(p12, (path) => call(path, id)));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** recibe-lote: the DEs zipped in one batch (rEnvioLote). */
  sendLote(env: SifenEnv, p12: Buffer, password: string, xmls: string[]): Promise<LoteAnswer> {
    return this.one(p12, password, async (path, id) => {
      const body = (await setapi.recibeLote(id, xmls, env === 'test' ? 'test' : 'prod', path, password, this.config())) as Xml;
      const r = child(body, 'rResEnviLoteDe');
      const code = text(r, 'dCodRes') ?? '';
      const message = text(r, 'dMsgRes') ?? '';
      const protocol = text(r, 'dProtConsLote');
      // 0300: Lote recibido con éxito (Manual Técnico, recepción asíncrona).
      if (code === '0300' && protocol && protocol !== '0') return { kind: 'received', protocol, code, message };
      return { kind: 'refused', code, message };
    });
  }

  /** consulta-lote: the verdict of each DE of a received batch. */
  consultLote(env: SifenEnv, p12: Buffer, password: string, protocol: string): Promise<ConsultAnswer> {
    return this.one(p12, password, async (path, id) => {
      const body = (await setapi.consultaLote(id, Number(protocol), env === 'test' ? 'test' : 'prod', path, password, this.config())) as Xml;
      const r = child(body, 'rResEnviConsLoteDe');
      const code = text(r, 'dCodResLot') ?? '';
      const message = text(r, 'dMsgResLot') ?? '';
      // 0361: lote en procesamiento; 0362: procesamiento concluido; otros (0360 inexistente, 0364 extemporáneo).
      if (code === '0361') return { kind: 'processing', code, message };
      if (code === '0362') return { kind: 'done', code, message, results: list(child(r, 'gResProcLote')).map(deResult) };
      return { kind: 'unknown', code, message };
    });
  }

  /** consulta (por CDC): what SIFEN knows of one DE; null when it does not know it. */
  consultCdc(env: SifenEnv, p12: Buffer, password: string, cdc: string): Promise<{ known: boolean; code: string; message: string }> {
    return this.one(p12, password, async (path, id) => {
      const body = (await setapi.consulta(id, cdc, env === 'test' ? 'test' : 'prod', path, password, this.config())) as Xml;
      const r = child(body, 'rEnviConsDeResponse');
      const code = text(r, 'dCodRes') ?? '';
      const message = text(r, 'dMsgRes') ?? '';
      // 0422: CDC encontrado; 0420: documento no existe en SIFEN.
      return { known: code === '0422', code, message };
    });
  }

  /** evento: a signed event (cancelación), answered with the event's verdict. */
  sendEvent(env: SifenEnv, p12: Buffer, password: string, soapXml: string): Promise<DeResult> {
    return this.one(p12, password, async (path, id) => {
      const body = (await setapi.evento(id, soapXml, env === 'test' ? 'test' : 'prod', path, password, this.config())) as Xml;
      const r = child(body, 'rRetEnviEventoDe');
      return deResult(list(child(r, 'gResProcEVe'))[0]);
    });
  }
}
