import { type EmissionMode, isEmissionMode, isSifenEnv, type SifenEnv } from '@crm/domain';
import forge from 'node-forge';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../core/errors/app-error';
import { FiscalElectronicEntity } from './fiscal-electronic.entity';
import type { SecretBox } from '../../core/secret-box';

export const ELECTRONIC_MESSAGES = {
  mode: "El modo de emisión es 'autoimpresor' o 'electronico'.",
  env: "El ambiente de SIFEN es 'test' o 'produccion'.",
  certificate: 'El certificado no se pudo abrir: revisá que sea el archivo PKCS#12 (.p12 o .pfx) y su contraseña.',
  certificateNoKey: 'El archivo PKCS#12 no trae la clave privada del certificado.',
  certificatePassword: 'Indicá la contraseña del certificado junto con el archivo.',
  cscId: 'El ID del CSC son hasta 4 dígitos, p. ej. 0001.',
  csc: 'El CSC (código de seguridad del contribuyente) son 32 caracteres alfanuméricos, como lo entrega la SET.',
  code: (what: string) => `${what} debe ser un número entero positivo del catálogo de la SET.`,
  email: 'El correo del emisor no es válido.',
} as const;

const E = ELECTRONIC_MESSAGES;

/** What the settings answer says about electronic invoicing: never a secret. */
export interface ElectronicState {
  mode: EmissionMode;
  sifenEnv: SifenEnv;
  cscId: string | null;
  cscLoaded: boolean;
  certificateLoaded: boolean;
  certificateSubject: string | null;
  /** 'YYYY-MM-DD' */
  certificateExpires: string | null;
  taxpayerType: number | null;
  regimeType: number | null;
  activityCode: string | null;
  departmentCode: number | null;
  districtCode: number | null;
  cityCode: number | null;
  email: string | null;
}

export interface ElectronicChange {
  mode?: string | null;
  sifenEnv?: string | null;
  /** The PKCS#12 file in base64; '' removes the certificate. */
  certificateP12Base64?: string | null;
  certificatePassword?: string | null;
  cscId?: string | null;
  csc?: string | null;
  taxpayerType?: number | null;
  regimeType?: number | null;
  activityCode?: string | null;
  departmentCode?: number | null;
  districtCode?: number | null;
  cityCode?: number | null;
  email?: string | null;
}

/** What SIFEN signing and sending use: the unit's certificate and CSC opened, only inside the server. */
export interface ElectronicMaterial extends ElectronicState {
  certificateP12: Buffer | null;
  certificatePassword: string | null;
  csc: string | null;
}

