import { type Request, Router } from 'express';
import { bodyInt, bodyText, restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/input/validate';
import { FiscalPointInput, UpdateFiscalSettingsInput } from './fiscal.inputs';
import { fiscalChange } from './fiscal.resolver';
import type { FiscalPointState, FiscalSettingsState } from './fiscal.service';

const pointRow = (p: FiscalPointState) => ({
  timbrado: p.timbrado,
  timbrado_from: p.validFrom,
  timbrado_to: p.validTo,
  establishment: p.establishment,
  point: p.point,
  next_number: p.nextNumber,
  taken: p.taken,
  problems: p.problems,
});

/**
 * GET/PUT /api/business-units/{id}/fiscal: the issuer data and, flat, the factura point (`timbrado`,
 * `timbrado_from`, `timbrado_to`, `establishment`, `point`, `next_number`); `credit_note` and `receipt` carry
 * the same fields for the other documents.
 */
export const fiscalSettingsRow = (s: FiscalSettingsState) => {
  const [factura, creditNote, receipt] = s.points;
  return {
    business_unit_id: s.businessUnitId,
    business_unit_name: s.businessUnitName,
    issuer_name: s.issuerName,
    ruc: s.ruc,
    address: s.address,
    phone: s.phone,
    activities: s.activities,
    letterhead_lines: s.letterheadLines,
    logo: s.logo,
    version: s.version,
    ...pointRow(factura),
    credit_note: pointRow(creditNote),
    receipt: pointRow(receipt),
    mode: s.electronic.mode,
    sifen_env: s.electronic.sifenEnv,
    csc_id: s.electronic.cscId,
    csc_loaded: s.electronic.cscLoaded,
    certificate_loaded: s.electronic.certificateLoaded,
    certificate_subject: s.electronic.certificateSubject,
    certificate_expires: s.electronic.certificateExpires,
    sifen: {
      taxpayer_type: s.electronic.taxpayerType,
      regime_type: s.electronic.regimeType,
      activity_code: s.electronic.activityCode,
      department_code: s.electronic.departmentCode,
      district_code: s.electronic.districtCode,
      city_code: s.electronic.cityCode,
      email: s.electronic.email,
    },
  };
};

/** A point's fields from a snake_case object; absent keys stay absent (unchanged), anything not an object passes for validation to refuse. */
function point(p: unknown): unknown {
  if (p === undefined || p === null) return undefined;
  if (typeof p !== 'object' || Array.isArray(p)) return p;
  const o = p as Record<string, unknown>;
  return Object.assign(new FiscalPointInput(), {
    timbrado: bodyText(o.timbrado),
    validFrom: bodyText(o.timbrado_from),
    validTo: bodyText(o.timbrado_to),
    establishment: bodyText(o.establishment),
    point: bodyText(o.point),
    nextNumber: bodyInt(o.next_number),
  });
}

/** The SIFEN parameters under `sifen` (snake_case); absent keys stay absent. */
function sifenParams(p: unknown): Record<string, unknown> {
  if (p === undefined || p === null || typeof p !== 'object' || Array.isArray(p)) return {};
  const o = p as Record<string, unknown>;
  return {
    taxpayerType: bodyInt(o.taxpayer_type),
    regimeType: bodyInt(o.regime_type),
    activityCode: bodyText(o.activity_code),
    departmentCode: bodyInt(o.department_code),
    districtCode: bodyInt(o.district_code),
    cityCode: bodyInt(o.city_code),
    email: bodyText(o.email),
  };
}

async function settingsInput(req: Request): Promise<UpdateFiscalSettingsInput> {
  const b = restBody(req);
  const flat = { timbrado: b.timbrado, timbrado_from: b.timbrado_from, timbrado_to: b.timbrado_to, establishment: b.establishment, point: b.point, next_number: b.next_number };
  const hasFactura = Object.values(flat).some((v) => v !== undefined);
  return validateInput(UpdateFiscalSettingsInput, {
    issuerName: bodyText(b.issuer_name),
    ruc: bodyText(b.ruc),
    address: bodyText(b.address),
    phone: bodyText(b.phone),
    activities: bodyText(b.activities),
    letterheadLines: bodyText(b.letterhead_lines),
    // '' removes the logo (bodyText would make it null, which keeps it).
    logo: typeof b.logo === 'string' ? b.logo.trim() : b.logo,
    version: bodyInt(b.version),
    factura: hasFactura ? point(flat) : undefined,
    notaCredito: point(b.credit_note),
    recibo: point(b.receipt),
    mode: bodyText(b.mode),
    sifenEnv: bodyText(b.sifen_env),
    // '' removes the certificate (bodyText would make it null, which keeps it).
    certificateP12Base64: typeof b.certificate_p12_base64 === 'string' ? b.certificate_p12_base64.trim() : b.certificate_p12_base64,
    certificatePassword: typeof b.certificate_password === 'string' ? b.certificate_password : b.certificate_password,
    cscId: bodyText(b.csc_id),
    csc: bodyText(b.csc),
    ...sifenParams(b.sifen),
  });
}

export function fiscalRoutes(services: Services): Router {
  const r = Router();
  const svc = services.fiscal;

  r.get('/business-units/:id/fiscal', async (req, res) => {
    res.json(fiscalSettingsRow(await svc.get(signedIn(res), idParam(req))));
  });

  r.put('/business-units/:id/fiscal', async (req, res) => {
    const actor = signedIn(res);
    const input = await settingsInput(req);
    res.json(fiscalSettingsRow(await svc.update(actor, idParam(req), fiscalChange(input))));
  });

  return r;
}
