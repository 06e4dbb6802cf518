import { Router } from 'express';
import { restDateTime } from '../../core/rest/format';
import { restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/input/validate';
import { ChecklistTemplateItemInput, CHECKLIST_MESSAGES, SetChecklistTemplateInput } from './document-checklists.inputs';
import type { ChecklistTemplateView, DealChecklistView } from './document-checklists.types';
import { AppError } from '../../core/errors/app-error';

export function checklistRow(c: DealChecklistView) {
  return {
    deal_id: c.dealId,
    mode: c.mode,
    operation_type: c.operationType,
    is_default: c.isDefault,
    start_date: c.startDate,
    done: c.done,
    total: c.total,
    required_overdue: c.requiredOverdue,
    items: c.items.map((i) => ({
      doc_type: i.docType,
      label: i.label,
      required: i.required,
      due_date: i.dueDate,
      status: i.status,
      overdue: i.overdue,
      files: i.files,
      verified_by_name: i.verifiedByName,
      verified_at: i.verifiedAt ? restDateTime(i.verifiedAt) : null,
    })),
  };
}

const templateRow = (t: ChecklistTemplateView) => ({
  mode: t.mode,
  operation_type: t.operationType,
  is_default: t.isDefault,
  items: t.items.map((i) => ({ doc_type: i.docType, label: i.label, required: i.required, due_days: i.dueDays })),
});

/** Document checklists: GET /operations/{id}/checklist, verify/unverify, and the admins' templates. */
export function checklistsRoutes(services: Services): Router {
  const r = Router();

  r.get('/operations/:id/checklist', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(checklistRow(await services.checklists.checklist(signedIn(res), idParam(req))));
  });

  r.post('/operations/:id/checklist/:docType/verify', async (req, res) => {
    res.json(checklistRow(await services.checklists.verify(signedIn(res), idParam(req), req.params.docType)));
  });

  r.delete('/operations/:id/checklist/:docType/verify', async (req, res) => {
    res.json(checklistRow(await services.checklists.unverify(signedIn(res), idParam(req), req.params.docType)));
  });

  r.get('/checklist-templates', async (_req, res) => {
    res.json((await services.checklists.templates(signedIn(res))).map(templateRow));
  });

  r.put('/checklist-templates/:mode/:operationType', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const items = b.items;
    if (!Array.isArray(items)) throw new AppError('VALIDATION', CHECKLIST_MESSAGES.itemsArray);
    const input = await validateInput(SetChecklistTemplateInput, {
      mode: req.params.mode,
      operationType: req.params.operationType,
      items: items.map((i: unknown) => {
        const row = (i && typeof i === 'object' ? i : {}) as Record<string, unknown>;
        return Object.assign(new ChecklistTemplateItemInput(), { docType: row.doc_type, required: row.required ?? undefined, dueDays: row.due_days ?? undefined });
      }),
    });
    res.json(templateRow(await services.checklists.setTemplate(actor, input)));
  });

  r.delete('/checklist-templates/:mode/:operationType', async (req, res) => {
    const actor = signedIn(res);
    const input = await validateInput(SetChecklistTemplateInput, { mode: req.params.mode, operationType: req.params.operationType, items: [] });
    res.json(templateRow(await services.checklists.setTemplate(actor, input)));
  });

  return r;
}