/** Subject and expiry of the certificate in a PKCS#12 file, or a Spanish VALIDATION error. */
export function readCertificate(p12: Buffer, password: string): { subject: string; expires: string } {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), false, password);
  } catch {
    throw new AppError('VALIDATION', E.certificate, 'certificateP12Base64');
  }
  const certs = parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [];
  const keys = [
    ...(parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(parsed.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const cert = certs.find((b) => b.cert)?.cert;
  if (!cert) throw new AppError('VALIDATION', E.certificate, 'certificateP12Base64');
  if (!keys.some((k) => k.key)) throw new AppError('VALIDATION', E.certificateNoKey, 'certificateP12Base64');
  const subject = cert.subject.attributes.map((a) => `${a.shortName ?? a.name}=${String(a.value)}`).join(', ');
  return { subject: subject.slice(0, 300), expires: cert.validity.notAfter.toISOString().slice(0, 10) };
}

const state = (r: FiscalElectronicEntity | null): ElectronicState => ({
  mode: r && isEmissionMode(r.mode) ? r.mode : 'autoimpresor',
  sifenEnv: r && isSifenEnv(r.sifenEnv) ? r.sifenEnv : 'test',
  cscId: r?.cscId ?? null,
  cscLoaded: !!r?.cscSealed,
  certificateLoaded: !!r?.certificateSealed,
  certificateSubject: r?.certificateSubject ?? null,
  certificateExpires: r?.certificateExpires ?? null,
  taxpayerType: r?.taxpayerType ?? null,
  regimeType: r?.regimeType ?? null,
  activityCode: r?.activityCode ?? null,
  departmentCode: r?.departmentCode ?? null,
  districtCode: r?.districtCode ?? null,
  cityCode: r?.cityCode ?? null,
  email: r?.email ?? null,
});

const positive = (v: number | null | undefined, what: string, field: string): number | null => {
  if (v == null) return null;
  if (!Number.isSafeInteger(v) || v < 1) throw new AppError('VALIDATION', E.code(what), field);
  return v;
};

/** The electronic part of a unit's fiscal settings, inside FiscalService's transactions. */
export class FiscalElectronic {
  constructor(private readonly box: SecretBox) {}

  async state(em: EntityManager, businessUnitId: number): Promise<ElectronicState> {
    return state(await em.findOneBy(FiscalElectronicEntity, { businessUnitId }));
  }

  async material(em: EntityManager, businessUnitId: number): Promise<ElectronicMaterial> {
    const r = await em.findOneBy(FiscalElectronicEntity, { businessUnitId });
    return {
      ...state(r),
      certificateP12: r?.certificateSealed ? this.box.open(r.certificateSealed) : null,
      certificatePassword: r?.certificatePasswordSealed ? this.box.open(r.certificatePasswordSealed).toString('utf8') : null,
      csc: r?.cscSealed ? this.box.open(r.cscSealed).toString('utf8') : null,
    };
  }

  /** Saves what `c` carries; returns the audit changes (secrets as '(cargado)' / '(quitado)', never their value). */
  async save(em: EntityManager, businessUnitId: number, c: ElectronicChange): Promise<Record<string, unknown>> {
    const touched = Object.values(c).some((v) => v !== undefined);
    if (!touched) return {};
    let row = await em.findOneBy(FiscalElectronicEntity, { businessUnitId });
    if (!row) {
      await em.insert(FiscalElectronicEntity, { businessUnitId });
      row = await em.findOneByOrFail(FiscalElectronicEntity, { businessUnitId });
    }
    const patch: Partial<FiscalElectronicEntity> = {};
    const changes: Record<string, unknown> = {};
    const set = <K extends keyof FiscalElectronicEntity>(k: K, v: FiscalElectronicEntity[K], shown?: [unknown, unknown]) => {
      if (row[k] === v) return;
      patch[k] = v;
      changes[`sifen.${String(k)}`] = shown ?? [row[k], v];
    };
    if (c.mode != null) {
      if (!isEmissionMode(c.mode)) throw new AppError('VALIDATION', E.mode, 'mode');
      set('mode', c.mode);
    }
    if (c.sifenEnv != null) {
      if (!isSifenEnv(c.sifenEnv)) throw new AppError('VALIDATION', E.env, 'sifenEnv');
      set('sifenEnv', c.sifenEnv);
    }
    if (c.cscId !== undefined) {
      const v = c.cscId?.trim() || null;
      if (v !== null && !/^\d{1,4}$/.test(v)) throw new AppError('VALIDATION', E.cscId, 'cscId');
      set('cscId', v === null ? null : v.padStart(4, '0'));
    }
    if (c.csc !== undefined) {
      const v = c.csc?.trim() || null;
      if (v !== null && !/^[A-Za-z0-9]{32}$/.test(v)) throw new AppError('VALIDATION', E.csc, 'csc');
      patch.cscSealed = v === null ? null : this.box.seal(v);
      changes['sifen.csc'] = [row.cscSealed ? '(cargado)' : null, v === null ? null : '(cargado)'];
    }
    if (c.certificateP12Base64 !== undefined && c.certificateP12Base64 !== null) {
      const b64 = c.certificateP12Base64.replace(/\s/g, '');
      if (b64 === '') {
        Object.assign(patch, { certificateSealed: null, certificatePasswordSealed: null, certificateSubject: null, certificateExpires: null });
        changes['sifen.certificate'] = ['(cargado)', null];
      } else {
        if (!c.certificatePassword) throw new AppError('VALIDATION', E.certificatePassword, 'certificatePassword');
        const bytes = Buffer.from(b64, 'base64');
        const cert = readCertificate(bytes, c.certificatePassword);
        Object.assign(patch, {
          certificateSealed: this.box.seal(bytes),
          certificatePasswordSealed: this.box.seal(c.certificatePassword),
          certificateSubject: cert.subject,
          certificateExpires: cert.expires,
        });
        changes['sifen.certificate'] = [row.certificateSealed ? '(cargado)' : null, `(cargado: ${cert.subject}, vence ${cert.expires})`];
      }
    }
    if (c.taxpayerType !== undefined) {
      const v = positive(c.taxpayerType, 'El tipo de contribuyente', 'taxpayerType');
      if (v !== null && v !== 1 && v !== 2) throw new AppError('VALIDATION', E.code('El tipo de contribuyente (1 física, 2 jurídica)'), 'taxpayerType');
      set('taxpayerType', v);
    }
    if (c.regimeType !== undefined) set('regimeType', positive(c.regimeType, 'El tipo de régimen', 'regimeType'));
    if (c.activityCode !== undefined) {
      const v = c.activityCode?.trim() || null;
      if (v !== null && !/^\d{1,10}$/.test(v)) throw new AppError('VALIDATION', E.code('El código de actividad económica'), 'activityCode');
      set('activityCode', v);
    }
    if (c.departmentCode !== undefined) set('departmentCode', positive(c.departmentCode, 'El código de departamento', 'departmentCode'));
    if (c.districtCode !== undefined) set('districtCode', positive(c.districtCode, 'El código de distrito', 'districtCode'));
    if (c.cityCode !== undefined) set('cityCode', positive(c.cityCode, 'El código de ciudad', 'cityCode'));
    if (c.email !== undefined) {
      const v = c.email?.trim() || null;
      if (v !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) throw new AppError('VALIDATION', E.email, 'email');
      set('email', v);
    }
    if (Object.keys(patch).length) await em.update(FiscalElectronicEntity, { id: row.id }, patch);
    return changes;
  }
}
