import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import JSZip from 'jszip';
import { el, els, parseXml, textOf, type XDocument, type XElement as XmlElement } from './xml-dom';

/** What the stand-in answers for one DE: SIFEN's dEstRes and its code and message. */
export interface Verdict {
  estado: 'Aprobado' | 'Aprobado con observación' | 'Rechazado';
  code: string;
  message: string;
}

export interface ReceivedLote {
  protocol: string;
  cdcs: string[];
  /** The client certificate's subject CN seen on the TLS connection. */
  clientCn: string;
  xml: string;
}

const SOAP12 = 'http://www.w3.org/2003/05/soap-envelope';
const XSD = 'http://ekuatia.set.gov.py/sifen/xsd';

const envelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="${SOAP12}"><env:Header/><env:Body>${body}</env:Body></env:Envelope>`;

const soapFault = (reason: string) => envelope(`<env:Fault><env:Code><env:Value>env:Sender</env:Value></env:Code><env:Reason><env:Text xml:lang="es">${reason}</env:Text></env:Reason></env:Fault>`);

/**
 * A stand-in for SIFEN's web services on loopback HTTPS. Checks what SIFEN checks at the transport level: mutual TLS
 * (the client must present a certificate the stand-in trusts), a SOAP 1.2 envelope in the SIFEN namespace, the batch
 * as a base64 zip holding `rLoteDE` with signed `rDE`s. Answers the shapes of the Manual Técnico: rResEnviLoteDe
 * (0300 + dProtConsLote), rResEnviConsLoteDe (0361 while processing, then 0362 with gResProcLote), rEnviConsDeResponse
 * (0420 unknown CDC / 0422 found). `verdict` decides each DE; `processingRounds` how many asks answer 0361.
 */
export async function startSifenStandIn(opts: {
  serverKeyPem: string;
  serverCertPem: string;
  trustedClientCertPem: string;
  port?: number;
  verdict?: (cdc: string) => Verdict;
  processingRounds?: number;
  /** Called when a batch arrived, before it is answered (a test stops the server there). */
  onLote?: (l: ReceivedLote) => Promise<void> | void;
  /** Batches an earlier run received (SIFEN keeps them across a restart of the stand-in). */
  knownLotes?: ReceivedLote[];
}): Promise<{ url: string; port: number; lotes: ReceivedLote[]; events: Array<{ cdc: string; clientCn: string; ok: boolean }>; refusedHandshakes: number; requests: string[]; close(): Promise<void> }> {
  const lotes: ReceivedLote[] = [...(opts.knownLotes ?? [])];
  const events: Array<{ cdc: string; clientCn: string; ok: boolean }> = [];
  const requests: string[] = [];
  const asked = new Map<string, number>();
  const state = { refusedHandshakes: 0 };
  const verdict = opts.verdict ?? (() => ({ estado: 'Aprobado', code: '0260', message: 'Autorización del DE satisfactoria' }) as Verdict);
  let nextProtocol = 1000 + lotes.length;

  const server: Server = createServer(
    { key: opts.serverKeyPem, cert: opts.serverCertPem, ca: [opts.trustedClientCertPem], requestCert: true, rejectUnauthorized: true },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        void (async () => {
          const socket = req.socket as TLSSocket;
          const peer = socket.getPeerCertificate();
          const clientCn = String(peer?.subject?.CN ?? '');
          requests.push(req.url ?? '');
          const send = (status: number, xml: string) => res.writeHead(status, { 'Content-Type': 'application/soap+xml; charset=utf-8' }).end(xml);
          const body = Buffer.concat(chunks).toString('utf8');
          const doc = parseXml(body);
          if (!doc) return send(400, soapFault('XML mal formado'));
          const env = doc.documentElement;
          if (env.localName !== 'Envelope' || env.namespaceURI !== SOAP12) return send(400, soapFault('No es un sobre SOAP 1.2'));
          const soapBody = el(env, 'Body');
          if (!soapBody || soapBody.namespaceURI !== SOAP12) return send(400, soapFault('Sobre sin cuerpo'));
          let payload: XmlElement | null = null;
          for (let n = soapBody.firstChild; n; n = n.nextSibling) if (n.nodeType === 1) payload = payload ?? (n as XmlElement);
          const op = payload?.localName ?? '';
          if (payload?.namespaceURI !== XSD) return send(400, soapFault('Espacio de nombres de SIFEN ausente'));

          if (req.url === '/de/ws/async/recibe-lote.wsdl' && op === 'rEnvioLote') {
            const zipB64 = textOf(el(payload, 'xDE'));
            const unzipped = await JSZip.loadAsync(Buffer.from(zipB64, 'base64')).then(
              async (zip) => zip.files[Object.keys(zip.files)[0]].async('string'),
              () => '',
            );
            const xml = unzipped;
            const lote: XDocument | null = xml ? parseXml(xml) : null;
            if (!lote || lote.documentElement.localName !== 'rLoteDE') {
              return send(200, envelope(`<ns2:rResEnviLoteDe xmlns:ns2="${XSD}"><ns2:dFecProc>${new Date().toISOString()}</ns2:dFecProc><ns2:dCodRes>0301</ns2:dCodRes><ns2:dMsgRes>Lote no encolado para procesamiento: el lote no es un zip válido</ns2:dMsgRes><ns2:dProtConsLote>0</ns2:dProtConsLote><ns2:dTpoProces>0</ns2:dTpoProces></ns2:rResEnviLoteDe>`));
            }
            const rdes = els(lote, 'rDE');
            const cdcs = rdes.map((r) => el(r, 'DE')?.getAttribute('Id') ?? '');
            const signed = rdes.every((r) => !!el(r, 'Signature') && !!el(r, 'SignatureValue'));
            if (!rdes.length || !signed || cdcs.some((c) => !/^\d{44}$/.test(c))) {
              return send(200, envelope(`<ns2:rResEnviLoteDe xmlns:ns2="${XSD}"><ns2:dFecProc>${new Date().toISOString()}</ns2:dFecProc><ns2:dCodRes>0301</ns2:dCodRes><ns2:dMsgRes>Lote no encolado para procesamiento</ns2:dMsgRes><ns2:dProtConsLote>0</ns2:dProtConsLote><ns2:dTpoProces>0</ns2:dTpoProces></ns2:rResEnviLoteDe>`));
            }
            const protocol = String(nextProtocol++);
            const received = { protocol, cdcs, clientCn, xml };
            lotes.push(received);
            await opts.onLote?.(received);
            return send(200, envelope(`<ns2:rResEnviLoteDe xmlns:ns2="${XSD}"><ns2:dFecProc>${new Date().toISOString()}</ns2:dFecProc><ns2:dCodRes>0300</ns2:dCodRes><ns2:dMsgRes>Lote recibido con éxito</ns2:dMsgRes><ns2:dProtConsLote>${protocol}</ns2:dProtConsLote><ns2:dTpoProces>0</ns2:dTpoProces></ns2:rResEnviLoteDe>`));
          }

          if (req.url === '/de/ws/consultas/consulta-lote.wsdl' && op === 'rEnviConsLoteDe') {
            const protocol = textOf(el(payload, 'dProtConsLote'));
            const lote = lotes.find((l) => l.protocol === protocol);
            const head = `<ns2:rResEnviConsLoteDe xmlns:ns2="${XSD}"><ns2:dFecProc>${new Date().toISOString()}</ns2:dFecProc>`;
            if (!lote) return send(200, envelope(`${head}<ns2:dCodResLot>0360</ns2:dCodResLot><ns2:dMsgResLot>Número de lote inexistente</ns2:dMsgResLot></ns2:rResEnviConsLoteDe>`));
            const n = (asked.get(protocol) ?? 0) + 1;
            asked.set(protocol, n);
            if (n <= (opts.processingRounds ?? 0)) return send(200, envelope(`${head}<ns2:dCodResLot>0361</ns2:dCodResLot><ns2:dMsgResLot>Lote ${protocol} en procesamiento</ns2:dMsgResLot></ns2:rResEnviConsLoteDe>`));
            const results = lote.cdcs
              .map((cdc) => {
                const v = verdict(cdc);
                return `<ns2:gResProcLote><ns2:id>${cdc}</ns2:id><ns2:dEstRes>${v.estado}</ns2:dEstRes>${v.estado === 'Rechazado' ? '' : `<ns2:dProtAut>${protocol}${cdc.slice(-6)}</ns2:dProtAut>`}<ns2:gResProc><ns2:dCodRes>${v.code}</ns2:dCodRes><ns2:dMsgRes>${v.message}</ns2:dMsgRes></ns2:gResProc></ns2:gResProcLote>`;
              })
              .join('');
            return send(200, envelope(`${head}<ns2:dCodResLot>0362</ns2:dCodResLot><ns2:dMsgResLot>Procesamiento de lote {${protocol}} concluido</ns2:dMsgResLot>${results}</ns2:rResEnviConsLoteDe>`));
          }

          if (req.url === '/de/ws/eventos/evento.wsdl' && op === 'rEnviEventoDe') {
            const cancel = el(payload, 'rGeVeCan');
            const cdc = textOf(el(cancel, 'Id'));
            const signed = !!el(payload, 'SignatureValue');
            const known = lotes.some((l) => l.cdcs.includes(cdc));
            const ok = signed && known && textOf(el(cancel, 'mOtEve')).length >= 5;
            events.push({ cdc, clientCn, ok });
            return send(
              200,
              envelope(
                `<ns2:rRetEnviEventoDe xmlns:ns2="${XSD}"><ns2:dFecProc>${new Date().toISOString()}</ns2:dFecProc><ns2:gResProcEVe><ns2:dEstRes>${ok ? 'Aprobado' : 'Rechazado'}</ns2:dEstRes>${ok ? `<ns2:dProtAut>9${cdc.slice(-8)}</ns2:dProtAut>` : ''}<ns2:id>${el(payload, 'rEve')?.getAttribute('Id') ?? ''}</ns2:id><ns2:gResProc><ns2:dCodRes>${ok ? '0600' : '4001'}</ns2:dCodRes><ns2:dMsgRes>${ok ? 'Evento registrado correctamente' : 'CDC inexistente o evento sin firma'}</ns2:dMsgRes></ns2:gResProc></ns2:gResProcEVe></ns2:rRetEnviEventoDe>`,
              ),
            );
          }

          if (req.url === '/de/ws/consultas/consulta.wsdl' && op === 'rEnviConsDeRequest') {
            const cdc = textOf(el(payload, 'dCDC'));
            const known = lotes.some((l) => l.cdcs.includes(cdc));
            return send(
              200,
              envelope(`<ns2:rEnviConsDeResponse xmlns:ns2="${XSD}"><ns2:dFecProc>${new Date().toISOString()}</ns2:dFecProc><ns2:dCodRes>${known ? '0422' : '0420'}</ns2:dCodRes><ns2:dMsgRes>${known ? 'CDC encontrado' : 'Documento No Existe en SIFEN o ha sido Rechazado'}</ns2:dMsgRes></ns2:rEnviConsDeResponse>`),
            );
          }
          return send(404, soapFault(`Operación desconocida ${req.url ?? ''} ${op}`));
        })();
      });
    },
  );
  server.on('tlsClientError', () => {
    state.refusedHandshakes++;
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `https://127.0.0.1:${port}`,
    port,
    lotes,
    events,
    requests,
    get refusedHandshakes() {
      return state.refusedHandshakes;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
