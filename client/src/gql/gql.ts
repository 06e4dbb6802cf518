/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment ActivityFields on Activity {\n  id\n  type\n  subject\n  notes\n  dueDate\n  done\n  doneAt\n  doneByName\n  createdAt\n  createdByName\n}": typeof types.ActivityFieldsFragmentDoc,
    "mutation UpdateActivity($id: Int!, $input: UpdateActivityInput!) {\n  updateActivity(id: $id, input: $input) {\n    ...ActivityFields\n  }\n}\n\nmutation DeleteActivity($id: Int!) {\n  deleteActivity(id: $id)\n}\n\nmutation RestoreActivity($id: Int!) {\n  restoreActivity(id: $id) {\n    ...ActivityFields\n  }\n}": typeof types.UpdateActivityDocument,
    "mutation CreateActivity($input: CreateActivityInput!) {\n  createActivity(input: $input) {\n    ...ActivityFields\n  }\n}": typeof types.CreateActivityDocument,
    "query RecordActivities($filter: ActivityFilter!, $first: Int, $after: String) {\n  activities(filter: $filter, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...ActivityFields\n      }\n    }\n  }\n}": typeof types.RecordActivitiesDocument,
    "fragment AgendaTaskFields on AgendaTask {\n  id\n  subject\n  dueAt\n  remindMinutes\n  done\n  dealId\n  dealReference\n  dealTitle\n  orgId\n  orgName\n  contactId\n  contactName\n}": typeof types.AgendaTaskFieldsFragmentDoc,
    "mutation CompleteTask($id: Int!) {\n  completeTask(id: $id) {\n    ...AgendaTaskFields\n  }\n}": typeof types.CompleteTaskDocument,
    "query DealNextStep($id: Int!) {\n  deal(id: $id) {\n    id\n    status\n    nextActivity {\n      ...AgendaTaskFields\n    }\n  }\n}": typeof types.DealNextStepDocument,
    "query MyAgenda {\n  myAgenda {\n    overdue {\n      ...AgendaTaskFields\n    }\n    today {\n      ...AgendaTaskFields\n    }\n    upcoming {\n      ...AgendaTaskFields\n    }\n  }\n}": typeof types.MyAgendaDocument,
    "mutation RescheduleTask($id: Int!, $input: RescheduleTaskInput!) {\n  rescheduleTask(id: $id, input: $input) {\n    ...AgendaTaskFields\n  }\n}": typeof types.RescheduleTaskDocument,
    "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  prefix\n  role\n  createdById\n  createdByName\n  createdAt\n  expiresAt\n  lastUsedAt\n  revokedAt\n}": typeof types.ApiKeyFieldsFragmentDoc,
    "query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}": typeof types.ApiKeysDocument,
    "mutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    secret\n    key {\n      ...ApiKeyFields\n    }\n  }\n}": typeof types.CreateApiKeyDocument,
    "mutation RevokeApiKey($id: Int!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyFields\n  }\n}": typeof types.RevokeApiKeyDocument,
    "mutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input)\n}": typeof types.ForgotPasswordDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "mutation LogoutEverywhere {\n  logoutEverywhere\n}": typeof types.LogoutEverywhereDocument,
    "query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}": typeof types.MeDocument,
    "query PasswordLink($token: String!) {\n  passwordLink(token: $token) {\n    email\n    name\n    kind\n  }\n}": typeof types.PasswordLinkDocument,
    "mutation SetPasswordWithToken($input: SetPasswordWithTokenInput!) {\n  setPasswordWithToken(input: $input)\n}": typeof types.SetPasswordWithTokenDocument,
    "fragment CatalogItemFields on CatalogItem {\n  id\n  type\n  sku\n  name\n  unit\n  currency\n  price\n  taxRate\n  modes\n  active\n}": typeof types.CatalogItemFieldsFragmentDoc,
    "query CatalogItems($filter: CatalogItemFilter) {\n  catalogItems(filter: $filter) {\n    ...CatalogItemFields\n  }\n}": typeof types.CatalogItemsDocument,
    "mutation CreateCatalogItem($input: CreateCatalogItemInput!) {\n  createCatalogItem(input: $input) {\n    ...CatalogItemFields\n  }\n}": typeof types.CreateCatalogItemDocument,
    "mutation DeleteCatalogItem($id: Int!) {\n  deleteCatalogItem(id: $id)\n}": typeof types.DeleteCatalogItemDocument,
    "mutation UpdateCatalogItem($id: Int!, $input: UpdateCatalogItemInput!) {\n  updateCatalogItem(id: $id, input: $input) {\n    ...CatalogItemFields\n  }\n}": typeof types.UpdateCatalogItemDocument,
    "fragment ChecklistTemplateFields on ChecklistTemplate {\n  mode\n  operationType\n  isDefault\n  items {\n    docType\n    label\n    required\n    dueDays\n  }\n}\n\nquery ChecklistTemplates {\n  checklistTemplates {\n    ...ChecklistTemplateFields\n  }\n  documentTypes {\n    key\n    label\n  }\n}\n\nmutation SetChecklistTemplate($input: SetChecklistTemplateInput!) {\n  setChecklistTemplate(input: $input) {\n    ...ChecklistTemplateFields\n  }\n}": typeof types.ChecklistTemplateFieldsFragmentDoc,
    "query ContactDetail($id: Int!) {\n  contact(id: $id) {\n    ...ContactDetailFields\n  }\n}": typeof types.ContactDetailDocument,
    "fragment ContactDetailFields on Contact {\n  ...ContactRowFields\n  notes\n  ownerUserId\n  visibility\n  owner {\n    id\n    name\n  }\n}": typeof types.ContactDetailFieldsFragmentDoc,
    "query ContactLabels {\n  contactLabels\n}": typeof types.ContactLabelsDocument,
    "fragment ContactRowFields on Contact {\n  id\n  name\n  email\n  phone\n  title\n  orgId\n  orgName\n  label\n  createdAt\n}": typeof types.ContactRowFieldsFragmentDoc,
    "query ContactsList($filter: ContactFilter, $first: Int, $after: String, $orderBy: ContactOrder, $offset: Int) {\n  contacts(\n    filter: $filter\n    first: $first\n    after: $after\n    orderBy: $orderBy\n    offset: $offset\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...ContactRowFields\n      }\n    }\n  }\n}": typeof types.ContactsListDocument,
    "mutation CreateContact($input: CreateContactInput!) {\n  createContact(input: $input) {\n    deduped\n    contact {\n      ...ContactDetailFields\n    }\n  }\n}": typeof types.CreateContactDocument,
    "mutation UpdateContact($id: Int!, $input: UpdateContactInput!) {\n  updateContact(id: $id, input: $input) {\n    ...ContactDetailFields\n  }\n}": typeof types.UpdateContactDocument,
    "mutation LockBudget($orgId: Int!, $dealId: Int) {\n  lockBudget(orgId: $orgId, dealId: $dealId) {\n    id\n    budgetStatus\n    budgetProfitValue\n  }\n}\n\nmutation ConfirmBudget($orgId: Int!, $dealId: Int) {\n  confirmBudget(orgId: $orgId, dealId: $dealId) {\n    id\n    budgetStatus\n    budgetProfitValue\n  }\n}\n\nmutation ReopenBudget($orgId: Int!, $dealId: Int) {\n  reopenBudget(orgId: $orgId, dealId: $dealId) {\n    id\n    budgetStatus\n    budgetProfitValue\n  }\n}": typeof types.LockBudgetDocument,
    "query CostSheet($dealId: Int!) {\n  costSheet(dealId: $dealId) {\n    ...CostSheetFields\n  }\n  deal(id: $dealId) {\n    id\n    reference\n    title\n    orgName\n    contactName\n    contactPhone\n    orgPhone\n    measures {\n      chargeableKg\n      factorLabel\n      volumetricKg\n      divisor\n    }\n    customFields {\n      id\n      key\n      value\n    }\n  }\n}": typeof types.CostSheetDocument,
    "fragment CostSheetFields on CostSheet {\n  dealId\n  saved\n  version\n  updatedAt\n  updatedByName\n  budgetStatus\n  orgId\n  header {\n    modo\n    clase\n    pesoKg\n    awb\n    hbl\n    mercaderia\n    gsRate\n    gsRateDate\n    allInEnabled\n    allInServiceName\n  }\n  gsRateFrozen\n  compraRows {\n    id\n    concepto\n    usdXKg\n    total\n    lockPerKg\n    sourceId\n  }\n  ventaRows {\n    id\n    concepto\n    usdXKg\n    total\n    lockPerKg\n    sourceId\n    ventaInt\n    iva\n  }\n  locRows {\n    id\n    concepto\n    gs\n    sourceId\n  }\n  locCliRows {\n    id\n    concepto\n    gs\n    sourceId\n    iva\n  }\n  segCostoRows {\n    id\n    concepto\n    usd\n    sourceId\n  }\n  segVentaRows {\n    id\n    concepto\n    usd\n    sourceId\n    iva\n  }\n  totals {\n    totalCostos\n    totalVentas\n    profitGeneral\n  }\n  ivaSplit {\n    exentas\n    gravadas5\n    gravadas10\n    iva5\n    iva10\n    iva\n    total\n  }\n  ivaDefaults {\n    freight\n    local\n    insurance\n  }\n}": typeof types.CostSheetFieldsFragmentDoc,
    "subscription CostSheetChanged($dealId: Int!) {\n  costSheetChanged(dealId: $dealId) {\n    dealId\n    version\n    byUserId\n    byUserName\n    status {\n      dealId\n      orgId\n      budgetStatus\n      version\n      updatedAt\n      updatedByName\n    }\n  }\n}\n\nsubscription BudgetChanged($orgId: Int!) {\n  budgetChanged(orgId: $orgId) {\n    orgId\n    action\n    budgetStatus\n    budgetProfitValue\n    dealId\n    dealBudgetStatus\n    byUserId\n    byUserName\n  }\n}": typeof types.CostSheetChangedDocument,
    "query CostSheetStatus($dealId: Int!) {\n  costSheetStatus(dealId: $dealId) {\n    dealId\n    orgId\n    budgetStatus\n    version\n    updatedAt\n    updatedByName\n  }\n}": typeof types.CostSheetStatusDocument,
    "fragment RevisionFields on CostSheetRevision {\n  id\n  dealId\n  number\n  name\n  label\n  reason\n  status\n  current\n  budgetLocked\n  totals {\n    totalCostos\n    totalVentas\n    profitGeneral\n  }\n  confirmedProfit\n  createdByName\n  createdAt\n  confirmedAt\n  confirmedByName\n}\n\nquery CostSheetRevisions($dealId: Int!) {\n  costSheetRevisions(dealId: $dealId) {\n    ...RevisionFields\n  }\n}\n\nmutation CreateCostSheetRevision($dealId: Int!, $input: NewRevisionInput!) {\n  createCostSheetRevision(dealId: $dealId, input: $input) {\n    ...RevisionFields\n  }\n}\n\nquery CostSheetRevisionSheet($dealId: Int!, $revisionId: Int!) {\n  costSheetRevisionSheet(dealId: $dealId, revisionId: $revisionId) {\n    ...CostSheetFields\n  }\n}\n\nquery CompareCostSheetRevisions($dealId: Int!, $before: Int!, $after: Int!) {\n  compareCostSheetRevisions(dealId: $dealId, before: $before, after: $after) {\n    before {\n      id\n      label\n    }\n    after {\n      id\n      label\n    }\n    rows {\n      table\n      rowId\n      concepto\n      kind\n      changes {\n        field\n        before\n        after\n      }\n    }\n    header {\n      field\n      before\n      after\n    }\n    totals {\n      key\n      before\n      after\n      delta\n    }\n  }\n}": typeof types.RevisionFieldsFragmentDoc,
    "mutation SaveCostSheet($dealId: Int!, $version: Int!, $input: CostSheetInput!) {\n  saveCostSheet(dealId: $dealId, version: $version, input: $input) {\n    ...CostSheetFields\n  }\n}": typeof types.SaveCostSheetDocument,
    "mutation AddRecordCustomField($owner: CustomFieldOwner!, $ownerId: Int!, $input: UpsertCustomFieldInput!) {\n  upsertCustomField(owner: $owner, ownerId: $ownerId, input: $input) {\n    id\n    key\n    label\n    type\n    value\n    ownerId\n  }\n}": typeof types.AddRecordCustomFieldDocument,
    "query RecordCustomFields($owner: CustomFieldOwner!, $ownerId: Int!) {\n  customFields(owner: $owner, ownerId: $ownerId) {\n    id\n    key\n    label\n    type\n    value\n    ownerId\n  }\n}": typeof types.RecordCustomFieldsDocument,
    "mutation UpdateRecordCustomField($owner: CustomFieldOwner!, $ownerId: Int!, $fieldId: Int!, $value: String) {\n  updateCustomField(\n    owner: $owner\n    ownerId: $ownerId\n    fieldId: $fieldId\n    value: $value\n  ) {\n    id\n    key\n    label\n    type\n    value\n    ownerId\n  }\n}": typeof types.UpdateRecordCustomFieldDocument,
    "fragment DealRowFields on Deal {\n  id\n  reference\n  title\n  description\n  value\n  stageId\n  stageName\n  orgName\n  contactName\n  businessUnitId\n  businessUnitName\n  orgBudgetStatus\n  orgBudgetProfitValue\n  budgetStatus\n  budgetProfitValue\n  advisorUserId\n  advisorName\n  createdAt\n}": typeof types.DealRowFieldsFragmentDoc,
    "query DealsTable($filter: DealFilter, $first: Int, $after: String, $orderBy: DealOrder, $offset: Int) {\n  deals(\n    filter: $filter\n    first: $first\n    after: $after\n    orderBy: $orderBy\n    offset: $offset\n  ) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      cursor\n      node {\n        ...DealRowFields\n      }\n    }\n  }\n}": typeof types.DealsTableDocument,
    "query TableAdvisors {\n  users {\n    id\n    name\n  }\n}": typeof types.TableAdvisorsDocument,
    "query TableBusinessUnits {\n  businessUnits {\n    id\n    name\n    keySlug\n    parentId\n  }\n}": typeof types.TableBusinessUnitsDocument,
    "mutation CreateDeal($input: CreateDealInput!) {\n  createDeal(input: $input) {\n    id\n    reference\n    title\n    stageId\n    pipelineId\n  }\n}": typeof types.CreateDealDocument,
    "mutation CreateOperation($input: CreateDealInput!) {\n  createDeal(input: $input) {\n    id\n    reference\n    title\n    stageId\n    pipelineId\n    version\n  }\n}": typeof types.CreateOperationDocument,
    "query DealFormOptions {\n  pipelines {\n    id\n    name\n    stages {\n      id\n      name\n      orderIndex\n      pipelineId\n    }\n  }\n}": typeof types.DealFormOptionsDocument,
    "query NextDealReference {\n  nextDealReference {\n    preview\n  }\n}": typeof types.NextDealReferenceDocument,
    "query SearchDealOrganizations($q: String!) {\n  organizations(filter: {q: $q}, first: 10) {\n    edges {\n      node {\n        id\n        name\n        razonSocial\n      }\n    }\n  }\n}": typeof types.SearchDealOrganizationsDocument,
    "query BusinessUnitLetterhead($businessUnitId: Int!) {\n  businessUnitLetterhead(businessUnitId: $businessUnitId) {\n    logo\n    issuerName\n    ruc\n    address\n    phone\n    lines\n  }\n}": typeof types.BusinessUnitLetterheadDocument,
    "query FiscalBusinessUnits {\n  businessUnits {\n    id\n    name\n    keySlug\n  }\n}": typeof types.FiscalBusinessUnitsDocument,
    "fragment FiscalSettingsFields on FiscalSettings {\n  businessUnitId\n  businessUnitName\n  issuerName\n  ruc\n  address\n  phone\n  activities\n  letterheadLines\n  logo\n  version\n  points {\n    documentType\n    timbrado\n    validFrom\n    validTo\n    establishment\n    point\n    nextNumber\n    taken\n    problems\n  }\n}": typeof types.FiscalSettingsFieldsFragmentDoc,
    "query FiscalSettingsScreen($businessUnitId: Int!) {\n  fiscalSettings(businessUnitId: $businessUnitId) {\n    ...FiscalSettingsFields\n  }\n}": typeof types.FiscalSettingsScreenDocument,
    "mutation UpdateFiscalSettings($businessUnitId: Int!, $input: UpdateFiscalSettingsInput!) {\n  updateFiscalSettings(businessUnitId: $businessUnitId, input: $input) {\n    ...FiscalSettingsFields\n  }\n}": typeof types.UpdateFiscalSettingsDocument,
    "mutation AddFollowupNote($input: AddFollowupNoteInput!) {\n  addFollowupNote(input: $input) {\n    id\n    source\n    content\n  }\n}": typeof types.AddFollowupNoteDocument,
    "fragment FollowupCallFields on FollowupCall {\n  id\n  source\n  userId\n  userName\n  orgId\n  orgName\n  contactId\n  contactName\n  dealId\n  dealReference\n  subject\n  notes\n  happenedAt\n  durationMin\n  outcome\n  nextActivityId\n  invalidatedAt\n  invalidatedReason\n}": typeof types.FollowupCallFieldsFragmentDoc,
    "query FollowupCalls($userId: Int, $q: String, $first: Int, $offset: Int) {\n  followupCalls(userId: $userId, q: $q, first: $first, offset: $offset) {\n    ...FollowupCallFields\n  }\n}": typeof types.FollowupCallsDocument,
    "query FollowupDashboard($userId: Int, $today: String) {\n  followupSummary(userId: $userId, today: $today) {\n    totalOrganizations\n    callsToday\n    contactedOrganizations\n    organizationsWithoutContact\n    notesTotal\n    series {\n      date\n      calls\n      notes\n    }\n  }\n}": typeof types.FollowupDashboardDocument,
    "query FollowupNotes($userId: Int, $q: String) {\n  followupNotes(userId: $userId, q: $q) {\n    id\n    source\n    userName\n    orgId\n    orgName\n    contactId\n    contactName\n    dealId\n    content\n    createdAt\n  }\n}": typeof types.FollowupNotesDocument,
    "query FollowupOrgLinks($id: Int!) {\n  organization(id: $id) {\n    id\n    contacts {\n      id\n      name\n    }\n  }\n  deals(filter: {orgId: $id}, first: 50) {\n    edges {\n      node {\n        id\n        reference\n        title\n      }\n    }\n  }\n}": typeof types.FollowupOrgLinksDocument,
    "query FollowupUsers {\n  users {\n    id\n    name\n  }\n}": typeof types.FollowupUsersDocument,
    "mutation LogCall($input: LogCallInput!) {\n  logCall(input: $input) {\n    ...FollowupCallFields\n  }\n}": typeof types.LogCallDocument,
    "fragment AuditEventFields on AuditEvent {\n  id\n  at\n  userName\n  action\n  actionLabel\n  entity\n  entityLabel\n  kind\n  summary\n  dealId\n  orgId\n  contactId\n  changes {\n    field\n    label\n    oldValue\n    newValue\n  }\n}": typeof types.AuditEventFieldsFragmentDoc,
    "query AuditEvents($filter: AuditEventFilterInput, $first: Int, $after: String) {\n  auditEvents(filter: $filter, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        userId\n        entityId\n        ...AuditEventFields\n      }\n    }\n  }\n}": typeof types.AuditEventsDocument,
    "query AuditLog($entity: AuditRecord!, $id: Int!, $first: Int, $after: String, $kind: AuditKind) {\n  auditLog(entity: $entity, id: $id, first: $first, after: $after, kind: $kind) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...AuditEventFields\n      }\n    }\n  }\n}": typeof types.AuditLogDocument,
    "query AuditUsers {\n  users {\n    id\n    name\n  }\n}": typeof types.AuditUsersDocument,
    "mutation DryRunImport($id: Int!, $mapping: [String]!) {\n  dryRunImport(id: $id, mapping: $mapping) {\n    ...ImportJobFields\n  }\n}": typeof types.DryRunImportDocument,
    "query ImportErrorsCsv($id: Int!) {\n  importJob(id: $id) {\n    id\n    errorsCsv\n  }\n}": typeof types.ImportErrorsCsvDocument,
    "query ImportJob($id: Int!, $onlyErrors: Boolean!, $first: Int!) {\n  importJob(id: $id) {\n    ...ImportJobFields\n    rows(onlyErrors: $onlyErrors, first: $first) {\n      line\n      action\n      label\n      field\n      message\n    }\n    rowCount(onlyErrors: $onlyErrors)\n  }\n}": typeof types.ImportJobDocument,
    "fragment ImportJobFields on ImportJob {\n  id\n  kind\n  status\n  filename\n  encoding\n  delimiter\n  headers\n  suggestedMapping\n  mapping\n  sample\n  totalRows\n  processedRows\n  createdCount\n  updatedCount\n  errorCount\n  failure\n  updatedAt\n}": typeof types.ImportJobFieldsFragmentDoc,
    "mutation RunImport($id: Int!) {\n  runImport(id: $id) {\n    ...ImportJobFields\n  }\n}": typeof types.RunImportDocument,
    "mutation StartImport($kind: ImportKind!, $file: Upload!) {\n  startImport(kind: $kind, file: $file) {\n    ...ImportJobFields\n  }\n}": typeof types.StartImportDocument,
    "fragment InvoiceLineFields on InvoiceLine {\n  id\n  position\n  description\n  quantity\n  unitPrice\n  iva\n  amount\n  ivaAmount\n  exenta\n  gravada5\n  gravada10\n  sourceKey\n  fromPercentage\n  toPercentage\n}\n\nfragment CreditNoteFields on CreditNote {\n  id\n  invoiceId\n  invoiceNumber\n  number\n  status\n  currency\n  date\n  reason\n  timbrado\n  issuedAt\n  exentas\n  gravado5\n  gravado10\n  iva5\n  iva10\n  total\n  totalInWords\n  lines {\n    id\n    position\n    invoiceLineId\n    description\n    iva\n    amount\n    ivaAmount\n  }\n}\n\nfragment InvoiceRowFields on Invoice {\n  id\n  dealId\n  orgId\n  number\n  status\n  displayStatus\n  currency\n  percentage\n  date\n  dueDate\n  customerName\n  operationReference\n  total\n  credited\n  balance\n}\n\nfragment InvoiceFields on Invoice {\n  ...InvoiceRowFields\n  businessUnitId\n  source\n  revisionId\n  quoteVersionId\n  exchangeRate\n  condition\n  paymentTermDays\n  customerRuc\n  customerAddress\n  customerEmail\n  notes\n  timbrado\n  timbradoFrom\n  timbradoTo\n  issuedAt\n  cancelledAt\n  cancelReason\n  exentas\n  gravado5\n  gravado10\n  iva5\n  iva10\n  paid\n  totalInWords\n  lines {\n    ...InvoiceLineFields\n  }\n  creditNotes {\n    ...CreditNoteFields\n  }\n}": typeof types.InvoiceLineFieldsFragmentDoc,
    "query InvoiceList($filter: InvoiceFilter, $first: Int, $offset: Int) {\n  invoices(filter: $filter, first: $first, offset: $offset) {\n    totalCount\n    nodes {\n      ...InvoiceRowFields\n    }\n  }\n}": typeof types.InvoiceListDocument,
    "mutation CreateInvoice($dealId: Int!, $input: CreateInvoiceInput!) {\n  createInvoice(dealId: $dealId, input: $input) {\n    ...InvoiceFields\n  }\n}\n\nmutation IssueInvoice($id: Int!) {\n  issueInvoice(id: $id) {\n    ...InvoiceFields\n  }\n}\n\nmutation CancelInvoice($id: Int!, $input: CancelInvoiceInput!) {\n  cancelInvoice(id: $id, input: $input) {\n    ...InvoiceFields\n  }\n}\n\nmutation DeleteInvoice($id: Int!) {\n  deleteInvoice(id: $id)\n}\n\nmutation CreateCreditNote($invoiceId: Int!, $input: CreateCreditNoteInput!) {\n  createCreditNote(invoiceId: $invoiceId, input: $input) {\n    ...CreditNoteFields\n  }\n}\n\nmutation IssueCreditNote($id: Int!) {\n  issueCreditNote(id: $id) {\n    ...CreditNoteFields\n  }\n}": typeof types.CreateInvoiceDocument,
    "query InvoiceView($id: Int!) {\n  invoice(id: $id) {\n    ...InvoiceFields\n  }\n}": typeof types.InvoiceViewDocument,
    "query NewInvoiceDeal($dealId: Int!) {\n  deal(id: $dealId) {\n    id\n    reference\n    title\n    orgName\n    organization {\n      id\n      name\n      razonSocial\n      ruc\n      address\n      email\n    }\n  }\n}\n\nquery InvoiceRateOn($date: String!) {\n  exchangeRateOn(date: $date, pair: \"USD/PYG\") {\n    id\n    date\n    rate\n  }\n}\n\nquery InvoiceDealSearch($q: String!) {\n  search(q: $q) {\n    deals {\n      id\n      title\n      reference\n    }\n  }\n}\n\nquery InvoiceOrgSearch($q: String!) {\n  search(q: $q) {\n    organizations {\n      id\n      name\n    }\n  }\n}": typeof types.NewInvoiceDealDocument,
    "query OperationBilling($dealId: Int!) {\n  invoiceBilling(dealId: $dealId) {\n    dealId\n    revisionId\n    revisionLabel\n    revisionStatus\n    billedPercentage\n    proposedPercentage\n    lines {\n      key\n      description\n      iva\n      amount\n      billedPercentage\n    }\n  }\n  invoices(filter: {dealId: $dealId}, first: 100) {\n    totalCount\n    nodes {\n      ...InvoiceRowFields\n      creditNotes {\n        id\n        number\n        status\n        currency\n        date\n        total\n      }\n    }\n  }\n}": typeof types.OperationBillingDocument,
    "subscription BoardChanged($pipelineId: Int!, $businessUnitId: Int) {\n  boardChanged(pipelineId: $pipelineId, businessUnitId: $businessUnitId) {\n    kind\n    dealId\n    fromStageId\n    toStageId\n    byUserId\n    byUserName\n    card {\n      ...DealCardFields\n    }\n    columns {\n      stageId\n      count\n      valueSum\n    }\n  }\n}": typeof types.BoardChangedDocument,
    "query BoardColumnCards($pipelineId: Int!, $stageId: Int!, $businessUnitId: Int, $first: Int, $after: String) {\n  boardColumn(\n    pipelineId: $pipelineId\n    stageId: $stageId\n    businessUnitId: $businessUnitId\n    first: $first\n    after: $after\n  ) {\n    ...DealCardPage\n  }\n}": typeof types.BoardColumnCardsDocument,
    "query ClosedDeals($status: String!, $pipelineId: Int, $businessUnitId: Int) {\n  deals(\n    filter: {status: $status, pipelineId: $pipelineId, businessUnitId: $businessUnitId}\n    first: 100\n  ) {\n    totalCount\n    edges {\n      node {\n        id\n        reference\n        title\n        value\n        orgName\n        advisorName\n        closeReason\n        closeReasonText\n        closedAt\n        closedByName\n      }\n    }\n  }\n}": typeof types.ClosedDealsDocument,
    "query DealBoard($pipelineId: Int, $businessUnitId: Int, $first: Int) {\n  board(pipelineId: $pipelineId, businessUnitId: $businessUnitId, first: $first) {\n    pipelineId\n    pipelineName\n    businessUnitId\n    columns {\n      stageId\n      name\n      label\n      orderIndex\n      count\n      valueSum\n      cards {\n        ...DealCardPage\n      }\n    }\n  }\n}": typeof types.DealBoardDocument,
    "fragment DealCardFields on DealCard {\n  id\n  reference\n  title\n  value\n  stageId\n  orgId\n  orgName\n  contactId\n  contactName\n  createdAt\n  fCotiz\n  position\n  nextDueAt\n  lastTouchAt\n  stuckDays\n  docs {\n    done\n    total\n    requiredOverdue\n  }\n}\n\nfragment DealCardPage on DealCardConnection {\n  totalCount\n  pageInfo {\n    endCursor\n    hasNextPage\n  }\n  edges {\n    node {\n      ...DealCardFields\n    }\n  }\n}": typeof types.DealCardFieldsFragmentDoc,
    "query DealMilestones($dealIds: [Int!]!) {\n  dealMilestones(dealIds: $dealIds) {\n    dealId\n    milestones {\n      code\n      label\n      planned\n      actual\n    }\n  }\n}": typeof types.DealMilestonesDocument,
    "query KanbanWorkspaces {\n  businessUnits {\n    id\n    name\n    keySlug\n    parentId\n  }\n}": typeof types.KanbanWorkspacesDocument,
    "mutation MoveDeal($id: Int!, $stageId: Int!, $afterDealId: Int) {\n  moveDeal(id: $id, stageId: $stageId, afterDealId: $afterDealId) {\n    id\n    stageId\n    position\n  }\n}": typeof types.MoveDealDocument,
    "query DealEmailComposer($dealId: Int!) {\n  dealEmailComposer(dealId: $dealId) {\n    dealId\n    reference\n    smtpConfigured\n    fromName\n    fromAddress\n    maxAttachmentBytes\n    recipients {\n      contactId\n      name\n      email\n      source\n    }\n    templates {\n      key\n      label\n      subject\n      body\n      attachments\n    }\n    attachments {\n      kind\n      label\n      available\n      reason\n    }\n  }\n}": typeof types.DealEmailComposerDocument,
    "mutation DraftDealEmail($dealId: Int!, $input: DealEmailInput!) {\n  draftDealEmail(dealId: $dealId, input: $input) {\n    fileName\n    subject\n    emlBase64\n  }\n}": typeof types.DraftDealEmailDocument,
    "mutation SendDealEmail($dealId: Int!, $input: DealEmailInput!) {\n  sendDealEmail(dealId: $dealId, input: $input) {\n    id\n    status\n    statusLabel\n    subject\n    to\n  }\n}": typeof types.SendDealEmailDocument,
    "mutation MarkNotificationsRead($ids: [Int!]) {\n  markNotificationsRead(ids: $ids)\n}": typeof types.MarkNotificationsReadDocument,
    "subscription NotificationAdded {\n  notificationAdded {\n    id\n    title\n    body\n    dealId\n    activityId\n  }\n}": typeof types.NotificationAddedDocument,
    "query Notifications($first: Int) {\n  notifications(first: $first) {\n    unread\n    items {\n      id\n      kind\n      title\n      body\n      dealId\n      activityId\n      readAt\n      createdAt\n    }\n  }\n}": typeof types.NotificationsDocument,
    "query VapidPublicKey {\n  vapidPublicKey\n}\n\nmutation AddPushSubscription($input: PushSubscriptionInput!) {\n  addPushSubscription(input: $input) {\n    id\n  }\n}": typeof types.VapidPublicKeyDocument,
    "fragment DealChecklistFields on DealChecklist {\n  dealId\n  mode\n  operationType\n  isDefault\n  startDate\n  done\n  total\n  requiredOverdue\n  items {\n    docType\n    label\n    required\n    dueDate\n    status\n    overdue\n    files\n    verifiedByName\n    verifiedAt\n  }\n}\n\nmutation VerifyDealDocument($dealId: Int!, $docType: String!) {\n  verifyDealDocument(dealId: $dealId, docType: $docType) {\n    ...DealChecklistFields\n  }\n}\n\nmutation UnverifyDealDocument($dealId: Int!, $docType: String!) {\n  unverifyDealDocument(dealId: $dealId, docType: $docType) {\n    ...DealChecklistFields\n  }\n}": typeof types.DealChecklistFieldsFragmentDoc,
    "query CloseReasons {\n  params(keys: [\"motivo_cierre\"]) {\n    key\n    values {\n      id\n      value\n      ord\n      active\n    }\n  }\n}\n\nmutation CloseDeal($id: Int!, $input: CloseDealInput!) {\n  closeDeal(id: $id, input: $input) {\n    id\n    status\n    closeReason\n    closeReasonText\n    closedAt\n    closedByName\n  }\n}\n\nmutation ReopenDeal($id: Int!) {\n  reopenDeal(id: $id) {\n    id\n    status\n    closeReason\n    closeReasonText\n    closedAt\n    closedByName\n  }\n}": typeof types.CloseReasonsDocument,
    "fragment DealFileFields on DealFile {\n  id\n  dealId\n  dealReference\n  type\n  typeLabel\n  filename\n  url\n  mimeType\n  sizeBytes\n  createdAt\n  uploadedByName\n}": typeof types.DealFileFieldsFragmentDoc,
    "mutation UploadDealFile($dealId: Int!, $type: String!, $file: Upload!) {\n  uploadDealFile(dealId: $dealId, type: $type, file: $file) {\n    ...DealFileFields\n  }\n}\n\nmutation DeleteDealFile($id: Int!) {\n  deleteDealFile(id: $id)\n}\n\nmutation RestoreDealFile($id: Int!) {\n  restoreDealFile(id: $id) {\n    ...DealFileFields\n  }\n}": typeof types.UploadDealFileDocument,
    "query OperationFiles($dealId: Int!) {\n  dealFiles(dealId: $dealId) {\n    ...DealFileFields\n  }\n}": typeof types.OperationFilesDocument,
    "query OperationParams {\n  params(\n    keys: [\"tipo_operacion\", \"modalidad_carga\", \"tipo_carga\", \"incoterm\", \"volumetric_factor_mode\", \"volumetric_divisor_air\", \"volumetric_divisor_courier\", \"volumetric_divisor_road\", \"volumetric_divisor_sea\", \"volumetric_divisor_river\"]\n  ) {\n    key\n    values {\n      id\n      value\n      ord\n      active\n    }\n  }\n}": typeof types.OperationParamsDocument,
    "fragment MilestoneFields on Milestone {\n  code\n  label\n  planned\n  actual\n}\n\nfragment ShipmentFields on Shipment {\n  dealId\n  mode\n  air {\n    airline\n    flight\n    mawb\n    hawb\n    transshipmentAirport\n    etd\n    transshipmentArrival\n    transshipmentDeparture\n    eta\n    pieces\n    chargeableKg\n    grossKg\n  }\n  ocean {\n    shippingLine\n    vessel\n    voyage\n    transshipmentPort\n    mbl\n    hbl\n    etd\n    eta\n    containers {\n      type\n      number\n      seal\n    }\n    freeDays\n    transitDays\n    grossKg\n  }\n  road {\n    carrier\n    truckPlate\n    trailerPlate\n    driver\n    driverPhone\n    crt\n    micDta\n    borderCrossing\n    temperature\n    hazmat\n    etd\n    eta\n    grossKg\n  }\n  multimodal {\n    etd\n    eta\n    legs {\n      mode\n      carrier\n      from\n      to\n      reference\n      etd\n      eta\n    }\n  }\n  milestones {\n    ...MilestoneFields\n  }\n}\n\nquery OperationShipment($dealId: Int!) {\n  shipment(dealId: $dealId) {\n    ...ShipmentFields\n  }\n}\n\nquery ShipmentParamOptions {\n  params(keys: [\"puerto\", \"aeropuerto\", \"transportista\"]) {\n    key\n    values {\n      id\n      value\n      ord\n      active\n    }\n  }\n}\n\nmutation SaveShipment($input: SaveShipmentInput!) {\n  saveShipment(input: $input) {\n    ...ShipmentFields\n  }\n}\n\nmutation SaveMilestone($input: SaveMilestoneInput!) {\n  saveMilestone(input: $input) {\n    ...ShipmentFields\n  }\n}": typeof types.MilestoneFieldsFragmentDoc,
    "query OperationView($id: Int!) {\n  deal(id: $id) {\n    id\n    reference\n    title\n    description\n    value\n    version\n    status\n    closeReason\n    closeReasonText\n    closedAt\n    closedByName\n    stageName\n    orgId\n    orgName\n    orgRuc\n    orgAddress\n    orgPhone\n    orgEmail\n    contactId\n    contactName\n    contactEmail\n    contactPhone\n    customFields {\n      id\n      key\n      label\n      type\n      value\n      ownerId\n    }\n    files {\n      ...DealFileFields\n    }\n    checklist {\n      ...DealChecklistFields\n    }\n  }\n}": typeof types.OperationViewDocument,
    "mutation SaveOperation($id: Int!, $version: Int!, $input: SaveOperationInput!) {\n  saveOperation(id: $id, version: $version, input: $input) {\n    id\n    title\n    description\n    value\n    version\n    customFields {\n      id\n      key\n      label\n      type\n      value\n      ownerId\n    }\n  }\n}\n\nmutation CreateOperationNote($input: CreateActivityInput!) {\n  createActivity(input: $input) {\n    id\n  }\n}": typeof types.SaveOperationDocument,
    "query ShipperSearch($q: String!) {\n  organizations(filter: {q: $q}, first: 8) {\n    edges {\n      node {\n        id\n        name\n        razonSocial\n      }\n    }\n  }\n}": typeof types.ShipperSearchDocument,
    "mutation CreateOrganization($input: CreateOrganizationInput!) {\n  createOrganization(input: $input) {\n    ...OrganizationDetailFields\n  }\n}": typeof types.CreateOrganizationDocument,
    "query LabelOptions($scope: LabelScope!) {\n  labels(scope: $scope) {\n    id\n    name\n    color\n  }\n}": typeof types.LabelOptionsDocument,
    "query OrgParamOptions {\n  params(keys: [\"org_tipo\", \"org_rubro\", \"org_operacion\"]) {\n    key\n    values {\n      id\n      value\n      ord\n      active\n    }\n  }\n}": typeof types.OrgParamOptionsDocument,
    "query OrganizationBudgetSummary($id: Int!) {\n  organization(id: $id) {\n    id\n    budgetSummary {\n      status\n      statusDealId\n      statusDealReference\n      profit\n      confirmedOperations\n    }\n  }\n}": typeof types.OrganizationBudgetSummaryDocument,
    "query OrganizationDetail($id: Int!) {\n  organization(id: $id) {\n    ...OrganizationDetailFields\n    contacts {\n      id\n      name\n      email\n    }\n  }\n}": typeof types.OrganizationDetailDocument,
    "fragment OrganizationDetailFields on Organization {\n  ...OrganizationRowFields\n  notes\n  industry\n  website\n  label\n  ownerUserId\n  visibility\n  isAgent\n  modalitiesSupported\n  budgetStatus\n  budgetProfitValue\n  createdAt\n  owner {\n    id\n    name\n  }\n}": typeof types.OrganizationDetailFieldsFragmentDoc,
    "query OrganizationFiles($id: Int!) {\n  organization(id: $id) {\n    id\n    files {\n      ...DealFileFields\n    }\n  }\n}": typeof types.OrganizationFilesDocument,
    "fragment OrganizationRowFields on Organization {\n  id\n  name\n  razonSocial\n  ruc\n  address\n  email\n  city\n  country\n  phone\n  rubro\n  tipoOrg\n  operacion\n}": typeof types.OrganizationRowFieldsFragmentDoc,
    "query OrganizationsList($filter: OrganizationFilter, $first: Int, $after: String, $orderBy: OrganizationOrder, $offset: Int) {\n  organizations(\n    filter: $filter\n    first: $first\n    after: $after\n    orderBy: $orderBy\n    offset: $offset\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...OrganizationRowFields\n      }\n    }\n  }\n}": typeof types.OrganizationsListDocument,
    "query OrganizationsProfit($filter: OrganizationFilter) {\n  organizationsAccumulatedProfit(filter: $filter)\n}": typeof types.OrganizationsProfitDocument,
    "query OwnerOptions {\n  users {\n    id\n    name\n  }\n}": typeof types.OwnerOptionsDocument,
    "query PickOrganizations($q: String, $first: Int!) {\n  organizations(filter: {q: $q}, first: $first) {\n    edges {\n      node {\n        id\n        name\n        razonSocial\n        ruc\n      }\n    }\n  }\n}": typeof types.PickOrganizationsDocument,
    "query RecordDeals($filter: DealFilter!, $first: Int) {\n  deals(filter: $filter, first: $first) {\n    totalCount\n    edges {\n      node {\n        id\n        reference\n        title\n        value\n        orgName\n      }\n    }\n  }\n}": typeof types.RecordDealsDocument,
    "mutation UpdateOrganization($id: Int!, $input: UpdateOrganizationInput!) {\n  updateOrganization(id: $id, input: $input) {\n    ...OrganizationDetailFields\n  }\n}": typeof types.UpdateOrganizationDocument,
    "mutation CreateExchangeRate($input: CreateExchangeRateInput!) {\n  createExchangeRate(input: $input) {\n    ...ExchangeRateFields\n  }\n}": typeof types.CreateExchangeRateDocument,
    "mutation CreateLabel($input: CreateLabelInput!) {\n  createLabel(input: $input) {\n    ...LabelFields\n  }\n}": typeof types.CreateLabelDocument,
    "mutation CreateParamValue($input: CreateParamValueInput!) {\n  createParamValue(input: $input) {\n    ...ParamValueFields\n  }\n}": typeof types.CreateParamValueDocument,
    "mutation DeleteExchangeRate($id: Int!) {\n  deleteExchangeRate(id: $id)\n}": typeof types.DeleteExchangeRateDocument,
    "mutation DeleteLabel($id: Int!) {\n  deleteLabel(id: $id)\n}": typeof types.DeleteLabelDocument,
    "mutation DeleteParamValue($id: Int!) {\n  deleteParamValue(id: $id)\n}": typeof types.DeleteParamValueDocument,
    "fragment ExchangeRateFields on ExchangeRate {\n  id\n  pair\n  date\n  rate\n  source\n  createdByName\n}": typeof types.ExchangeRateFieldsFragmentDoc,
    "query ExchangeRatesAdmin {\n  exchangeRates {\n    ...ExchangeRateFields\n  }\n}": typeof types.ExchangeRatesAdminDocument,
    "fragment LabelFields on Label {\n  id\n  name\n  scope\n  color\n}": typeof types.LabelFieldsFragmentDoc,
    "query LabelsAdmin {\n  labels {\n    ...LabelFields\n  }\n}": typeof types.LabelsAdminDocument,
    "fragment ParamValueFields on ParamValue {\n  id\n  key\n  value\n  ord\n  active\n}": typeof types.ParamValueFieldsFragmentDoc,
    "query ParamsAdmin($keys: [String!]!) {\n  params(keys: $keys) {\n    key\n    values {\n      ...ParamValueFields\n    }\n  }\n}": typeof types.ParamsAdminDocument,
    "query ParamsWorkspaces {\n  businessUnits {\n    id\n    name\n    keySlug\n    parentId\n  }\n}": typeof types.ParamsWorkspacesDocument,
    "mutation UpdateExchangeRate($id: Int!, $input: UpdateExchangeRateInput!) {\n  updateExchangeRate(id: $id, input: $input) {\n    ...ExchangeRateFields\n  }\n}": typeof types.UpdateExchangeRateDocument,
    "mutation UpdateLabel($id: Int!, $input: UpdateLabelInput!) {\n  updateLabel(id: $id, input: $input) {\n    ...LabelFields\n  }\n}": typeof types.UpdateLabelDocument,
    "mutation UpdateParamValue($id: Int!, $input: UpdateParamValueInput!) {\n  updateParamValue(id: $id, input: $input) {\n    ...ParamValueFields\n  }\n}": typeof types.UpdateParamValueDocument,
    "query QuoteCostSheet($dealId: Int!) {\n  costSheet(dealId: $dealId) {\n    dealId\n    saved\n    version\n    chargeableWeightKg\n    header {\n      gsRate\n      pesoKg\n      allInEnabled\n      allInServiceName\n    }\n    ventaRows {\n      id\n      concepto\n      total\n      usdXKg\n      lockPerKg\n      ventaInt\n      iva\n    }\n    locCliRows {\n      id\n      concepto\n      gs\n      iva\n    }\n    segVentaRows {\n      id\n      concepto\n      usd\n      iva\n    }\n  }\n}": typeof types.QuoteCostSheetDocument,
    "query QuoteParamOptions {\n  params(\n    keys: [\"quote_validez\", \"quote_condicion_venta\", \"quote_plazo_credito\", \"quote_forma_pago\", \"quote_incluye\", \"quote_no_incluye\"]\n  ) {\n    key\n    values {\n      id\n      value\n      ord\n      active\n    }\n  }\n}": typeof types.QuoteParamOptionsDocument,
    "query QuoteScreen($dealId: Int!) {\n  deal(id: $dealId) {\n    id\n    reference\n    businessUnitId\n    title\n    orgName\n    contactName\n    customFields {\n      id\n      key\n      value\n    }\n  }\n  dealQuotes(dealId: $dealId) {\n    ...QuoteVersionFields\n  }\n}": typeof types.QuoteScreenDocument,
    "fragment QuoteVersionFields on QuoteVersion {\n  id\n  dealId\n  versionNo\n  createdAt\n  createdByName\n  totalUsd\n  pdfUrl\n  fileName\n  quote {\n    cliente\n    contacto\n    fecha\n    referencia\n    incoterms\n    tipoOperacion\n    tipoTransporte\n    tipoEnvio\n    paisOrigen\n    paisDestino\n    ciudadOrigen\n    ciudadDestino\n    aeropuertoOrigen\n    aeropuertoDestino\n    volumenM3\n    pesoBrutoKg\n    mercaderia\n    seguroTipo\n    seguroMontoUsd\n    aseguradora\n    items {\n      cantidad\n      servicio\n      observacion\n      moneda\n      precio\n      impuesto\n      total\n    }\n    observaciones\n    validezOferta\n    condicionVenta\n    plazoCredito\n    formaPago\n    queIncluye\n    queNoIncluye\n  }\n}": typeof types.QuoteVersionFieldsFragmentDoc,
    "mutation SaveDealQuote($dealId: Int!, $input: QuoteInput!) {\n  saveDealQuote(dealId: $dealId, input: $input) {\n    ...QuoteVersionFields\n  }\n}": typeof types.SaveDealQuoteDocument,
    "query GlobalSearch($q: String!) {\n  search(q: $q) {\n    deals {\n      id\n      title\n      reference\n    }\n    organizations {\n      id\n      name\n    }\n    contacts {\n      id\n      name\n      email\n      phone\n    }\n  }\n}": typeof types.GlobalSearchDocument,
    "query InTransit($etaFrom: String, $etaTo: String) {\n  inTransit(etaFrom: $etaFrom, etaTo: $etaTo) {\n    dealId\n    reference\n    title\n    mode\n    etd\n    eta\n    milestones {\n      code\n      label\n      planned\n      actual\n    }\n  }\n}\n\nquery LateMilestones($today: String!) {\n  lateMilestones(today: $today) {\n    dealId\n    reference\n    title\n    code\n    label\n    planned\n  }\n}": typeof types.InTransitDocument,
    "mutation CreateStage($input: CreateStageInput!) {\n  createStage(input: $input) {\n    ...EditorStageFields\n  }\n}": typeof types.CreateStageDocument,
    "mutation DeleteStage($id: Int!, $targetStageId: Int) {\n  deleteStage(id: $id, targetStageId: $targetStageId) {\n    deletedStageId\n    movedDealCount\n    stages {\n      ...EditorStageFields\n    }\n  }\n}": typeof types.DeleteStageDocument,
    "fragment EditorStageFields on Stage {\n  id\n  name\n  orderIndex\n  pipelineId\n  stuckDays\n}": typeof types.EditorStageFieldsFragmentDoc,
    "query StageEditorPipelines {\n  pipelines {\n    id\n    name\n    stages {\n      ...EditorStageFields\n    }\n  }\n}": typeof types.StageEditorPipelinesDocument,
    "mutation UpdateStage($id: Int!, $input: UpdateStageInput!) {\n  updateStage(id: $id, input: $input) {\n    ...EditorStageFields\n  }\n}": typeof types.UpdateStageDocument,
    "query OutcomeStats($days: Int!) {\n  outcomeStats(days: $days) {\n    days\n    won\n    lost\n    winRate\n    lostReasons {\n      ...ReasonCountFields\n    }\n    byAdvisor {\n      ...OutcomeGroupFields\n    }\n    byMode {\n      ...OutcomeGroupFields\n    }\n    byLane {\n      ...OutcomeGroupFields\n    }\n  }\n}\n\nfragment OutcomeGroupFields on OutcomeGroup {\n  key\n  won\n  lost\n  winRate\n  lostReasons {\n    ...ReasonCountFields\n  }\n}\n\nfragment ReasonCountFields on ReasonCount {\n  reason\n  count\n}": typeof types.OutcomeStatsDocument,
    "query StatsSummary($days: Int!) {\n  statsSummary(days: $days) {\n    days\n    totalUsers\n    activeUsers\n    previousActiveUsers\n    activeUsersChange\n    inactiveUsers\n    mostActive {\n      userId\n      name\n      initials\n      actions\n      finished\n    }\n    topOrganizations {\n      name\n      operations\n    }\n    rows {\n      userId\n      name\n      actions\n      finished\n      operations\n    }\n  }\n}": typeof types.StatsSummaryDocument,
    "fragment AdminUserFields on User {\n  id\n  name\n  email\n  role\n  isActive\n}": typeof types.AdminUserFieldsFragmentDoc,
    "mutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...AdminUserFields\n  }\n}": typeof types.CreateUserDocument,
    "query MailStatus {\n  mailStatus {\n    smtpConfigured\n  }\n}": typeof types.MailStatusDocument,
    "mutation SetUserPassword($id: Int!, $newPassword: String!) {\n  setUserPassword(id: $id, newPassword: $newPassword) {\n    ok\n    token\n  }\n}": typeof types.SetUserPasswordDocument,
    "mutation UpdateUser($id: Int!, $input: UpdateUserInput!) {\n  updateUser(id: $id, input: $input) {\n    ...AdminUserFields\n  }\n}": typeof types.UpdateUserDocument,
    "query UsersAdmin {\n  users {\n    ...AdminUserFields\n  }\n}": typeof types.UsersAdminDocument,
    "mutation CreateWebhook($input: CreateWebhookInput!) {\n  createWebhook(input: $input) {\n    secret\n    webhook {\n      ...WebhookFields\n    }\n  }\n}": typeof types.CreateWebhookDocument,
    "mutation DeleteWebhook($id: Int!) {\n  deleteWebhook(id: $id)\n}": typeof types.DeleteWebhookDocument,
    "mutation RedeliverWebhookDelivery($id: Int!) {\n  redeliverWebhookDelivery(id: $id) {\n    ...WebhookDeliveryFields\n  }\n}": typeof types.RedeliverWebhookDeliveryDocument,
    "mutation UpdateWebhook($id: Int!, $input: UpdateWebhookInput!) {\n  updateWebhook(id: $id, input: $input) {\n    secret\n    webhook {\n      ...WebhookFields\n    }\n  }\n}": typeof types.UpdateWebhookDocument,
    "query WebhookDeliveries($webhookId: Int!, $page: WebhookDeliveriesPage) {\n  webhookDeliveries(webhookId: $webhookId, page: $page) {\n    totalCount\n    items {\n      ...WebhookDeliveryFields\n    }\n  }\n}": typeof types.WebhookDeliveriesDocument,
    "fragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  webhookId\n  event\n  status\n  attempts\n  lastStatusCode\n  lastError\n  lastAttemptAt\n  nextAttemptAt\n  deliveredAt\n  createdAt\n}": typeof types.WebhookDeliveryFieldsFragmentDoc,
    "fragment WebhookFields on Webhook {\n  id\n  url\n  description\n  events\n  active\n  secretHint\n  createdByName\n  createdAt\n  pendingCount\n  failedCount\n}": typeof types.WebhookFieldsFragmentDoc,
    "query Webhooks {\n  webhooks {\n    ...WebhookFields\n  }\n}": typeof types.WebhooksDocument,
    "subscription Presence($dealId: Int!) {\n  presence(dealId: $dealId) {\n    dealId\n    viewers {\n      userId\n      name\n    }\n  }\n}": typeof types.PresenceDocument,
};
const documents: Documents = {
    "fragment ActivityFields on Activity {\n  id\n  type\n  subject\n  notes\n  dueDate\n  done\n  doneAt\n  doneByName\n  createdAt\n  createdByName\n}": types.ActivityFieldsFragmentDoc,
    "mutation UpdateActivity($id: Int!, $input: UpdateActivityInput!) {\n  updateActivity(id: $id, input: $input) {\n    ...ActivityFields\n  }\n}\n\nmutation DeleteActivity($id: Int!) {\n  deleteActivity(id: $id)\n}\n\nmutation RestoreActivity($id: Int!) {\n  restoreActivity(id: $id) {\n    ...ActivityFields\n  }\n}": types.UpdateActivityDocument,
    "mutation CreateActivity($input: CreateActivityInput!) {\n  createActivity(input: $input) {\n    ...ActivityFields\n  }\n}": types.CreateActivityDocument,
    "query RecordActivities($filter: ActivityFilter!, $first: Int, $after: String) {\n  activities(filter: $filter, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...ActivityFields\n      }\n    }\n  }\n}": types.RecordActivitiesDocument,
    "fragment AgendaTaskFields on AgendaTask {\n  id\n  subject\n  dueAt\n  remindMinutes\n  done\n  dealId\n  dealReference\n  dealTitle\n  orgId\n  orgName\n  contactId\n  contactName\n}": types.AgendaTaskFieldsFragmentDoc,
    "mutation CompleteTask($id: Int!) {\n  completeTask(id: $id) {\n    ...AgendaTaskFields\n  }\n}": types.CompleteTaskDocument,
    "query DealNextStep($id: Int!) {\n  deal(id: $id) {\n    id\n    status\n    nextActivity {\n      ...AgendaTaskFields\n    }\n  }\n}": types.DealNextStepDocument,
    "query MyAgenda {\n  myAgenda {\n    overdue {\n      ...AgendaTaskFields\n    }\n    today {\n      ...AgendaTaskFields\n    }\n    upcoming {\n      ...AgendaTaskFields\n    }\n  }\n}": types.MyAgendaDocument,
    "mutation RescheduleTask($id: Int!, $input: RescheduleTaskInput!) {\n  rescheduleTask(id: $id, input: $input) {\n    ...AgendaTaskFields\n  }\n}": types.RescheduleTaskDocument,
    "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  prefix\n  role\n  createdById\n  createdByName\n  createdAt\n  expiresAt\n  lastUsedAt\n  revokedAt\n}": types.ApiKeyFieldsFragmentDoc,
    "query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}": types.ApiKeysDocument,
    "mutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    secret\n    key {\n      ...ApiKeyFields\n    }\n  }\n}": types.CreateApiKeyDocument,
    "mutation RevokeApiKey($id: Int!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyFields\n  }\n}": types.RevokeApiKeyDocument,
    "mutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input)\n}": types.ForgotPasswordDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "mutation LogoutEverywhere {\n  logoutEverywhere\n}": types.LogoutEverywhereDocument,
    "query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}": types.MeDocument,
    "query PasswordLink($token: String!) {\n  passwordLink(token: $token) {\n    email\n    name\n    kind\n  }\n}": types.PasswordLinkDocument,
    "mutation SetPasswordWithToken($input: SetPasswordWithTokenInput!) {\n  setPasswordWithToken(input: $input)\n}": types.SetPasswordWithTokenDocument,
    "fragment CatalogItemFields on CatalogItem {\n  id\n  type\n  sku\n  name\n  unit\n  currency\n  price\n  taxRate\n  modes\n  active\n}": types.CatalogItemFieldsFragmentDoc,
    "query CatalogItems($filter: CatalogItemFilter) {\n  catalogItems(filter: $filter) {\n    ...CatalogItemFields\n  }\n}": types.CatalogItemsDocument,
    "mutation CreateCatalogItem($input: CreateCatalogItemInput!) {\n  createCatalogItem(input: $input) {\n    ...CatalogItemFields\n  }\n}": types.CreateCatalogItemDocument,
    "mutation DeleteCatalogItem($id: Int!) {\n  deleteCatalogItem(id: $id)\n}": types.DeleteCatalogItemDocument,
    "mutation UpdateCatalogItem($id: Int!, $input: UpdateCatalogItemInput!) {\n  updateCatalogItem(id: $id, input: $input) {\n    ...CatalogItemFields\n  }\n}": types.UpdateCatalogItemDocument,
    "fragment ChecklistTemplateFields on ChecklistTemplate {\n  mode\n  operationType\n  isDefault\n  items {\n    docType\n    label\n    required\n    dueDays\n  }\n}\n\nquery ChecklistTemplates {\n  checklistTemplates {\n    ...ChecklistTemplateFields\n  }\n  documentTypes {\n    key\n    label\n  }\n}\n\nmutation SetChecklistTemplate($input: SetChecklistTemplateInput!) {\n  setChecklistTemplate(input: $input) {\n    ...ChecklistTemplateFields\n  }\n}": types.ChecklistTemplateFieldsFragmentDoc,
    "query ContactDetail($id: Int!) {\n  contact(id: $id) {\n    ...ContactDetailFields\n  }\n}": types.ContactDetailDocument,
    "fragment ContactDetailFields on Contact {\n  ...ContactRowFields\n  notes\n  ownerUserId\n  visibility\n  owner {\n    id\n    name\n  }\n}": types.ContactDetailFieldsFragmentDoc,
    "query ContactLabels {\n  contactLabels\n}": types.ContactLabelsDocument,
    "fragment ContactRowFields on Contact {\n  id\n  name\n  email\n  phone\n  title\n  orgId\n  orgName\n  label\n  createdAt\n}": types.ContactRowFieldsFragmentDoc,
    "query ContactsList($filter: ContactFilter, $first: Int, $after: String, $orderBy: ContactOrder, $offset: Int) {\n  contacts(\n    filter: $filter\n    first: $first\n    after: $after\n    orderBy: $orderBy\n    offset: $offset\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...ContactRowFields\n      }\n    }\n  }\n}": types.ContactsListDocument,
    "mutation CreateContact($input: CreateContactInput!) {\n  createContact(input: $input) {\n    deduped\n    contact {\n      ...ContactDetailFields\n    }\n  }\n}": types.CreateContactDocument,
    "mutation UpdateContact($id: Int!, $input: UpdateContactInput!) {\n  updateContact(id: $id, input: $input) {\n    ...ContactDetailFields\n  }\n}": types.UpdateContactDocument,
    "mutation LockBudget($orgId: Int!, $dealId: Int) {\n  lockBudget(orgId: $orgId, dealId: $dealId) {\n    id\n    budgetStatus\n    budgetProfitValue\n  }\n}\n\nmutation ConfirmBudget($orgId: Int!, $dealId: Int) {\n  confirmBudget(orgId: $orgId, dealId: $dealId) {\n    id\n    budgetStatus\n    budgetProfitValue\n  }\n}\n\nmutation ReopenBudget($orgId: Int!, $dealId: Int) {\n  reopenBudget(orgId: $orgId, dealId: $dealId) {\n    id\n    budgetStatus\n    budgetProfitValue\n  }\n}": types.LockBudgetDocument,
    "query CostSheet($dealId: Int!) {\n  costSheet(dealId: $dealId) {\n    ...CostSheetFields\n  }\n  deal(id: $dealId) {\n    id\n    reference\n    title\n    orgName\n    contactName\n    contactPhone\n    orgPhone\n    measures {\n      chargeableKg\n      factorLabel\n      volumetricKg\n      divisor\n    }\n    customFields {\n      id\n      key\n      value\n    }\n  }\n}": types.CostSheetDocument,
    "fragment CostSheetFields on CostSheet {\n  dealId\n  saved\n  version\n  updatedAt\n  updatedByName\n  budgetStatus\n  orgId\n  header {\n    modo\n    clase\n    pesoKg\n    awb\n    hbl\n    mercaderia\n    gsRate\n    gsRateDate\n    allInEnabled\n    allInServiceName\n  }\n  gsRateFrozen\n  compraRows {\n    id\n    concepto\n    usdXKg\n    total\n    lockPerKg\n    sourceId\n  }\n  ventaRows {\n    id\n    concepto\n    usdXKg\n    total\n    lockPerKg\n    sourceId\n    ventaInt\n    iva\n  }\n  locRows {\n    id\n    concepto\n    gs\n    sourceId\n  }\n  locCliRows {\n    id\n    concepto\n    gs\n    sourceId\n    iva\n  }\n  segCostoRows {\n    id\n    concepto\n    usd\n    sourceId\n  }\n  segVentaRows {\n    id\n    concepto\n    usd\n    sourceId\n    iva\n  }\n  totals {\n    totalCostos\n    totalVentas\n    profitGeneral\n  }\n  ivaSplit {\n    exentas\n    gravadas5\n    gravadas10\n    iva5\n    iva10\n    iva\n    total\n  }\n  ivaDefaults {\n    freight\n    local\n    insurance\n  }\n}": types.CostSheetFieldsFragmentDoc,
    "subscription CostSheetChanged($dealId: Int!) {\n  costSheetChanged(dealId: $dealId) {\n    dealId\n    version\n    byUserId\n    byUserName\n    status {\n      dealId\n      orgId\n      budgetStatus\n      version\n      updatedAt\n      updatedByName\n    }\n  }\n}\n\nsubscription BudgetChanged($orgId: Int!) {\n  budgetChanged(orgId: $orgId) {\n    orgId\n    action\n    budgetStatus\n    budgetProfitValue\n    dealId\n    dealBudgetStatus\n    byUserId\n    byUserName\n  }\n}": types.CostSheetChangedDocument,
    "query CostSheetStatus($dealId: Int!) {\n  costSheetStatus(dealId: $dealId) {\n    dealId\n    orgId\n    budgetStatus\n    version\n    updatedAt\n    updatedByName\n  }\n}": types.CostSheetStatusDocument,
    "fragment RevisionFields on CostSheetRevision {\n  id\n  dealId\n  number\n  name\n  label\n  reason\n  status\n  current\n  budgetLocked\n  totals {\n    totalCostos\n    totalVentas\n    profitGeneral\n  }\n  confirmedProfit\n  createdByName\n  createdAt\n  confirmedAt\n  confirmedByName\n}\n\nquery CostSheetRevisions($dealId: Int!) {\n  costSheetRevisions(dealId: $dealId) {\n    ...RevisionFields\n  }\n}\n\nmutation CreateCostSheetRevision($dealId: Int!, $input: NewRevisionInput!) {\n  createCostSheetRevision(dealId: $dealId, input: $input) {\n    ...RevisionFields\n  }\n}\n\nquery CostSheetRevisionSheet($dealId: Int!, $revisionId: Int!) {\n  costSheetRevisionSheet(dealId: $dealId, revisionId: $revisionId) {\n    ...CostSheetFields\n  }\n}\n\nquery CompareCostSheetRevisions($dealId: Int!, $before: Int!, $after: Int!) {\n  compareCostSheetRevisions(dealId: $dealId, before: $before, after: $after) {\n    before {\n      id\n      label\n    }\n    after {\n      id\n      label\n    }\n    rows {\n      table\n      rowId\n      concepto\n      kind\n      changes {\n        field\n        before\n        after\n      }\n    }\n    header {\n      field\n      before\n      after\n    }\n    totals {\n      key\n      before\n      after\n      delta\n    }\n  }\n}": types.RevisionFieldsFragmentDoc,
    "mutation SaveCostSheet($dealId: Int!, $version: Int!, $input: CostSheetInput!) {\n  saveCostSheet(dealId: $dealId, version: $version, input: $input) {\n    ...CostSheetFields\n  }\n}": types.SaveCostSheetDocument,
    "mutation AddRecordCustomField($owner: CustomFieldOwner!, $ownerId: Int!, $input: UpsertCustomFieldInput!) {\n  upsertCustomField(owner: $owner, ownerId: $ownerId, input: $input) {\n    id\n    key\n    label\n    type\n    value\n    ownerId\n  }\n}": types.AddRecordCustomFieldDocument,
    "query RecordCustomFields($owner: CustomFieldOwner!, $ownerId: Int!) {\n  customFields(owner: $owner, ownerId: $ownerId) {\n    id\n    key\n    label\n    type\n    value\n    ownerId\n  }\n}": types.RecordCustomFieldsDocument,
    "mutation UpdateRecordCustomField($owner: CustomFieldOwner!, $ownerId: Int!, $fieldId: Int!, $value: String) {\n  updateCustomField(\n    owner: $owner\n    ownerId: $ownerId\n    fieldId: $fieldId\n    value: $value\n  ) {\n    id\n    key\n    label\n    type\n    value\n    ownerId\n  }\n}": types.UpdateRecordCustomFieldDocument,
    "fragment DealRowFields on Deal {\n  id\n  reference\n  title\n  description\n  value\n  stageId\n  stageName\n  orgName\n  contactName\n  businessUnitId\n  businessUnitName\n  orgBudgetStatus\n  orgBudgetProfitValue\n  budgetStatus\n  budgetProfitValue\n  advisorUserId\n  advisorName\n  createdAt\n}": types.DealRowFieldsFragmentDoc,
    "query DealsTable($filter: DealFilter, $first: Int, $after: String, $orderBy: DealOrder, $offset: Int) {\n  deals(\n    filter: $filter\n    first: $first\n    after: $after\n    orderBy: $orderBy\n    offset: $offset\n  ) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      cursor\n      node {\n        ...DealRowFields\n      }\n    }\n  }\n}": types.DealsTableDocument,
    "query TableAdvisors {\n  users {\n    id\n    name\n  }\n}": types.TableAdvisorsDocument,
    "query TableBusinessUnits {\n  businessUnits {\n    id\n    name\n    keySlug\n    parentId\n  }\n}": types.TableBusinessUnitsDocument,
    "mutation CreateDeal($input: CreateDealInput!) {\n  createDeal(input: $input) {\n    id\n    reference\n    title\n    stageId\n    pipelineId\n  }\n}": types.CreateDealDocument,
    "mutation CreateOperation($input: CreateDealInput!) {\n  createDeal(input: $input) {\n    id\n    reference\n    title\n    stageId\n    pipelineId\n    version\n  }\n}": types.CreateOperationDocument,
    "query DealFormOptions {\n  pipelines {\n    id\n    name\n    stages {\n      id\n      name\n      orderIndex\n      pipelineId\n    }\n  }\n}": types.DealFormOptionsDocument,
    "query NextDealReference {\n  nextDealReference {\n    preview\n  }\n}": types.NextDealReferenceDocument,
    "query SearchDealOrganizations($q: String!) {\n  organizations(filter: {q: $q}, first: 10) {\n    edges {\n      node {\n        id\n        name\n        razonSocial\n      }\n    }\n  }\n}": types.SearchDealOrganizationsDocument,
    "query BusinessUnitLetterhead($businessUnitId: Int!) {\n  businessUnitLetterhead(businessUnitId: $businessUnitId) {\n    logo\n    issuerName\n    ruc\n    address\n    phone\n    lines\n  }\n}": types.BusinessUnitLetterheadDocument,
    "query FiscalBusinessUnits {\n  businessUnits {\n    id\n    name\n    keySlug\n  }\n}": types.FiscalBusinessUnitsDocument,
    "fragment FiscalSettingsFields on FiscalSettings {\n  businessUnitId\n  businessUnitName\n  issuerName\n  ruc\n  address\n  phone\n  activities\n  letterheadLines\n  logo\n  version\n  points {\n    documentType\n    timbrado\n    validFrom\n    validTo\n    establishment\n    point\n    nextNumber\n    taken\n    problems\n  }\n}": types.FiscalSettingsFieldsFragmentDoc,
    "query FiscalSettingsScreen($businessUnitId: Int!) {\n  fiscalSettings(businessUnitId: $businessUnitId) {\n    ...FiscalSettingsFields\n  }\n}": types.FiscalSettingsScreenDocument,
    "mutation UpdateFiscalSettings($businessUnitId: Int!, $input: UpdateFiscalSettingsInput!) {\n  updateFiscalSettings(businessUnitId: $businessUnitId, input: $input) {\n    ...FiscalSettingsFields\n  }\n}": types.UpdateFiscalSettingsDocument,
    "mutation AddFollowupNote($input: AddFollowupNoteInput!) {\n  addFollowupNote(input: $input) {\n    id\n    source\n    content\n  }\n}": types.AddFollowupNoteDocument,
    "fragment FollowupCallFields on FollowupCall {\n  id\n  source\n  userId\n  userName\n  orgId\n  orgName\n  contactId\n  contactName\n  dealId\n  dealReference\n  subject\n  notes\n  happenedAt\n  durationMin\n  outcome\n  nextActivityId\n  invalidatedAt\n  invalidatedReason\n}": types.FollowupCallFieldsFragmentDoc,
    "query FollowupCalls($userId: Int, $q: String, $first: Int, $offset: Int) {\n  followupCalls(userId: $userId, q: $q, first: $first, offset: $offset) {\n    ...FollowupCallFields\n  }\n}": types.FollowupCallsDocument,
    "query FollowupDashboard($userId: Int, $today: String) {\n  followupSummary(userId: $userId, today: $today) {\n    totalOrganizations\n    callsToday\n    contactedOrganizations\n    organizationsWithoutContact\n    notesTotal\n    series {\n      date\n      calls\n      notes\n    }\n  }\n}": types.FollowupDashboardDocument,
    "query FollowupNotes($userId: Int, $q: String) {\n  followupNotes(userId: $userId, q: $q) {\n    id\n    source\n    userName\n    orgId\n    orgName\n    contactId\n    contactName\n    dealId\n    content\n    createdAt\n  }\n}": types.FollowupNotesDocument,
    "query FollowupOrgLinks($id: Int!) {\n  organization(id: $id) {\n    id\n    contacts {\n      id\n      name\n    }\n  }\n  deals(filter: {orgId: $id}, first: 50) {\n    edges {\n      node {\n        id\n        reference\n        title\n      }\n    }\n  }\n}": types.FollowupOrgLinksDocument,
    "query FollowupUsers {\n  users {\n    id\n    name\n  }\n}": types.FollowupUsersDocument,
    "mutation LogCall($input: LogCallInput!) {\n  logCall(input: $input) {\n    ...FollowupCallFields\n  }\n}": types.LogCallDocument,
    "fragment AuditEventFields on AuditEvent {\n  id\n  at\n  userName\n  action\n  actionLabel\n  entity\n  entityLabel\n  kind\n  summary\n  dealId\n  orgId\n  contactId\n  changes {\n    field\n    label\n    oldValue\n    newValue\n  }\n}": types.AuditEventFieldsFragmentDoc,
    "query AuditEvents($filter: AuditEventFilterInput, $first: Int, $after: String) {\n  auditEvents(filter: $filter, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        userId\n        entityId\n        ...AuditEventFields\n      }\n    }\n  }\n}": types.AuditEventsDocument,
    "query AuditLog($entity: AuditRecord!, $id: Int!, $first: Int, $after: String, $kind: AuditKind) {\n  auditLog(entity: $entity, id: $id, first: $first, after: $after, kind: $kind) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...AuditEventFields\n      }\n    }\n  }\n}": types.AuditLogDocument,
    "query AuditUsers {\n  users {\n    id\n    name\n  }\n}": types.AuditUsersDocument,
    "mutation DryRunImport($id: Int!, $mapping: [String]!) {\n  dryRunImport(id: $id, mapping: $mapping) {\n    ...ImportJobFields\n  }\n}": types.DryRunImportDocument,
    "query ImportErrorsCsv($id: Int!) {\n  importJob(id: $id) {\n    id\n    errorsCsv\n  }\n}": types.ImportErrorsCsvDocument,
    "query ImportJob($id: Int!, $onlyErrors: Boolean!, $first: Int!) {\n  importJob(id: $id) {\n    ...ImportJobFields\n    rows(onlyErrors: $onlyErrors, first: $first) {\n      line\n      action\n      label\n      field\n      message\n    }\n    rowCount(onlyErrors: $onlyErrors)\n  }\n}": types.ImportJobDocument,
    "fragment ImportJobFields on ImportJob {\n  id\n  kind\n  status\n  filename\n  encoding\n  delimiter\n  headers\n  suggestedMapping\n  mapping\n  sample\n  totalRows\n  processedRows\n  createdCount\n  updatedCount\n  errorCount\n  failure\n  updatedAt\n}": types.ImportJobFieldsFragmentDoc,
    "mutation RunImport($id: Int!) {\n  runImport(id: $id) {\n    ...ImportJobFields\n  }\n}": types.RunImportDocument,
    "mutation StartImport($kind: ImportKind!, $file: Upload!) {\n  startImport(kind: $kind, file: $file) {\n    ...ImportJobFields\n  }\n}": types.StartImportDocument,
    "fragment InvoiceLineFields on InvoiceLine {\n  id\n  position\n  description\n  quantity\n  unitPrice\n  iva\n  amount\n  ivaAmount\n  exenta\n  gravada5\n  gravada10\n  sourceKey\n  fromPercentage\n  toPercentage\n}\n\nfragment CreditNoteFields on CreditNote {\n  id\n  invoiceId\n  invoiceNumber\n  number\n  status\n  currency\n  date\n  reason\n  timbrado\n  issuedAt\n  exentas\n  gravado5\n  gravado10\n  iva5\n  iva10\n  total\n  totalInWords\n  lines {\n    id\n    position\n    invoiceLineId\n    description\n    iva\n    amount\n    ivaAmount\n  }\n}\n\nfragment InvoiceRowFields on Invoice {\n  id\n  dealId\n  orgId\n  number\n  status\n  displayStatus\n  currency\n  percentage\n  date\n  dueDate\n  customerName\n  operationReference\n  total\n  credited\n  balance\n}\n\nfragment InvoiceFields on Invoice {\n  ...InvoiceRowFields\n  businessUnitId\n  source\n  revisionId\n  quoteVersionId\n  exchangeRate\n  condition\n  paymentTermDays\n  customerRuc\n  customerAddress\n  customerEmail\n  notes\n  timbrado\n  timbradoFrom\n  timbradoTo\n  issuedAt\n  cancelledAt\n  cancelReason\n  exentas\n  gravado5\n  gravado10\n  iva5\n  iva10\n  paid\n  totalInWords\n  lines {\n    ...InvoiceLineFields\n  }\n  creditNotes {\n    ...CreditNoteFields\n  }\n}": types.InvoiceLineFieldsFragmentDoc,
    "query InvoiceList($filter: InvoiceFilter, $first: Int, $offset: Int) {\n  invoices(filter: $filter, first: $first, offset: $offset) {\n    totalCount\n    nodes {\n      ...InvoiceRowFields\n    }\n  }\n}": types.InvoiceListDocument,
    "mutation CreateInvoice($dealId: Int!, $input: CreateInvoiceInput!) {\n  createInvoice(dealId: $dealId, input: $input) {\n    ...InvoiceFields\n  }\n}\n\nmutation IssueInvoice($id: Int!) {\n  issueInvoice(id: $id) {\n    ...InvoiceFields\n  }\n}\n\nmutation CancelInvoice($id: Int!, $input: CancelInvoiceInput!) {\n  cancelInvoice(id: $id, input: $input) {\n    ...InvoiceFields\n  }\n}\n\nmutation DeleteInvoice($id: Int!) {\n  deleteInvoice(id: $id)\n}\n\nmutation CreateCreditNote($invoiceId: Int!, $input: CreateCreditNoteInput!) {\n  createCreditNote(invoiceId: $invoiceId, input: $input) {\n    ...CreditNoteFields\n  }\n}\n\nmutation IssueCreditNote($id: Int!) {\n  issueCreditNote(id: $id) {\n    ...CreditNoteFields\n  }\n}": types.CreateInvoiceDocument,
    "query InvoiceView($id: Int!) {\n  invoice(id: $id) {\n    ...InvoiceFields\n  }\n}": types.InvoiceViewDocument,
    "query NewInvoiceDeal($dealId: Int!) {\n  deal(id: $dealId) {\n    id\n    reference\n    title\n    orgName\n    organization {\n      id\n      name\n      razonSocial\n      ruc\n      address\n      email\n    }\n  }\n}\n\nquery InvoiceRateOn($date: String!) {\n  exchangeRateOn(date: $date, pair: \"USD/PYG\") {\n    id\n    date\n    rate\n  }\n}\n\nquery InvoiceDealSearch($q: String!) {\n  search(q: $q) {\n    deals {\n      id\n      title\n      reference\n    }\n  }\n}\n\nquery InvoiceOrgSearch($q: String!) {\n  search(q: $q) {\n    organizations {\n      id\n      name\n    }\n  }\n}": types.NewInvoiceDealDocument,
    "query OperationBilling($dealId: Int!) {\n  invoiceBilling(dealId: $dealId) {\n    dealId\n    revisionId\n    revisionLabel\n    revisionStatus\n    billedPercentage\n    proposedPercentage\n    lines {\n      key\n      description\n      iva\n      amount\n      billedPercentage\n    }\n  }\n  invoices(filter: {dealId: $dealId}, first: 100) {\n    totalCount\n    nodes {\n      ...InvoiceRowFields\n      creditNotes {\n        id\n        number\n        status\n        currency\n        date\n        total\n      }\n    }\n  }\n}": types.OperationBillingDocument,
    "subscription BoardChanged($pipelineId: Int!, $businessUnitId: Int) {\n  boardChanged(pipelineId: $pipelineId, businessUnitId: $businessUnitId) {\n    kind\n    dealId\n    fromStageId\n    toStageId\n    byUserId\n    byUserName\n    card {\n      ...DealCardFields\n    }\n    columns {\n      stageId\n      count\n      valueSum\n    }\n  }\n}": types.BoardChangedDocument,
    "query BoardColumnCards($pipelineId: Int!, $stageId: Int!, $businessUnitId: Int, $first: Int, $after: String) {\n  boardColumn(\n    pipelineId: $pipelineId\n    stageId: $stageId\n    businessUnitId: $businessUnitId\n    first: $first\n    after: $after\n  ) {\n    ...DealCardPage\n  }\n}": types.BoardColumnCardsDocument,
    "query ClosedDeals($status: String!, $pipelineId: Int, $businessUnitId: Int) {\n  deals(\n    filter: {status: $status, pipelineId: $pipelineId, businessUnitId: $businessUnitId}\n    first: 100\n  ) {\n    totalCount\n    edges {\n      node {\n        id\n        reference\n        title\n        value\n        orgName\n        advisorName\n        closeReason\n        closeReasonText\n        closedAt\n        closedByName\n      }\n    }\n  }\n}": types.ClosedDealsDocument,
    "query DealBoard($pipelineId: Int, $businessUnitId: Int, $first: Int) {\n  board(pipelineId: $pipelineId, businessUnitId: $businessUnitId, first: $first) {\n    pipelineId\n    pipelineName\n    businessUnitId\n    columns {\n      stageId\n      name\n      label\n      orderIndex\n      count\n      valueSum\n      cards {\n        ...DealCardPage\n      }\n    }\n  }\n}": types.DealBoardDocument,
    "fragment DealCardFields on DealCard {\n  id\n  reference\n  title\n  value\n  stageId\n  orgId\n  orgName\n  contactId\n  contactName\n  createdAt\n  fCotiz\n  position\n  nextDueAt\n  lastTouchAt\n  stuckDays\n  docs {\n    done\n    total\n    requiredOverdue\n  }\n}\n\nfragment DealCardPage on DealCardConnection {\n  totalCount\n  pageInfo {\n    endCursor\n    hasNextPage\n  }\n  edges {\n    node {\n      ...DealCardFields\n    }\n  }\n}": types.DealCardFieldsFragmentDoc,
    "query DealMilestones($dealIds: [Int!]!) {\n  dealMilestones(dealIds: $dealIds) {\n    dealId\n    milestones {\n      code\n      label\n      planned\n      actual\n    }\n  }\n}": types.DealMilestonesDocument,
    "query KanbanWorkspaces {\n  businessUnits {\n    id\n    name\n    keySlug\n    parentId\n  }\n}": types.KanbanWorkspacesDocument,
    "mutation MoveDeal($id: Int!, $stageId: Int!, $afterDealId: Int) {\n  moveDeal(id: $id, stageId: $stageId, afterDealId: $afterDealId) {\n    id\n    stageId\n    position\n  }\n}": types.MoveDealDocument,
    "query DealEmailComposer($dealId: Int!) {\n  dealEmailComposer(dealId: $dealId) {\n    dealId\n    reference\n    smtpConfigured\n    fromName\n    fromAddress\n    maxAttachmentBytes\n    recipients {\n      contactId\n      name\n      email\n      source\n    }\n    templates {\n      key\n      label\n      subject\n      body\n      attachments\n    }\n    attachments {\n      kind\n      label\n      available\n      reason\n    }\n  }\n}": types.DealEmailComposerDocument,
    "mutation DraftDealEmail($dealId: Int!, $input: DealEmailInput!) {\n  draftDealEmail(dealId: $dealId, input: $input) {\n    fileName\n    subject\n    emlBase64\n  }\n}": types.DraftDealEmailDocument,
    "mutation SendDealEmail($dealId: Int!, $input: DealEmailInput!) {\n  sendDealEmail(dealId: $dealId, input: $input) {\n    id\n    status\n    statusLabel\n    subject\n    to\n  }\n}": types.SendDealEmailDocument,
    "mutation MarkNotificationsRead($ids: [Int!]) {\n  markNotificationsRead(ids: $ids)\n}": types.MarkNotificationsReadDocument,
    "subscription NotificationAdded {\n  notificationAdded {\n    id\n    title\n    body\n    dealId\n    activityId\n  }\n}": types.NotificationAddedDocument,
    "query Notifications($first: Int) {\n  notifications(first: $first) {\n    unread\n    items {\n      id\n      kind\n      title\n      body\n      dealId\n      activityId\n      readAt\n      createdAt\n    }\n  }\n}": types.NotificationsDocument,
    "query VapidPublicKey {\n  vapidPublicKey\n}\n\nmutation AddPushSubscription($input: PushSubscriptionInput!) {\n  addPushSubscription(input: $input) {\n    id\n  }\n}": types.VapidPublicKeyDocument,
    "fragment DealChecklistFields on DealChecklist {\n  dealId\n  mode\n  operationType\n  isDefault\n  startDate\n  done\n  total\n  requiredOverdue\n  items {\n    docType\n    label\n    required\n    dueDate\n    status\n    overdue\n    files\n    verifiedByName\n    verifiedAt\n  }\n}\n\nmutation VerifyDealDocument($dealId: Int!, $docType: String!) {\n  verifyDealDocument(dealId: $dealId, docType: $docType) {\n    ...DealChecklistFields\n  }\n}\n\nmutation UnverifyDealDocument($dealId: Int!, $docType: String!) {\n  unverifyDealDocument(dealId: $dealId, docType: $docType) {\n    ...DealChecklistFields\n  }\n}": types.DealChecklistFieldsFragmentDoc,
    "query CloseReasons {\n  params(keys: [\"motivo_cierre\"]) {\n    key\n    values {\n      id\n      value\n      ord\n      active\n    }\n  }\n}\n\nmutation CloseDeal($id: Int!, $input: CloseDealInput!) {\n  closeDeal(id: $id, input: $input) {\n    id\n    status\n    closeReason\n    closeReasonText\n    closedAt\n    closedByName\n  }\n}\n\nmutation ReopenDeal($id: Int!) {\n  reopenDeal(id: $id) {\n    id\n    status\n    closeReason\n    closeReasonText\n    closedAt\n    closedByName\n  }\n}": types.CloseReasonsDocument,
    "fragment DealFileFields on DealFile {\n  id\n  dealId\n  dealReference\n  type\n  typeLabel\n  filename\n  url\n  mimeType\n  sizeBytes\n  createdAt\n  uploadedByName\n}": types.DealFileFieldsFragmentDoc,
    "mutation UploadDealFile($dealId: Int!, $type: String!, $file: Upload!) {\n  uploadDealFile(dealId: $dealId, type: $type, file: $file) {\n    ...DealFileFields\n  }\n}\n\nmutation DeleteDealFile($id: Int!) {\n  deleteDealFile(id: $id)\n}\n\nmutation RestoreDealFile($id: Int!) {\n  restoreDealFile(id: $id) {\n    ...DealFileFields\n  }\n}": types.UploadDealFileDocument,
    "query OperationFiles($dealId: Int!) {\n  dealFiles(dealId: $dealId) {\n    ...DealFileFields\n  }\n}": types.OperationFilesDocument,
    "query OperationParams {\n  params(\n    keys: [\"tipo_operacion\", \"modalidad_carga\", \"tipo_carga\", \"incoterm\", \"volumetric_factor_mode\", \"volumetric_divisor_air\", \"volumetric_divisor_courier\", \"volumetric_divisor_road\", \"volumetric_divisor_sea\", \"volumetric_divisor_river\"]\n  ) {\n    key\n    values {\n      id\n      value\n      ord\n      active\n    }\n  }\n}": types.OperationParamsDocument,
    "fragment MilestoneFields on Milestone {\n  code\n  label\n  planned\n  actual\n}\n\nfragment ShipmentFields on Shipment {\n  dealId\n  mode\n  air {\n    airline\n    flight\n    mawb\n    hawb\n    transshipmentAirport\n    etd\n    transshipmentArrival\n    transshipmentDeparture\n    eta\n    pieces\n    chargeableKg\n    grossKg\n  }\n  ocean {\n    shippingLine\n    vessel\n    voyage\n    transshipmentPort\n    mbl\n    hbl\n    etd\n    eta\n    containers {\n      type\n      number\n      seal\n    }\n    freeDays\n    transitDays\n    grossKg\n  }\n  road {\n    carrier\n    truckPlate\n    trailerPlate\n    driver\n    driverPhone\n    crt\n    micDta\n    borderCrossing\n    temperature\n    hazmat\n    etd\n    eta\n    grossKg\n  }\n  multimodal {\n    etd\n    eta\n    legs {\n      mode\n      carrier\n      from\n      to\n      reference\n      etd\n      eta\n    }\n  }\n  milestones {\n    ...MilestoneFields\n  }\n}\n\nquery OperationShipment($dealId: Int!) {\n  shipment(dealId: $dealId) {\n    ...ShipmentFields\n  }\n}\n\nquery ShipmentParamOptions {\n  params(keys: [\"puerto\", \"aeropuerto\", \"transportista\"]) {\n    key\n    values {\n      id\n      value\n      ord\n      active\n    }\n  }\n}\n\nmutation SaveShipment($input: SaveShipmentInput!) {\n  saveShipment(input: $input) {\n    ...ShipmentFields\n  }\n}\n\nmutation SaveMilestone($input: SaveMilestoneInput!) {\n  saveMilestone(input: $input) {\n    ...ShipmentFields\n  }\n}": types.MilestoneFieldsFragmentDoc,
    "query OperationView($id: Int!) {\n  deal(id: $id) {\n    id\n    reference\n    title\n    description\n    value\n    version\n    status\n    closeReason\n    closeReasonText\n    closedAt\n    closedByName\n    stageName\n    orgId\n    orgName\n    orgRuc\n    orgAddress\n    orgPhone\n    orgEmail\n    contactId\n    contactName\n    contactEmail\n    contactPhone\n    customFields {\n      id\n      key\n      label\n      type\n      value\n      ownerId\n    }\n    files {\n      ...DealFileFields\n    }\n    checklist {\n      ...DealChecklistFields\n    }\n  }\n}": types.OperationViewDocument,
    "mutation SaveOperation($id: Int!, $version: Int!, $input: SaveOperationInput!) {\n  saveOperation(id: $id, version: $version, input: $input) {\n    id\n    title\n    description\n    value\n    version\n    customFields {\n      id\n      key\n      label\n      type\n      value\n      ownerId\n    }\n  }\n}\n\nmutation CreateOperationNote($input: CreateActivityInput!) {\n  createActivity(input: $input) {\n    id\n  }\n}": types.SaveOperationDocument,
    "query ShipperSearch($q: String!) {\n  organizations(filter: {q: $q}, first: 8) {\n    edges {\n      node {\n        id\n        name\n        razonSocial\n      }\n    }\n  }\n}": types.ShipperSearchDocument,
    "mutation CreateOrganization($input: CreateOrganizationInput!) {\n  createOrganization(input: $input) {\n    ...OrganizationDetailFields\n  }\n}": types.CreateOrganizationDocument,
    "query LabelOptions($scope: LabelScope!) {\n  labels(scope: $scope) {\n    id\n    name\n    color\n  }\n}": types.LabelOptionsDocument,
    "query OrgParamOptions {\n  params(keys: [\"org_tipo\", \"org_rubro\", \"org_operacion\"]) {\n    key\n    values {\n      id\n      value\n      ord\n      active\n    }\n  }\n}": types.OrgParamOptionsDocument,
    "query OrganizationBudgetSummary($id: Int!) {\n  organization(id: $id) {\n    id\n    budgetSummary {\n      status\n      statusDealId\n      statusDealReference\n      profit\n      confirmedOperations\n    }\n  }\n}": types.OrganizationBudgetSummaryDocument,
    "query OrganizationDetail($id: Int!) {\n  organization(id: $id) {\n    ...OrganizationDetailFields\n    contacts {\n      id\n      name\n      email\n    }\n  }\n}": types.OrganizationDetailDocument,
    "fragment OrganizationDetailFields on Organization {\n  ...OrganizationRowFields\n  notes\n  industry\n  website\n  label\n  ownerUserId\n  visibility\n  isAgent\n  modalitiesSupported\n  budgetStatus\n  budgetProfitValue\n  createdAt\n  owner {\n    id\n    name\n  }\n}": types.OrganizationDetailFieldsFragmentDoc,
    "query OrganizationFiles($id: Int!) {\n  organization(id: $id) {\n    id\n    files {\n      ...DealFileFields\n    }\n  }\n}": types.OrganizationFilesDocument,
    "fragment OrganizationRowFields on Organization {\n  id\n  name\n  razonSocial\n  ruc\n  address\n  email\n  city\n  country\n  phone\n  rubro\n  tipoOrg\n  operacion\n}": types.OrganizationRowFieldsFragmentDoc,
    "query OrganizationsList($filter: OrganizationFilter, $first: Int, $after: String, $orderBy: OrganizationOrder, $offset: Int) {\n  organizations(\n    filter: $filter\n    first: $first\n    after: $after\n    orderBy: $orderBy\n    offset: $offset\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...OrganizationRowFields\n      }\n    }\n  }\n}": types.OrganizationsListDocument,
    "query OrganizationsProfit($filter: OrganizationFilter) {\n  organizationsAccumulatedProfit(filter: $filter)\n}": types.OrganizationsProfitDocument,
    "query OwnerOptions {\n  users {\n    id\n    name\n  }\n}": types.OwnerOptionsDocument,
    "query PickOrganizations($q: String, $first: Int!) {\n  organizations(filter: {q: $q}, first: $first) {\n    edges {\n      node {\n        id\n        name\n        razonSocial\n        ruc\n      }\n    }\n  }\n}": types.PickOrganizationsDocument,
    "query RecordDeals($filter: DealFilter!, $first: Int) {\n  deals(filter: $filter, first: $first) {\n    totalCount\n    edges {\n      node {\n        id\n        reference\n        title\n        value\n        orgName\n      }\n    }\n  }\n}": types.RecordDealsDocument,
    "mutation UpdateOrganization($id: Int!, $input: UpdateOrganizationInput!) {\n  updateOrganization(id: $id, input: $input) {\n    ...OrganizationDetailFields\n  }\n}": types.UpdateOrganizationDocument,
    "mutation CreateExchangeRate($input: CreateExchangeRateInput!) {\n  createExchangeRate(input: $input) {\n    ...ExchangeRateFields\n  }\n}": types.CreateExchangeRateDocument,
    "mutation CreateLabel($input: CreateLabelInput!) {\n  createLabel(input: $input) {\n    ...LabelFields\n  }\n}": types.CreateLabelDocument,
    "mutation CreateParamValue($input: CreateParamValueInput!) {\n  createParamValue(input: $input) {\n    ...ParamValueFields\n  }\n}": types.CreateParamValueDocument,
    "mutation DeleteExchangeRate($id: Int!) {\n  deleteExchangeRate(id: $id)\n}": types.DeleteExchangeRateDocument,
    "mutation DeleteLabel($id: Int!) {\n  deleteLabel(id: $id)\n}": types.DeleteLabelDocument,
    "mutation DeleteParamValue($id: Int!) {\n  deleteParamValue(id: $id)\n}": types.DeleteParamValueDocument,
    "fragment ExchangeRateFields on ExchangeRate {\n  id\n  pair\n  date\n  rate\n  source\n  createdByName\n}": types.ExchangeRateFieldsFragmentDoc,
    "query ExchangeRatesAdmin {\n  exchangeRates {\n    ...ExchangeRateFields\n  }\n}": types.ExchangeRatesAdminDocument,
    "fragment LabelFields on Label {\n  id\n  name\n  scope\n  color\n}": types.LabelFieldsFragmentDoc,
    "query LabelsAdmin {\n  labels {\n    ...LabelFields\n  }\n}": types.LabelsAdminDocument,
    "fragment ParamValueFields on ParamValue {\n  id\n  key\n  value\n  ord\n  active\n}": types.ParamValueFieldsFragmentDoc,
    "query ParamsAdmin($keys: [String!]!) {\n  params(keys: $keys) {\n    key\n    values {\n      ...ParamValueFields\n    }\n  }\n}": types.ParamsAdminDocument,
    "query ParamsWorkspaces {\n  businessUnits {\n    id\n    name\n    keySlug\n    parentId\n  }\n}": types.ParamsWorkspacesDocument,
    "mutation UpdateExchangeRate($id: Int!, $input: UpdateExchangeRateInput!) {\n  updateExchangeRate(id: $id, input: $input) {\n    ...ExchangeRateFields\n  }\n}": types.UpdateExchangeRateDocument,
    "mutation UpdateLabel($id: Int!, $input: UpdateLabelInput!) {\n  updateLabel(id: $id, input: $input) {\n    ...LabelFields\n  }\n}": types.UpdateLabelDocument,
    "mutation UpdateParamValue($id: Int!, $input: UpdateParamValueInput!) {\n  updateParamValue(id: $id, input: $input) {\n    ...ParamValueFields\n  }\n}": types.UpdateParamValueDocument,
    "query QuoteCostSheet($dealId: Int!) {\n  costSheet(dealId: $dealId) {\n    dealId\n    saved\n    version\n    chargeableWeightKg\n    header {\n      gsRate\n      pesoKg\n      allInEnabled\n      allInServiceName\n    }\n    ventaRows {\n      id\n      concepto\n      total\n      usdXKg\n      lockPerKg\n      ventaInt\n      iva\n    }\n    locCliRows {\n      id\n      concepto\n      gs\n      iva\n    }\n    segVentaRows {\n      id\n      concepto\n      usd\n      iva\n    }\n  }\n}": types.QuoteCostSheetDocument,
    "query QuoteParamOptions {\n  params(\n    keys: [\"quote_validez\", \"quote_condicion_venta\", \"quote_plazo_credito\", \"quote_forma_pago\", \"quote_incluye\", \"quote_no_incluye\"]\n  ) {\n    key\n    values {\n      id\n      value\n      ord\n      active\n    }\n  }\n}": types.QuoteParamOptionsDocument,
    "query QuoteScreen($dealId: Int!) {\n  deal(id: $dealId) {\n    id\n    reference\n    businessUnitId\n    title\n    orgName\n    contactName\n    customFields {\n      id\n      key\n      value\n    }\n  }\n  dealQuotes(dealId: $dealId) {\n    ...QuoteVersionFields\n  }\n}": types.QuoteScreenDocument,
    "fragment QuoteVersionFields on QuoteVersion {\n  id\n  dealId\n  versionNo\n  createdAt\n  createdByName\n  totalUsd\n  pdfUrl\n  fileName\n  quote {\n    cliente\n    contacto\n    fecha\n    referencia\n    incoterms\n    tipoOperacion\n    tipoTransporte\n    tipoEnvio\n    paisOrigen\n    paisDestino\n    ciudadOrigen\n    ciudadDestino\n    aeropuertoOrigen\n    aeropuertoDestino\n    volumenM3\n    pesoBrutoKg\n    mercaderia\n    seguroTipo\n    seguroMontoUsd\n    aseguradora\n    items {\n      cantidad\n      servicio\n      observacion\n      moneda\n      precio\n      impuesto\n      total\n    }\n    observaciones\n    validezOferta\n    condicionVenta\n    plazoCredito\n    formaPago\n    queIncluye\n    queNoIncluye\n  }\n}": types.QuoteVersionFieldsFragmentDoc,
    "mutation SaveDealQuote($dealId: Int!, $input: QuoteInput!) {\n  saveDealQuote(dealId: $dealId, input: $input) {\n    ...QuoteVersionFields\n  }\n}": types.SaveDealQuoteDocument,
    "query GlobalSearch($q: String!) {\n  search(q: $q) {\n    deals {\n      id\n      title\n      reference\n    }\n    organizations {\n      id\n      name\n    }\n    contacts {\n      id\n      name\n      email\n      phone\n    }\n  }\n}": types.GlobalSearchDocument,
    "query InTransit($etaFrom: String, $etaTo: String) {\n  inTransit(etaFrom: $etaFrom, etaTo: $etaTo) {\n    dealId\n    reference\n    title\n    mode\n    etd\n    eta\n    milestones {\n      code\n      label\n      planned\n      actual\n    }\n  }\n}\n\nquery LateMilestones($today: String!) {\n  lateMilestones(today: $today) {\n    dealId\n    reference\n    title\n    code\n    label\n    planned\n  }\n}": types.InTransitDocument,
    "mutation CreateStage($input: CreateStageInput!) {\n  createStage(input: $input) {\n    ...EditorStageFields\n  }\n}": types.CreateStageDocument,
    "mutation DeleteStage($id: Int!, $targetStageId: Int) {\n  deleteStage(id: $id, targetStageId: $targetStageId) {\n    deletedStageId\n    movedDealCount\n    stages {\n      ...EditorStageFields\n    }\n  }\n}": types.DeleteStageDocument,
    "fragment EditorStageFields on Stage {\n  id\n  name\n  orderIndex\n  pipelineId\n  stuckDays\n}": types.EditorStageFieldsFragmentDoc,
    "query StageEditorPipelines {\n  pipelines {\n    id\n    name\n    stages {\n      ...EditorStageFields\n    }\n  }\n}": types.StageEditorPipelinesDocument,
    "mutation UpdateStage($id: Int!, $input: UpdateStageInput!) {\n  updateStage(id: $id, input: $input) {\n    ...EditorStageFields\n  }\n}": types.UpdateStageDocument,
    "query OutcomeStats($days: Int!) {\n  outcomeStats(days: $days) {\n    days\n    won\n    lost\n    winRate\n    lostReasons {\n      ...ReasonCountFields\n    }\n    byAdvisor {\n      ...OutcomeGroupFields\n    }\n    byMode {\n      ...OutcomeGroupFields\n    }\n    byLane {\n      ...OutcomeGroupFields\n    }\n  }\n}\n\nfragment OutcomeGroupFields on OutcomeGroup {\n  key\n  won\n  lost\n  winRate\n  lostReasons {\n    ...ReasonCountFields\n  }\n}\n\nfragment ReasonCountFields on ReasonCount {\n  reason\n  count\n}": types.OutcomeStatsDocument,
    "query StatsSummary($days: Int!) {\n  statsSummary(days: $days) {\n    days\n    totalUsers\n    activeUsers\n    previousActiveUsers\n    activeUsersChange\n    inactiveUsers\n    mostActive {\n      userId\n      name\n      initials\n      actions\n      finished\n    }\n    topOrganizations {\n      name\n      operations\n    }\n    rows {\n      userId\n      name\n      actions\n      finished\n      operations\n    }\n  }\n}": types.StatsSummaryDocument,
    "fragment AdminUserFields on User {\n  id\n  name\n  email\n  role\n  isActive\n}": types.AdminUserFieldsFragmentDoc,
    "mutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...AdminUserFields\n  }\n}": types.CreateUserDocument,
    "query MailStatus {\n  mailStatus {\n    smtpConfigured\n  }\n}": types.MailStatusDocument,
    "mutation SetUserPassword($id: Int!, $newPassword: String!) {\n  setUserPassword(id: $id, newPassword: $newPassword) {\n    ok\n    token\n  }\n}": types.SetUserPasswordDocument,
    "mutation UpdateUser($id: Int!, $input: UpdateUserInput!) {\n  updateUser(id: $id, input: $input) {\n    ...AdminUserFields\n  }\n}": types.UpdateUserDocument,
    "query UsersAdmin {\n  users {\n    ...AdminUserFields\n  }\n}": types.UsersAdminDocument,
    "mutation CreateWebhook($input: CreateWebhookInput!) {\n  createWebhook(input: $input) {\n    secret\n    webhook {\n      ...WebhookFields\n    }\n  }\n}": types.CreateWebhookDocument,
    "mutation DeleteWebhook($id: Int!) {\n  deleteWebhook(id: $id)\n}": types.DeleteWebhookDocument,
    "mutation RedeliverWebhookDelivery($id: Int!) {\n  redeliverWebhookDelivery(id: $id) {\n    ...WebhookDeliveryFields\n  }\n}": types.RedeliverWebhookDeliveryDocument,
    "mutation UpdateWebhook($id: Int!, $input: UpdateWebhookInput!) {\n  updateWebhook(id: $id, input: $input) {\n    secret\n    webhook {\n      ...WebhookFields\n    }\n  }\n}": types.UpdateWebhookDocument,
    "query WebhookDeliveries($webhookId: Int!, $page: WebhookDeliveriesPage) {\n  webhookDeliveries(webhookId: $webhookId, page: $page) {\n    totalCount\n    items {\n      ...WebhookDeliveryFields\n    }\n  }\n}": types.WebhookDeliveriesDocument,
    "fragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  webhookId\n  event\n  status\n  attempts\n  lastStatusCode\n  lastError\n  lastAttemptAt\n  nextAttemptAt\n  deliveredAt\n  createdAt\n}": types.WebhookDeliveryFieldsFragmentDoc,
    "fragment WebhookFields on Webhook {\n  id\n  url\n  description\n  events\n  active\n  secretHint\n  createdByName\n  createdAt\n  pendingCount\n  failedCount\n}": types.WebhookFieldsFragmentDoc,
    "query Webhooks {\n  webhooks {\n    ...WebhookFields\n  }\n}": types.WebhooksDocument,
    "subscription Presence($dealId: Int!) {\n  presence(dealId: $dealId) {\n    dealId\n    viewers {\n      userId\n      name\n    }\n  }\n}": types.PresenceDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ActivityFields on Activity {\n  id\n  type\n  subject\n  notes\n  dueDate\n  done\n  doneAt\n  doneByName\n  createdAt\n  createdByName\n}"): (typeof documents)["fragment ActivityFields on Activity {\n  id\n  type\n  subject\n  notes\n  dueDate\n  done\n  doneAt\n  doneByName\n  createdAt\n  createdByName\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateActivity($id: Int!, $input: UpdateActivityInput!) {\n  updateActivity(id: $id, input: $input) {\n    ...ActivityFields\n  }\n}\n\nmutation DeleteActivity($id: Int!) {\n  deleteActivity(id: $id)\n}\n\nmutation RestoreActivity($id: Int!) {\n  restoreActivity(id: $id) {\n    ...ActivityFields\n  }\n}"): (typeof documents)["mutation UpdateActivity($id: Int!, $input: UpdateActivityInput!) {\n  updateActivity(id: $id, input: $input) {\n    ...ActivityFields\n  }\n}\n\nmutation DeleteActivity($id: Int!) {\n  deleteActivity(id: $id)\n}\n\nmutation RestoreActivity($id: Int!) {\n  restoreActivity(id: $id) {\n    ...ActivityFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateActivity($input: CreateActivityInput!) {\n  createActivity(input: $input) {\n    ...ActivityFields\n  }\n}"): (typeof documents)["mutation CreateActivity($input: CreateActivityInput!) {\n  createActivity(input: $input) {\n    ...ActivityFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordActivities($filter: ActivityFilter!, $first: Int, $after: String) {\n  activities(filter: $filter, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...ActivityFields\n      }\n    }\n  }\n}"): (typeof documents)["query RecordActivities($filter: ActivityFilter!, $first: Int, $after: String) {\n  activities(filter: $filter, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...ActivityFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AgendaTaskFields on AgendaTask {\n  id\n  subject\n  dueAt\n  remindMinutes\n  done\n  dealId\n  dealReference\n  dealTitle\n  orgId\n  orgName\n  contactId\n  contactName\n}"): (typeof documents)["fragment AgendaTaskFields on AgendaTask {\n  id\n  subject\n  dueAt\n  remindMinutes\n  done\n  dealId\n  dealReference\n  dealTitle\n  orgId\n  orgName\n  contactId\n  contactName\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CompleteTask($id: Int!) {\n  completeTask(id: $id) {\n    ...AgendaTaskFields\n  }\n}"): (typeof documents)["mutation CompleteTask($id: Int!) {\n  completeTask(id: $id) {\n    ...AgendaTaskFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DealNextStep($id: Int!) {\n  deal(id: $id) {\n    id\n    status\n    nextActivity {\n      ...AgendaTaskFields\n    }\n  }\n}"): (typeof documents)["query DealNextStep($id: Int!) {\n  deal(id: $id) {\n    id\n    status\n    nextActivity {\n      ...AgendaTaskFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyAgenda {\n  myAgenda {\n    overdue {\n      ...AgendaTaskFields\n    }\n    today {\n      ...AgendaTaskFields\n    }\n    upcoming {\n      ...AgendaTaskFields\n    }\n  }\n}"): (typeof documents)["query MyAgenda {\n  myAgenda {\n    overdue {\n      ...AgendaTaskFields\n    }\n    today {\n      ...AgendaTaskFields\n    }\n    upcoming {\n      ...AgendaTaskFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RescheduleTask($id: Int!, $input: RescheduleTaskInput!) {\n  rescheduleTask(id: $id, input: $input) {\n    ...AgendaTaskFields\n  }\n}"): (typeof documents)["mutation RescheduleTask($id: Int!, $input: RescheduleTaskInput!) {\n  rescheduleTask(id: $id, input: $input) {\n    ...AgendaTaskFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  prefix\n  role\n  createdById\n  createdByName\n  createdAt\n  expiresAt\n  lastUsedAt\n  revokedAt\n}"): (typeof documents)["fragment ApiKeyFields on ApiKey {\n  id\n  name\n  prefix\n  role\n  createdById\n  createdByName\n  createdAt\n  expiresAt\n  lastUsedAt\n  revokedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}"): (typeof documents)["query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    secret\n    key {\n      ...ApiKeyFields\n    }\n  }\n}"): (typeof documents)["mutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    secret\n    key {\n      ...ApiKeyFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeApiKey($id: Int!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyFields\n  }\n}"): (typeof documents)["mutation RevokeApiKey($id: Int!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input)\n}"): (typeof documents)["mutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LogoutEverywhere {\n  logoutEverywhere\n}"): (typeof documents)["mutation LogoutEverywhere {\n  logoutEverywhere\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}"): (typeof documents)["query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PasswordLink($token: String!) {\n  passwordLink(token: $token) {\n    email\n    name\n    kind\n  }\n}"): (typeof documents)["query PasswordLink($token: String!) {\n  passwordLink(token: $token) {\n    email\n    name\n    kind\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPasswordWithToken($input: SetPasswordWithTokenInput!) {\n  setPasswordWithToken(input: $input)\n}"): (typeof documents)["mutation SetPasswordWithToken($input: SetPasswordWithTokenInput!) {\n  setPasswordWithToken(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CatalogItemFields on CatalogItem {\n  id\n  type\n  sku\n  name\n  unit\n  currency\n  price\n  taxRate\n  modes\n  active\n}"): (typeof documents)["fragment CatalogItemFields on CatalogItem {\n  id\n  type\n  sku\n  name\n  unit\n  currency\n  price\n  taxRate\n  modes\n  active\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogItems($filter: CatalogItemFilter) {\n  catalogItems(filter: $filter) {\n    ...CatalogItemFields\n  }\n}"): (typeof documents)["query CatalogItems($filter: CatalogItemFilter) {\n  catalogItems(filter: $filter) {\n    ...CatalogItemFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCatalogItem($input: CreateCatalogItemInput!) {\n  createCatalogItem(input: $input) {\n    ...CatalogItemFields\n  }\n}"): (typeof documents)["mutation CreateCatalogItem($input: CreateCatalogItemInput!) {\n  createCatalogItem(input: $input) {\n    ...CatalogItemFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteCatalogItem($id: Int!) {\n  deleteCatalogItem(id: $id)\n}"): (typeof documents)["mutation DeleteCatalogItem($id: Int!) {\n  deleteCatalogItem(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCatalogItem($id: Int!, $input: UpdateCatalogItemInput!) {\n  updateCatalogItem(id: $id, input: $input) {\n    ...CatalogItemFields\n  }\n}"): (typeof documents)["mutation UpdateCatalogItem($id: Int!, $input: UpdateCatalogItemInput!) {\n  updateCatalogItem(id: $id, input: $input) {\n    ...CatalogItemFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ChecklistTemplateFields on ChecklistTemplate {\n  mode\n  operationType\n  isDefault\n  items {\n    docType\n    label\n    required\n    dueDays\n  }\n}\n\nquery ChecklistTemplates {\n  checklistTemplates {\n    ...ChecklistTemplateFields\n  }\n  documentTypes {\n    key\n    label\n  }\n}\n\nmutation SetChecklistTemplate($input: SetChecklistTemplateInput!) {\n  setChecklistTemplate(input: $input) {\n    ...ChecklistTemplateFields\n  }\n}"): (typeof documents)["fragment ChecklistTemplateFields on ChecklistTemplate {\n  mode\n  operationType\n  isDefault\n  items {\n    docType\n    label\n    required\n    dueDays\n  }\n}\n\nquery ChecklistTemplates {\n  checklistTemplates {\n    ...ChecklistTemplateFields\n  }\n  documentTypes {\n    key\n    label\n  }\n}\n\nmutation SetChecklistTemplate($input: SetChecklistTemplateInput!) {\n  setChecklistTemplate(input: $input) {\n    ...ChecklistTemplateFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContactDetail($id: Int!) {\n  contact(id: $id) {\n    ...ContactDetailFields\n  }\n}"): (typeof documents)["query ContactDetail($id: Int!) {\n  contact(id: $id) {\n    ...ContactDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ContactDetailFields on Contact {\n  ...ContactRowFields\n  notes\n  ownerUserId\n  visibility\n  owner {\n    id\n    name\n  }\n}"): (typeof documents)["fragment ContactDetailFields on Contact {\n  ...ContactRowFields\n  notes\n  ownerUserId\n  visibility\n  owner {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContactLabels {\n  contactLabels\n}"): (typeof documents)["query ContactLabels {\n  contactLabels\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ContactRowFields on Contact {\n  id\n  name\n  email\n  phone\n  title\n  orgId\n  orgName\n  label\n  createdAt\n}"): (typeof documents)["fragment ContactRowFields on Contact {\n  id\n  name\n  email\n  phone\n  title\n  orgId\n  orgName\n  label\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContactsList($filter: ContactFilter, $first: Int, $after: String, $orderBy: ContactOrder, $offset: Int) {\n  contacts(\n    filter: $filter\n    first: $first\n    after: $after\n    orderBy: $orderBy\n    offset: $offset\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...ContactRowFields\n      }\n    }\n  }\n}"): (typeof documents)["query ContactsList($filter: ContactFilter, $first: Int, $after: String, $orderBy: ContactOrder, $offset: Int) {\n  contacts(\n    filter: $filter\n    first: $first\n    after: $after\n    orderBy: $orderBy\n    offset: $offset\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...ContactRowFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateContact($input: CreateContactInput!) {\n  createContact(input: $input) {\n    deduped\n    contact {\n      ...ContactDetailFields\n    }\n  }\n}"): (typeof documents)["mutation CreateContact($input: CreateContactInput!) {\n  createContact(input: $input) {\n    deduped\n    contact {\n      ...ContactDetailFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateContact($id: Int!, $input: UpdateContactInput!) {\n  updateContact(id: $id, input: $input) {\n    ...ContactDetailFields\n  }\n}"): (typeof documents)["mutation UpdateContact($id: Int!, $input: UpdateContactInput!) {\n  updateContact(id: $id, input: $input) {\n    ...ContactDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LockBudget($orgId: Int!, $dealId: Int) {\n  lockBudget(orgId: $orgId, dealId: $dealId) {\n    id\n    budgetStatus\n    budgetProfitValue\n  }\n}\n\nmutation ConfirmBudget($orgId: Int!, $dealId: Int) {\n  confirmBudget(orgId: $orgId, dealId: $dealId) {\n    id\n    budgetStatus\n    budgetProfitValue\n  }\n}\n\nmutation ReopenBudget($orgId: Int!, $dealId: Int) {\n  reopenBudget(orgId: $orgId, dealId: $dealId) {\n    id\n    budgetStatus\n    budgetProfitValue\n  }\n}"): (typeof documents)["mutation LockBudget($orgId: Int!, $dealId: Int) {\n  lockBudget(orgId: $orgId, dealId: $dealId) {\n    id\n    budgetStatus\n    budgetProfitValue\n  }\n}\n\nmutation ConfirmBudget($orgId: Int!, $dealId: Int) {\n  confirmBudget(orgId: $orgId, dealId: $dealId) {\n    id\n    budgetStatus\n    budgetProfitValue\n  }\n}\n\nmutation ReopenBudget($orgId: Int!, $dealId: Int) {\n  reopenBudget(orgId: $orgId, dealId: $dealId) {\n    id\n    budgetStatus\n    budgetProfitValue\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CostSheet($dealId: Int!) {\n  costSheet(dealId: $dealId) {\n    ...CostSheetFields\n  }\n  deal(id: $dealId) {\n    id\n    reference\n    title\n    orgName\n    contactName\n    contactPhone\n    orgPhone\n    measures {\n      chargeableKg\n      factorLabel\n      volumetricKg\n      divisor\n    }\n    customFields {\n      id\n      key\n      value\n    }\n  }\n}"): (typeof documents)["query CostSheet($dealId: Int!) {\n  costSheet(dealId: $dealId) {\n    ...CostSheetFields\n  }\n  deal(id: $dealId) {\n    id\n    reference\n    title\n    orgName\n    contactName\n    contactPhone\n    orgPhone\n    measures {\n      chargeableKg\n      factorLabel\n      volumetricKg\n      divisor\n    }\n    customFields {\n      id\n      key\n      value\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CostSheetFields on CostSheet {\n  dealId\n  saved\n  version\n  updatedAt\n  updatedByName\n  budgetStatus\n  orgId\n  header {\n    modo\n    clase\n    pesoKg\n    awb\n    hbl\n    mercaderia\n    gsRate\n    gsRateDate\n    allInEnabled\n    allInServiceName\n  }\n  gsRateFrozen\n  compraRows {\n    id\n    concepto\n    usdXKg\n    total\n    lockPerKg\n    sourceId\n  }\n  ventaRows {\n    id\n    concepto\n    usdXKg\n    total\n    lockPerKg\n    sourceId\n    ventaInt\n    iva\n  }\n  locRows {\n    id\n    concepto\n    gs\n    sourceId\n  }\n  locCliRows {\n    id\n    concepto\n    gs\n    sourceId\n    iva\n  }\n  segCostoRows {\n    id\n    concepto\n    usd\n    sourceId\n  }\n  segVentaRows {\n    id\n    concepto\n    usd\n    sourceId\n    iva\n  }\n  totals {\n    totalCostos\n    totalVentas\n    profitGeneral\n  }\n  ivaSplit {\n    exentas\n    gravadas5\n    gravadas10\n    iva5\n    iva10\n    iva\n    total\n  }\n  ivaDefaults {\n    freight\n    local\n    insurance\n  }\n}"): (typeof documents)["fragment CostSheetFields on CostSheet {\n  dealId\n  saved\n  version\n  updatedAt\n  updatedByName\n  budgetStatus\n  orgId\n  header {\n    modo\n    clase\n    pesoKg\n    awb\n    hbl\n    mercaderia\n    gsRate\n    gsRateDate\n    allInEnabled\n    allInServiceName\n  }\n  gsRateFrozen\n  compraRows {\n    id\n    concepto\n    usdXKg\n    total\n    lockPerKg\n    sourceId\n  }\n  ventaRows {\n    id\n    concepto\n    usdXKg\n    total\n    lockPerKg\n    sourceId\n    ventaInt\n    iva\n  }\n  locRows {\n    id\n    concepto\n    gs\n    sourceId\n  }\n  locCliRows {\n    id\n    concepto\n    gs\n    sourceId\n    iva\n  }\n  segCostoRows {\n    id\n    concepto\n    usd\n    sourceId\n  }\n  segVentaRows {\n    id\n    concepto\n    usd\n    sourceId\n    iva\n  }\n  totals {\n    totalCostos\n    totalVentas\n    profitGeneral\n  }\n  ivaSplit {\n    exentas\n    gravadas5\n    gravadas10\n    iva5\n    iva10\n    iva\n    total\n  }\n  ivaDefaults {\n    freight\n    local\n    insurance\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription CostSheetChanged($dealId: Int!) {\n  costSheetChanged(dealId: $dealId) {\n    dealId\n    version\n    byUserId\n    byUserName\n    status {\n      dealId\n      orgId\n      budgetStatus\n      version\n      updatedAt\n      updatedByName\n    }\n  }\n}\n\nsubscription BudgetChanged($orgId: Int!) {\n  budgetChanged(orgId: $orgId) {\n    orgId\n    action\n    budgetStatus\n    budgetProfitValue\n    dealId\n    dealBudgetStatus\n    byUserId\n    byUserName\n  }\n}"): (typeof documents)["subscription CostSheetChanged($dealId: Int!) {\n  costSheetChanged(dealId: $dealId) {\n    dealId\n    version\n    byUserId\n    byUserName\n    status {\n      dealId\n      orgId\n      budgetStatus\n      version\n      updatedAt\n      updatedByName\n    }\n  }\n}\n\nsubscription BudgetChanged($orgId: Int!) {\n  budgetChanged(orgId: $orgId) {\n    orgId\n    action\n    budgetStatus\n    budgetProfitValue\n    dealId\n    dealBudgetStatus\n    byUserId\n    byUserName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CostSheetStatus($dealId: Int!) {\n  costSheetStatus(dealId: $dealId) {\n    dealId\n    orgId\n    budgetStatus\n    version\n    updatedAt\n    updatedByName\n  }\n}"): (typeof documents)["query CostSheetStatus($dealId: Int!) {\n  costSheetStatus(dealId: $dealId) {\n    dealId\n    orgId\n    budgetStatus\n    version\n    updatedAt\n    updatedByName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RevisionFields on CostSheetRevision {\n  id\n  dealId\n  number\n  name\n  label\n  reason\n  status\n  current\n  budgetLocked\n  totals {\n    totalCostos\n    totalVentas\n    profitGeneral\n  }\n  confirmedProfit\n  createdByName\n  createdAt\n  confirmedAt\n  confirmedByName\n}\n\nquery CostSheetRevisions($dealId: Int!) {\n  costSheetRevisions(dealId: $dealId) {\n    ...RevisionFields\n  }\n}\n\nmutation CreateCostSheetRevision($dealId: Int!, $input: NewRevisionInput!) {\n  createCostSheetRevision(dealId: $dealId, input: $input) {\n    ...RevisionFields\n  }\n}\n\nquery CostSheetRevisionSheet($dealId: Int!, $revisionId: Int!) {\n  costSheetRevisionSheet(dealId: $dealId, revisionId: $revisionId) {\n    ...CostSheetFields\n  }\n}\n\nquery CompareCostSheetRevisions($dealId: Int!, $before: Int!, $after: Int!) {\n  compareCostSheetRevisions(dealId: $dealId, before: $before, after: $after) {\n    before {\n      id\n      label\n    }\n    after {\n      id\n      label\n    }\n    rows {\n      table\n      rowId\n      concepto\n      kind\n      changes {\n        field\n        before\n        after\n      }\n    }\n    header {\n      field\n      before\n      after\n    }\n    totals {\n      key\n      before\n      after\n      delta\n    }\n  }\n}"): (typeof documents)["fragment RevisionFields on CostSheetRevision {\n  id\n  dealId\n  number\n  name\n  label\n  reason\n  status\n  current\n  budgetLocked\n  totals {\n    totalCostos\n    totalVentas\n    profitGeneral\n  }\n  confirmedProfit\n  createdByName\n  createdAt\n  confirmedAt\n  confirmedByName\n}\n\nquery CostSheetRevisions($dealId: Int!) {\n  costSheetRevisions(dealId: $dealId) {\n    ...RevisionFields\n  }\n}\n\nmutation CreateCostSheetRevision($dealId: Int!, $input: NewRevisionInput!) {\n  createCostSheetRevision(dealId: $dealId, input: $input) {\n    ...RevisionFields\n  }\n}\n\nquery CostSheetRevisionSheet($dealId: Int!, $revisionId: Int!) {\n  costSheetRevisionSheet(dealId: $dealId, revisionId: $revisionId) {\n    ...CostSheetFields\n  }\n}\n\nquery CompareCostSheetRevisions($dealId: Int!, $before: Int!, $after: Int!) {\n  compareCostSheetRevisions(dealId: $dealId, before: $before, after: $after) {\n    before {\n      id\n      label\n    }\n    after {\n      id\n      label\n    }\n    rows {\n      table\n      rowId\n      concepto\n      kind\n      changes {\n        field\n        before\n        after\n      }\n    }\n    header {\n      field\n      before\n      after\n    }\n    totals {\n      key\n      before\n      after\n      delta\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveCostSheet($dealId: Int!, $version: Int!, $input: CostSheetInput!) {\n  saveCostSheet(dealId: $dealId, version: $version, input: $input) {\n    ...CostSheetFields\n  }\n}"): (typeof documents)["mutation SaveCostSheet($dealId: Int!, $version: Int!, $input: CostSheetInput!) {\n  saveCostSheet(dealId: $dealId, version: $version, input: $input) {\n    ...CostSheetFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddRecordCustomField($owner: CustomFieldOwner!, $ownerId: Int!, $input: UpsertCustomFieldInput!) {\n  upsertCustomField(owner: $owner, ownerId: $ownerId, input: $input) {\n    id\n    key\n    label\n    type\n    value\n    ownerId\n  }\n}"): (typeof documents)["mutation AddRecordCustomField($owner: CustomFieldOwner!, $ownerId: Int!, $input: UpsertCustomFieldInput!) {\n  upsertCustomField(owner: $owner, ownerId: $ownerId, input: $input) {\n    id\n    key\n    label\n    type\n    value\n    ownerId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordCustomFields($owner: CustomFieldOwner!, $ownerId: Int!) {\n  customFields(owner: $owner, ownerId: $ownerId) {\n    id\n    key\n    label\n    type\n    value\n    ownerId\n  }\n}"): (typeof documents)["query RecordCustomFields($owner: CustomFieldOwner!, $ownerId: Int!) {\n  customFields(owner: $owner, ownerId: $ownerId) {\n    id\n    key\n    label\n    type\n    value\n    ownerId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateRecordCustomField($owner: CustomFieldOwner!, $ownerId: Int!, $fieldId: Int!, $value: String) {\n  updateCustomField(\n    owner: $owner\n    ownerId: $ownerId\n    fieldId: $fieldId\n    value: $value\n  ) {\n    id\n    key\n    label\n    type\n    value\n    ownerId\n  }\n}"): (typeof documents)["mutation UpdateRecordCustomField($owner: CustomFieldOwner!, $ownerId: Int!, $fieldId: Int!, $value: String) {\n  updateCustomField(\n    owner: $owner\n    ownerId: $ownerId\n    fieldId: $fieldId\n    value: $value\n  ) {\n    id\n    key\n    label\n    type\n    value\n    ownerId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DealRowFields on Deal {\n  id\n  reference\n  title\n  description\n  value\n  stageId\n  stageName\n  orgName\n  contactName\n  businessUnitId\n  businessUnitName\n  orgBudgetStatus\n  orgBudgetProfitValue\n  budgetStatus\n  budgetProfitValue\n  advisorUserId\n  advisorName\n  createdAt\n}"): (typeof documents)["fragment DealRowFields on Deal {\n  id\n  reference\n  title\n  description\n  value\n  stageId\n  stageName\n  orgName\n  contactName\n  businessUnitId\n  businessUnitName\n  orgBudgetStatus\n  orgBudgetProfitValue\n  budgetStatus\n  budgetProfitValue\n  advisorUserId\n  advisorName\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DealsTable($filter: DealFilter, $first: Int, $after: String, $orderBy: DealOrder, $offset: Int) {\n  deals(\n    filter: $filter\n    first: $first\n    after: $after\n    orderBy: $orderBy\n    offset: $offset\n  ) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      cursor\n      node {\n        ...DealRowFields\n      }\n    }\n  }\n}"): (typeof documents)["query DealsTable($filter: DealFilter, $first: Int, $after: String, $orderBy: DealOrder, $offset: Int) {\n  deals(\n    filter: $filter\n    first: $first\n    after: $after\n    orderBy: $orderBy\n    offset: $offset\n  ) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      cursor\n      node {\n        ...DealRowFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TableAdvisors {\n  users {\n    id\n    name\n  }\n}"): (typeof documents)["query TableAdvisors {\n  users {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TableBusinessUnits {\n  businessUnits {\n    id\n    name\n    keySlug\n    parentId\n  }\n}"): (typeof documents)["query TableBusinessUnits {\n  businessUnits {\n    id\n    name\n    keySlug\n    parentId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateDeal($input: CreateDealInput!) {\n  createDeal(input: $input) {\n    id\n    reference\n    title\n    stageId\n    pipelineId\n  }\n}"): (typeof documents)["mutation CreateDeal($input: CreateDealInput!) {\n  createDeal(input: $input) {\n    id\n    reference\n    title\n    stageId\n    pipelineId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateOperation($input: CreateDealInput!) {\n  createDeal(input: $input) {\n    id\n    reference\n    title\n    stageId\n    pipelineId\n    version\n  }\n}"): (typeof documents)["mutation CreateOperation($input: CreateDealInput!) {\n  createDeal(input: $input) {\n    id\n    reference\n    title\n    stageId\n    pipelineId\n    version\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DealFormOptions {\n  pipelines {\n    id\n    name\n    stages {\n      id\n      name\n      orderIndex\n      pipelineId\n    }\n  }\n}"): (typeof documents)["query DealFormOptions {\n  pipelines {\n    id\n    name\n    stages {\n      id\n      name\n      orderIndex\n      pipelineId\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NextDealReference {\n  nextDealReference {\n    preview\n  }\n}"): (typeof documents)["query NextDealReference {\n  nextDealReference {\n    preview\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchDealOrganizations($q: String!) {\n  organizations(filter: {q: $q}, first: 10) {\n    edges {\n      node {\n        id\n        name\n        razonSocial\n      }\n    }\n  }\n}"): (typeof documents)["query SearchDealOrganizations($q: String!) {\n  organizations(filter: {q: $q}, first: 10) {\n    edges {\n      node {\n        id\n        name\n        razonSocial\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BusinessUnitLetterhead($businessUnitId: Int!) {\n  businessUnitLetterhead(businessUnitId: $businessUnitId) {\n    logo\n    issuerName\n    ruc\n    address\n    phone\n    lines\n  }\n}"): (typeof documents)["query BusinessUnitLetterhead($businessUnitId: Int!) {\n  businessUnitLetterhead(businessUnitId: $businessUnitId) {\n    logo\n    issuerName\n    ruc\n    address\n    phone\n    lines\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FiscalBusinessUnits {\n  businessUnits {\n    id\n    name\n    keySlug\n  }\n}"): (typeof documents)["query FiscalBusinessUnits {\n  businessUnits {\n    id\n    name\n    keySlug\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FiscalSettingsFields on FiscalSettings {\n  businessUnitId\n  businessUnitName\n  issuerName\n  ruc\n  address\n  phone\n  activities\n  letterheadLines\n  logo\n  version\n  points {\n    documentType\n    timbrado\n    validFrom\n    validTo\n    establishment\n    point\n    nextNumber\n    taken\n    problems\n  }\n}"): (typeof documents)["fragment FiscalSettingsFields on FiscalSettings {\n  businessUnitId\n  businessUnitName\n  issuerName\n  ruc\n  address\n  phone\n  activities\n  letterheadLines\n  logo\n  version\n  points {\n    documentType\n    timbrado\n    validFrom\n    validTo\n    establishment\n    point\n    nextNumber\n    taken\n    problems\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FiscalSettingsScreen($businessUnitId: Int!) {\n  fiscalSettings(businessUnitId: $businessUnitId) {\n    ...FiscalSettingsFields\n  }\n}"): (typeof documents)["query FiscalSettingsScreen($businessUnitId: Int!) {\n  fiscalSettings(businessUnitId: $businessUnitId) {\n    ...FiscalSettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateFiscalSettings($businessUnitId: Int!, $input: UpdateFiscalSettingsInput!) {\n  updateFiscalSettings(businessUnitId: $businessUnitId, input: $input) {\n    ...FiscalSettingsFields\n  }\n}"): (typeof documents)["mutation UpdateFiscalSettings($businessUnitId: Int!, $input: UpdateFiscalSettingsInput!) {\n  updateFiscalSettings(businessUnitId: $businessUnitId, input: $input) {\n    ...FiscalSettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddFollowupNote($input: AddFollowupNoteInput!) {\n  addFollowupNote(input: $input) {\n    id\n    source\n    content\n  }\n}"): (typeof documents)["mutation AddFollowupNote($input: AddFollowupNoteInput!) {\n  addFollowupNote(input: $input) {\n    id\n    source\n    content\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FollowupCallFields on FollowupCall {\n  id\n  source\n  userId\n  userName\n  orgId\n  orgName\n  contactId\n  contactName\n  dealId\n  dealReference\n  subject\n  notes\n  happenedAt\n  durationMin\n  outcome\n  nextActivityId\n  invalidatedAt\n  invalidatedReason\n}"): (typeof documents)["fragment FollowupCallFields on FollowupCall {\n  id\n  source\n  userId\n  userName\n  orgId\n  orgName\n  contactId\n  contactName\n  dealId\n  dealReference\n  subject\n  notes\n  happenedAt\n  durationMin\n  outcome\n  nextActivityId\n  invalidatedAt\n  invalidatedReason\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowupCalls($userId: Int, $q: String, $first: Int, $offset: Int) {\n  followupCalls(userId: $userId, q: $q, first: $first, offset: $offset) {\n    ...FollowupCallFields\n  }\n}"): (typeof documents)["query FollowupCalls($userId: Int, $q: String, $first: Int, $offset: Int) {\n  followupCalls(userId: $userId, q: $q, first: $first, offset: $offset) {\n    ...FollowupCallFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowupDashboard($userId: Int, $today: String) {\n  followupSummary(userId: $userId, today: $today) {\n    totalOrganizations\n    callsToday\n    contactedOrganizations\n    organizationsWithoutContact\n    notesTotal\n    series {\n      date\n      calls\n      notes\n    }\n  }\n}"): (typeof documents)["query FollowupDashboard($userId: Int, $today: String) {\n  followupSummary(userId: $userId, today: $today) {\n    totalOrganizations\n    callsToday\n    contactedOrganizations\n    organizationsWithoutContact\n    notesTotal\n    series {\n      date\n      calls\n      notes\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowupNotes($userId: Int, $q: String) {\n  followupNotes(userId: $userId, q: $q) {\n    id\n    source\n    userName\n    orgId\n    orgName\n    contactId\n    contactName\n    dealId\n    content\n    createdAt\n  }\n}"): (typeof documents)["query FollowupNotes($userId: Int, $q: String) {\n  followupNotes(userId: $userId, q: $q) {\n    id\n    source\n    userName\n    orgId\n    orgName\n    contactId\n    contactName\n    dealId\n    content\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowupOrgLinks($id: Int!) {\n  organization(id: $id) {\n    id\n    contacts {\n      id\n      name\n    }\n  }\n  deals(filter: {orgId: $id}, first: 50) {\n    edges {\n      node {\n        id\n        reference\n        title\n      }\n    }\n  }\n}"): (typeof documents)["query FollowupOrgLinks($id: Int!) {\n  organization(id: $id) {\n    id\n    contacts {\n      id\n      name\n    }\n  }\n  deals(filter: {orgId: $id}, first: 50) {\n    edges {\n      node {\n        id\n        reference\n        title\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowupUsers {\n  users {\n    id\n    name\n  }\n}"): (typeof documents)["query FollowupUsers {\n  users {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LogCall($input: LogCallInput!) {\n  logCall(input: $input) {\n    ...FollowupCallFields\n  }\n}"): (typeof documents)["mutation LogCall($input: LogCallInput!) {\n  logCall(input: $input) {\n    ...FollowupCallFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AuditEventFields on AuditEvent {\n  id\n  at\n  userName\n  action\n  actionLabel\n  entity\n  entityLabel\n  kind\n  summary\n  dealId\n  orgId\n  contactId\n  changes {\n    field\n    label\n    oldValue\n    newValue\n  }\n}"): (typeof documents)["fragment AuditEventFields on AuditEvent {\n  id\n  at\n  userName\n  action\n  actionLabel\n  entity\n  entityLabel\n  kind\n  summary\n  dealId\n  orgId\n  contactId\n  changes {\n    field\n    label\n    oldValue\n    newValue\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditEvents($filter: AuditEventFilterInput, $first: Int, $after: String) {\n  auditEvents(filter: $filter, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        userId\n        entityId\n        ...AuditEventFields\n      }\n    }\n  }\n}"): (typeof documents)["query AuditEvents($filter: AuditEventFilterInput, $first: Int, $after: String) {\n  auditEvents(filter: $filter, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        userId\n        entityId\n        ...AuditEventFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditLog($entity: AuditRecord!, $id: Int!, $first: Int, $after: String, $kind: AuditKind) {\n  auditLog(entity: $entity, id: $id, first: $first, after: $after, kind: $kind) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...AuditEventFields\n      }\n    }\n  }\n}"): (typeof documents)["query AuditLog($entity: AuditRecord!, $id: Int!, $first: Int, $after: String, $kind: AuditKind) {\n  auditLog(entity: $entity, id: $id, first: $first, after: $after, kind: $kind) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...AuditEventFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditUsers {\n  users {\n    id\n    name\n  }\n}"): (typeof documents)["query AuditUsers {\n  users {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DryRunImport($id: Int!, $mapping: [String]!) {\n  dryRunImport(id: $id, mapping: $mapping) {\n    ...ImportJobFields\n  }\n}"): (typeof documents)["mutation DryRunImport($id: Int!, $mapping: [String]!) {\n  dryRunImport(id: $id, mapping: $mapping) {\n    ...ImportJobFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ImportErrorsCsv($id: Int!) {\n  importJob(id: $id) {\n    id\n    errorsCsv\n  }\n}"): (typeof documents)["query ImportErrorsCsv($id: Int!) {\n  importJob(id: $id) {\n    id\n    errorsCsv\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ImportJob($id: Int!, $onlyErrors: Boolean!, $first: Int!) {\n  importJob(id: $id) {\n    ...ImportJobFields\n    rows(onlyErrors: $onlyErrors, first: $first) {\n      line\n      action\n      label\n      field\n      message\n    }\n    rowCount(onlyErrors: $onlyErrors)\n  }\n}"): (typeof documents)["query ImportJob($id: Int!, $onlyErrors: Boolean!, $first: Int!) {\n  importJob(id: $id) {\n    ...ImportJobFields\n    rows(onlyErrors: $onlyErrors, first: $first) {\n      line\n      action\n      label\n      field\n      message\n    }\n    rowCount(onlyErrors: $onlyErrors)\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ImportJobFields on ImportJob {\n  id\n  kind\n  status\n  filename\n  encoding\n  delimiter\n  headers\n  suggestedMapping\n  mapping\n  sample\n  totalRows\n  processedRows\n  createdCount\n  updatedCount\n  errorCount\n  failure\n  updatedAt\n}"): (typeof documents)["fragment ImportJobFields on ImportJob {\n  id\n  kind\n  status\n  filename\n  encoding\n  delimiter\n  headers\n  suggestedMapping\n  mapping\n  sample\n  totalRows\n  processedRows\n  createdCount\n  updatedCount\n  errorCount\n  failure\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RunImport($id: Int!) {\n  runImport(id: $id) {\n    ...ImportJobFields\n  }\n}"): (typeof documents)["mutation RunImport($id: Int!) {\n  runImport(id: $id) {\n    ...ImportJobFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StartImport($kind: ImportKind!, $file: Upload!) {\n  startImport(kind: $kind, file: $file) {\n    ...ImportJobFields\n  }\n}"): (typeof documents)["mutation StartImport($kind: ImportKind!, $file: Upload!) {\n  startImport(kind: $kind, file: $file) {\n    ...ImportJobFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InvoiceLineFields on InvoiceLine {\n  id\n  position\n  description\n  quantity\n  unitPrice\n  iva\n  amount\n  ivaAmount\n  exenta\n  gravada5\n  gravada10\n  sourceKey\n  fromPercentage\n  toPercentage\n}\n\nfragment CreditNoteFields on CreditNote {\n  id\n  invoiceId\n  invoiceNumber\n  number\n  status\n  currency\n  date\n  reason\n  timbrado\n  issuedAt\n  exentas\n  gravado5\n  gravado10\n  iva5\n  iva10\n  total\n  totalInWords\n  lines {\n    id\n    position\n    invoiceLineId\n    description\n    iva\n    amount\n    ivaAmount\n  }\n}\n\nfragment InvoiceRowFields on Invoice {\n  id\n  dealId\n  orgId\n  number\n  status\n  displayStatus\n  currency\n  percentage\n  date\n  dueDate\n  customerName\n  operationReference\n  total\n  credited\n  balance\n}\n\nfragment InvoiceFields on Invoice {\n  ...InvoiceRowFields\n  businessUnitId\n  source\n  revisionId\n  quoteVersionId\n  exchangeRate\n  condition\n  paymentTermDays\n  customerRuc\n  customerAddress\n  customerEmail\n  notes\n  timbrado\n  timbradoFrom\n  timbradoTo\n  issuedAt\n  cancelledAt\n  cancelReason\n  exentas\n  gravado5\n  gravado10\n  iva5\n  iva10\n  paid\n  totalInWords\n  lines {\n    ...InvoiceLineFields\n  }\n  creditNotes {\n    ...CreditNoteFields\n  }\n}"): (typeof documents)["fragment InvoiceLineFields on InvoiceLine {\n  id\n  position\n  description\n  quantity\n  unitPrice\n  iva\n  amount\n  ivaAmount\n  exenta\n  gravada5\n  gravada10\n  sourceKey\n  fromPercentage\n  toPercentage\n}\n\nfragment CreditNoteFields on CreditNote {\n  id\n  invoiceId\n  invoiceNumber\n  number\n  status\n  currency\n  date\n  reason\n  timbrado\n  issuedAt\n  exentas\n  gravado5\n  gravado10\n  iva5\n  iva10\n  total\n  totalInWords\n  lines {\n    id\n    position\n    invoiceLineId\n    description\n    iva\n    amount\n    ivaAmount\n  }\n}\n\nfragment InvoiceRowFields on Invoice {\n  id\n  dealId\n  orgId\n  number\n  status\n  displayStatus\n  currency\n  percentage\n  date\n  dueDate\n  customerName\n  operationReference\n  total\n  credited\n  balance\n}\n\nfragment InvoiceFields on Invoice {\n  ...InvoiceRowFields\n  businessUnitId\n  source\n  revisionId\n  quoteVersionId\n  exchangeRate\n  condition\n  paymentTermDays\n  customerRuc\n  customerAddress\n  customerEmail\n  notes\n  timbrado\n  timbradoFrom\n  timbradoTo\n  issuedAt\n  cancelledAt\n  cancelReason\n  exentas\n  gravado5\n  gravado10\n  iva5\n  iva10\n  paid\n  totalInWords\n  lines {\n    ...InvoiceLineFields\n  }\n  creditNotes {\n    ...CreditNoteFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvoiceList($filter: InvoiceFilter, $first: Int, $offset: Int) {\n  invoices(filter: $filter, first: $first, offset: $offset) {\n    totalCount\n    nodes {\n      ...InvoiceRowFields\n    }\n  }\n}"): (typeof documents)["query InvoiceList($filter: InvoiceFilter, $first: Int, $offset: Int) {\n  invoices(filter: $filter, first: $first, offset: $offset) {\n    totalCount\n    nodes {\n      ...InvoiceRowFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateInvoice($dealId: Int!, $input: CreateInvoiceInput!) {\n  createInvoice(dealId: $dealId, input: $input) {\n    ...InvoiceFields\n  }\n}\n\nmutation IssueInvoice($id: Int!) {\n  issueInvoice(id: $id) {\n    ...InvoiceFields\n  }\n}\n\nmutation CancelInvoice($id: Int!, $input: CancelInvoiceInput!) {\n  cancelInvoice(id: $id, input: $input) {\n    ...InvoiceFields\n  }\n}\n\nmutation DeleteInvoice($id: Int!) {\n  deleteInvoice(id: $id)\n}\n\nmutation CreateCreditNote($invoiceId: Int!, $input: CreateCreditNoteInput!) {\n  createCreditNote(invoiceId: $invoiceId, input: $input) {\n    ...CreditNoteFields\n  }\n}\n\nmutation IssueCreditNote($id: Int!) {\n  issueCreditNote(id: $id) {\n    ...CreditNoteFields\n  }\n}"): (typeof documents)["mutation CreateInvoice($dealId: Int!, $input: CreateInvoiceInput!) {\n  createInvoice(dealId: $dealId, input: $input) {\n    ...InvoiceFields\n  }\n}\n\nmutation IssueInvoice($id: Int!) {\n  issueInvoice(id: $id) {\n    ...InvoiceFields\n  }\n}\n\nmutation CancelInvoice($id: Int!, $input: CancelInvoiceInput!) {\n  cancelInvoice(id: $id, input: $input) {\n    ...InvoiceFields\n  }\n}\n\nmutation DeleteInvoice($id: Int!) {\n  deleteInvoice(id: $id)\n}\n\nmutation CreateCreditNote($invoiceId: Int!, $input: CreateCreditNoteInput!) {\n  createCreditNote(invoiceId: $invoiceId, input: $input) {\n    ...CreditNoteFields\n  }\n}\n\nmutation IssueCreditNote($id: Int!) {\n  issueCreditNote(id: $id) {\n    ...CreditNoteFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvoiceView($id: Int!) {\n  invoice(id: $id) {\n    ...InvoiceFields\n  }\n}"): (typeof documents)["query InvoiceView($id: Int!) {\n  invoice(id: $id) {\n    ...InvoiceFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NewInvoiceDeal($dealId: Int!) {\n  deal(id: $dealId) {\n    id\n    reference\n    title\n    orgName\n    organization {\n      id\n      name\n      razonSocial\n      ruc\n      address\n      email\n    }\n  }\n}\n\nquery InvoiceRateOn($date: String!) {\n  exchangeRateOn(date: $date, pair: \"USD/PYG\") {\n    id\n    date\n    rate\n  }\n}\n\nquery InvoiceDealSearch($q: String!) {\n  search(q: $q) {\n    deals {\n      id\n      title\n      reference\n    }\n  }\n}\n\nquery InvoiceOrgSearch($q: String!) {\n  search(q: $q) {\n    organizations {\n      id\n      name\n    }\n  }\n}"): (typeof documents)["query NewInvoiceDeal($dealId: Int!) {\n  deal(id: $dealId) {\n    id\n    reference\n    title\n    orgName\n    organization {\n      id\n      name\n      razonSocial\n      ruc\n      address\n      email\n    }\n  }\n}\n\nquery InvoiceRateOn($date: String!) {\n  exchangeRateOn(date: $date, pair: \"USD/PYG\") {\n    id\n    date\n    rate\n  }\n}\n\nquery InvoiceDealSearch($q: String!) {\n  search(q: $q) {\n    deals {\n      id\n      title\n      reference\n    }\n  }\n}\n\nquery InvoiceOrgSearch($q: String!) {\n  search(q: $q) {\n    organizations {\n      id\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperationBilling($dealId: Int!) {\n  invoiceBilling(dealId: $dealId) {\n    dealId\n    revisionId\n    revisionLabel\n    revisionStatus\n    billedPercentage\n    proposedPercentage\n    lines {\n      key\n      description\n      iva\n      amount\n      billedPercentage\n    }\n  }\n  invoices(filter: {dealId: $dealId}, first: 100) {\n    totalCount\n    nodes {\n      ...InvoiceRowFields\n      creditNotes {\n        id\n        number\n        status\n        currency\n        date\n        total\n      }\n    }\n  }\n}"): (typeof documents)["query OperationBilling($dealId: Int!) {\n  invoiceBilling(dealId: $dealId) {\n    dealId\n    revisionId\n    revisionLabel\n    revisionStatus\n    billedPercentage\n    proposedPercentage\n    lines {\n      key\n      description\n      iva\n      amount\n      billedPercentage\n    }\n  }\n  invoices(filter: {dealId: $dealId}, first: 100) {\n    totalCount\n    nodes {\n      ...InvoiceRowFields\n      creditNotes {\n        id\n        number\n        status\n        currency\n        date\n        total\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription BoardChanged($pipelineId: Int!, $businessUnitId: Int) {\n  boardChanged(pipelineId: $pipelineId, businessUnitId: $businessUnitId) {\n    kind\n    dealId\n    fromStageId\n    toStageId\n    byUserId\n    byUserName\n    card {\n      ...DealCardFields\n    }\n    columns {\n      stageId\n      count\n      valueSum\n    }\n  }\n}"): (typeof documents)["subscription BoardChanged($pipelineId: Int!, $businessUnitId: Int) {\n  boardChanged(pipelineId: $pipelineId, businessUnitId: $businessUnitId) {\n    kind\n    dealId\n    fromStageId\n    toStageId\n    byUserId\n    byUserName\n    card {\n      ...DealCardFields\n    }\n    columns {\n      stageId\n      count\n      valueSum\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BoardColumnCards($pipelineId: Int!, $stageId: Int!, $businessUnitId: Int, $first: Int, $after: String) {\n  boardColumn(\n    pipelineId: $pipelineId\n    stageId: $stageId\n    businessUnitId: $businessUnitId\n    first: $first\n    after: $after\n  ) {\n    ...DealCardPage\n  }\n}"): (typeof documents)["query BoardColumnCards($pipelineId: Int!, $stageId: Int!, $businessUnitId: Int, $first: Int, $after: String) {\n  boardColumn(\n    pipelineId: $pipelineId\n    stageId: $stageId\n    businessUnitId: $businessUnitId\n    first: $first\n    after: $after\n  ) {\n    ...DealCardPage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClosedDeals($status: String!, $pipelineId: Int, $businessUnitId: Int) {\n  deals(\n    filter: {status: $status, pipelineId: $pipelineId, businessUnitId: $businessUnitId}\n    first: 100\n  ) {\n    totalCount\n    edges {\n      node {\n        id\n        reference\n        title\n        value\n        orgName\n        advisorName\n        closeReason\n        closeReasonText\n        closedAt\n        closedByName\n      }\n    }\n  }\n}"): (typeof documents)["query ClosedDeals($status: String!, $pipelineId: Int, $businessUnitId: Int) {\n  deals(\n    filter: {status: $status, pipelineId: $pipelineId, businessUnitId: $businessUnitId}\n    first: 100\n  ) {\n    totalCount\n    edges {\n      node {\n        id\n        reference\n        title\n        value\n        orgName\n        advisorName\n        closeReason\n        closeReasonText\n        closedAt\n        closedByName\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DealBoard($pipelineId: Int, $businessUnitId: Int, $first: Int) {\n  board(pipelineId: $pipelineId, businessUnitId: $businessUnitId, first: $first) {\n    pipelineId\n    pipelineName\n    businessUnitId\n    columns {\n      stageId\n      name\n      label\n      orderIndex\n      count\n      valueSum\n      cards {\n        ...DealCardPage\n      }\n    }\n  }\n}"): (typeof documents)["query DealBoard($pipelineId: Int, $businessUnitId: Int, $first: Int) {\n  board(pipelineId: $pipelineId, businessUnitId: $businessUnitId, first: $first) {\n    pipelineId\n    pipelineName\n    businessUnitId\n    columns {\n      stageId\n      name\n      label\n      orderIndex\n      count\n      valueSum\n      cards {\n        ...DealCardPage\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DealCardFields on DealCard {\n  id\n  reference\n  title\n  value\n  stageId\n  orgId\n  orgName\n  contactId\n  contactName\n  createdAt\n  fCotiz\n  position\n  nextDueAt\n  lastTouchAt\n  stuckDays\n  docs {\n    done\n    total\n    requiredOverdue\n  }\n}\n\nfragment DealCardPage on DealCardConnection {\n  totalCount\n  pageInfo {\n    endCursor\n    hasNextPage\n  }\n  edges {\n    node {\n      ...DealCardFields\n    }\n  }\n}"): (typeof documents)["fragment DealCardFields on DealCard {\n  id\n  reference\n  title\n  value\n  stageId\n  orgId\n  orgName\n  contactId\n  contactName\n  createdAt\n  fCotiz\n  position\n  nextDueAt\n  lastTouchAt\n  stuckDays\n  docs {\n    done\n    total\n    requiredOverdue\n  }\n}\n\nfragment DealCardPage on DealCardConnection {\n  totalCount\n  pageInfo {\n    endCursor\n    hasNextPage\n  }\n  edges {\n    node {\n      ...DealCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DealMilestones($dealIds: [Int!]!) {\n  dealMilestones(dealIds: $dealIds) {\n    dealId\n    milestones {\n      code\n      label\n      planned\n      actual\n    }\n  }\n}"): (typeof documents)["query DealMilestones($dealIds: [Int!]!) {\n  dealMilestones(dealIds: $dealIds) {\n    dealId\n    milestones {\n      code\n      label\n      planned\n      actual\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query KanbanWorkspaces {\n  businessUnits {\n    id\n    name\n    keySlug\n    parentId\n  }\n}"): (typeof documents)["query KanbanWorkspaces {\n  businessUnits {\n    id\n    name\n    keySlug\n    parentId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MoveDeal($id: Int!, $stageId: Int!, $afterDealId: Int) {\n  moveDeal(id: $id, stageId: $stageId, afterDealId: $afterDealId) {\n    id\n    stageId\n    position\n  }\n}"): (typeof documents)["mutation MoveDeal($id: Int!, $stageId: Int!, $afterDealId: Int) {\n  moveDeal(id: $id, stageId: $stageId, afterDealId: $afterDealId) {\n    id\n    stageId\n    position\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DealEmailComposer($dealId: Int!) {\n  dealEmailComposer(dealId: $dealId) {\n    dealId\n    reference\n    smtpConfigured\n    fromName\n    fromAddress\n    maxAttachmentBytes\n    recipients {\n      contactId\n      name\n      email\n      source\n    }\n    templates {\n      key\n      label\n      subject\n      body\n      attachments\n    }\n    attachments {\n      kind\n      label\n      available\n      reason\n    }\n  }\n}"): (typeof documents)["query DealEmailComposer($dealId: Int!) {\n  dealEmailComposer(dealId: $dealId) {\n    dealId\n    reference\n    smtpConfigured\n    fromName\n    fromAddress\n    maxAttachmentBytes\n    recipients {\n      contactId\n      name\n      email\n      source\n    }\n    templates {\n      key\n      label\n      subject\n      body\n      attachments\n    }\n    attachments {\n      kind\n      label\n      available\n      reason\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DraftDealEmail($dealId: Int!, $input: DealEmailInput!) {\n  draftDealEmail(dealId: $dealId, input: $input) {\n    fileName\n    subject\n    emlBase64\n  }\n}"): (typeof documents)["mutation DraftDealEmail($dealId: Int!, $input: DealEmailInput!) {\n  draftDealEmail(dealId: $dealId, input: $input) {\n    fileName\n    subject\n    emlBase64\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendDealEmail($dealId: Int!, $input: DealEmailInput!) {\n  sendDealEmail(dealId: $dealId, input: $input) {\n    id\n    status\n    statusLabel\n    subject\n    to\n  }\n}"): (typeof documents)["mutation SendDealEmail($dealId: Int!, $input: DealEmailInput!) {\n  sendDealEmail(dealId: $dealId, input: $input) {\n    id\n    status\n    statusLabel\n    subject\n    to\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkNotificationsRead($ids: [Int!]) {\n  markNotificationsRead(ids: $ids)\n}"): (typeof documents)["mutation MarkNotificationsRead($ids: [Int!]) {\n  markNotificationsRead(ids: $ids)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription NotificationAdded {\n  notificationAdded {\n    id\n    title\n    body\n    dealId\n    activityId\n  }\n}"): (typeof documents)["subscription NotificationAdded {\n  notificationAdded {\n    id\n    title\n    body\n    dealId\n    activityId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Notifications($first: Int) {\n  notifications(first: $first) {\n    unread\n    items {\n      id\n      kind\n      title\n      body\n      dealId\n      activityId\n      readAt\n      createdAt\n    }\n  }\n}"): (typeof documents)["query Notifications($first: Int) {\n  notifications(first: $first) {\n    unread\n    items {\n      id\n      kind\n      title\n      body\n      dealId\n      activityId\n      readAt\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VapidPublicKey {\n  vapidPublicKey\n}\n\nmutation AddPushSubscription($input: PushSubscriptionInput!) {\n  addPushSubscription(input: $input) {\n    id\n  }\n}"): (typeof documents)["query VapidPublicKey {\n  vapidPublicKey\n}\n\nmutation AddPushSubscription($input: PushSubscriptionInput!) {\n  addPushSubscription(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DealChecklistFields on DealChecklist {\n  dealId\n  mode\n  operationType\n  isDefault\n  startDate\n  done\n  total\n  requiredOverdue\n  items {\n    docType\n    label\n    required\n    dueDate\n    status\n    overdue\n    files\n    verifiedByName\n    verifiedAt\n  }\n}\n\nmutation VerifyDealDocument($dealId: Int!, $docType: String!) {\n  verifyDealDocument(dealId: $dealId, docType: $docType) {\n    ...DealChecklistFields\n  }\n}\n\nmutation UnverifyDealDocument($dealId: Int!, $docType: String!) {\n  unverifyDealDocument(dealId: $dealId, docType: $docType) {\n    ...DealChecklistFields\n  }\n}"): (typeof documents)["fragment DealChecklistFields on DealChecklist {\n  dealId\n  mode\n  operationType\n  isDefault\n  startDate\n  done\n  total\n  requiredOverdue\n  items {\n    docType\n    label\n    required\n    dueDate\n    status\n    overdue\n    files\n    verifiedByName\n    verifiedAt\n  }\n}\n\nmutation VerifyDealDocument($dealId: Int!, $docType: String!) {\n  verifyDealDocument(dealId: $dealId, docType: $docType) {\n    ...DealChecklistFields\n  }\n}\n\nmutation UnverifyDealDocument($dealId: Int!, $docType: String!) {\n  unverifyDealDocument(dealId: $dealId, docType: $docType) {\n    ...DealChecklistFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CloseReasons {\n  params(keys: [\"motivo_cierre\"]) {\n    key\n    values {\n      id\n      value\n      ord\n      active\n    }\n  }\n}\n\nmutation CloseDeal($id: Int!, $input: CloseDealInput!) {\n  closeDeal(id: $id, input: $input) {\n    id\n    status\n    closeReason\n    closeReasonText\n    closedAt\n    closedByName\n  }\n}\n\nmutation ReopenDeal($id: Int!) {\n  reopenDeal(id: $id) {\n    id\n    status\n    closeReason\n    closeReasonText\n    closedAt\n    closedByName\n  }\n}"): (typeof documents)["query CloseReasons {\n  params(keys: [\"motivo_cierre\"]) {\n    key\n    values {\n      id\n      value\n      ord\n      active\n    }\n  }\n}\n\nmutation CloseDeal($id: Int!, $input: CloseDealInput!) {\n  closeDeal(id: $id, input: $input) {\n    id\n    status\n    closeReason\n    closeReasonText\n    closedAt\n    closedByName\n  }\n}\n\nmutation ReopenDeal($id: Int!) {\n  reopenDeal(id: $id) {\n    id\n    status\n    closeReason\n    closeReasonText\n    closedAt\n    closedByName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DealFileFields on DealFile {\n  id\n  dealId\n  dealReference\n  type\n  typeLabel\n  filename\n  url\n  mimeType\n  sizeBytes\n  createdAt\n  uploadedByName\n}"): (typeof documents)["fragment DealFileFields on DealFile {\n  id\n  dealId\n  dealReference\n  type\n  typeLabel\n  filename\n  url\n  mimeType\n  sizeBytes\n  createdAt\n  uploadedByName\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UploadDealFile($dealId: Int!, $type: String!, $file: Upload!) {\n  uploadDealFile(dealId: $dealId, type: $type, file: $file) {\n    ...DealFileFields\n  }\n}\n\nmutation DeleteDealFile($id: Int!) {\n  deleteDealFile(id: $id)\n}\n\nmutation RestoreDealFile($id: Int!) {\n  restoreDealFile(id: $id) {\n    ...DealFileFields\n  }\n}"): (typeof documents)["mutation UploadDealFile($dealId: Int!, $type: String!, $file: Upload!) {\n  uploadDealFile(dealId: $dealId, type: $type, file: $file) {\n    ...DealFileFields\n  }\n}\n\nmutation DeleteDealFile($id: Int!) {\n  deleteDealFile(id: $id)\n}\n\nmutation RestoreDealFile($id: Int!) {\n  restoreDealFile(id: $id) {\n    ...DealFileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperationFiles($dealId: Int!) {\n  dealFiles(dealId: $dealId) {\n    ...DealFileFields\n  }\n}"): (typeof documents)["query OperationFiles($dealId: Int!) {\n  dealFiles(dealId: $dealId) {\n    ...DealFileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperationParams {\n  params(\n    keys: [\"tipo_operacion\", \"modalidad_carga\", \"tipo_carga\", \"incoterm\", \"volumetric_factor_mode\", \"volumetric_divisor_air\", \"volumetric_divisor_courier\", \"volumetric_divisor_road\", \"volumetric_divisor_sea\", \"volumetric_divisor_river\"]\n  ) {\n    key\n    values {\n      id\n      value\n      ord\n      active\n    }\n  }\n}"): (typeof documents)["query OperationParams {\n  params(\n    keys: [\"tipo_operacion\", \"modalidad_carga\", \"tipo_carga\", \"incoterm\", \"volumetric_factor_mode\", \"volumetric_divisor_air\", \"volumetric_divisor_courier\", \"volumetric_divisor_road\", \"volumetric_divisor_sea\", \"volumetric_divisor_river\"]\n  ) {\n    key\n    values {\n      id\n      value\n      ord\n      active\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MilestoneFields on Milestone {\n  code\n  label\n  planned\n  actual\n}\n\nfragment ShipmentFields on Shipment {\n  dealId\n  mode\n  air {\n    airline\n    flight\n    mawb\n    hawb\n    transshipmentAirport\n    etd\n    transshipmentArrival\n    transshipmentDeparture\n    eta\n    pieces\n    chargeableKg\n    grossKg\n  }\n  ocean {\n    shippingLine\n    vessel\n    voyage\n    transshipmentPort\n    mbl\n    hbl\n    etd\n    eta\n    containers {\n      type\n      number\n      seal\n    }\n    freeDays\n    transitDays\n    grossKg\n  }\n  road {\n    carrier\n    truckPlate\n    trailerPlate\n    driver\n    driverPhone\n    crt\n    micDta\n    borderCrossing\n    temperature\n    hazmat\n    etd\n    eta\n    grossKg\n  }\n  multimodal {\n    etd\n    eta\n    legs {\n      mode\n      carrier\n      from\n      to\n      reference\n      etd\n      eta\n    }\n  }\n  milestones {\n    ...MilestoneFields\n  }\n}\n\nquery OperationShipment($dealId: Int!) {\n  shipment(dealId: $dealId) {\n    ...ShipmentFields\n  }\n}\n\nquery ShipmentParamOptions {\n  params(keys: [\"puerto\", \"aeropuerto\", \"transportista\"]) {\n    key\n    values {\n      id\n      value\n      ord\n      active\n    }\n  }\n}\n\nmutation SaveShipment($input: SaveShipmentInput!) {\n  saveShipment(input: $input) {\n    ...ShipmentFields\n  }\n}\n\nmutation SaveMilestone($input: SaveMilestoneInput!) {\n  saveMilestone(input: $input) {\n    ...ShipmentFields\n  }\n}"): (typeof documents)["fragment MilestoneFields on Milestone {\n  code\n  label\n  planned\n  actual\n}\n\nfragment ShipmentFields on Shipment {\n  dealId\n  mode\n  air {\n    airline\n    flight\n    mawb\n    hawb\n    transshipmentAirport\n    etd\n    transshipmentArrival\n    transshipmentDeparture\n    eta\n    pieces\n    chargeableKg\n    grossKg\n  }\n  ocean {\n    shippingLine\n    vessel\n    voyage\n    transshipmentPort\n    mbl\n    hbl\n    etd\n    eta\n    containers {\n      type\n      number\n      seal\n    }\n    freeDays\n    transitDays\n    grossKg\n  }\n  road {\n    carrier\n    truckPlate\n    trailerPlate\n    driver\n    driverPhone\n    crt\n    micDta\n    borderCrossing\n    temperature\n    hazmat\n    etd\n    eta\n    grossKg\n  }\n  multimodal {\n    etd\n    eta\n    legs {\n      mode\n      carrier\n      from\n      to\n      reference\n      etd\n      eta\n    }\n  }\n  milestones {\n    ...MilestoneFields\n  }\n}\n\nquery OperationShipment($dealId: Int!) {\n  shipment(dealId: $dealId) {\n    ...ShipmentFields\n  }\n}\n\nquery ShipmentParamOptions {\n  params(keys: [\"puerto\", \"aeropuerto\", \"transportista\"]) {\n    key\n    values {\n      id\n      value\n      ord\n      active\n    }\n  }\n}\n\nmutation SaveShipment($input: SaveShipmentInput!) {\n  saveShipment(input: $input) {\n    ...ShipmentFields\n  }\n}\n\nmutation SaveMilestone($input: SaveMilestoneInput!) {\n  saveMilestone(input: $input) {\n    ...ShipmentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperationView($id: Int!) {\n  deal(id: $id) {\n    id\n    reference\n    title\n    description\n    value\n    version\n    status\n    closeReason\n    closeReasonText\n    closedAt\n    closedByName\n    stageName\n    orgId\n    orgName\n    orgRuc\n    orgAddress\n    orgPhone\n    orgEmail\n    contactId\n    contactName\n    contactEmail\n    contactPhone\n    customFields {\n      id\n      key\n      label\n      type\n      value\n      ownerId\n    }\n    files {\n      ...DealFileFields\n    }\n    checklist {\n      ...DealChecklistFields\n    }\n  }\n}"): (typeof documents)["query OperationView($id: Int!) {\n  deal(id: $id) {\n    id\n    reference\n    title\n    description\n    value\n    version\n    status\n    closeReason\n    closeReasonText\n    closedAt\n    closedByName\n    stageName\n    orgId\n    orgName\n    orgRuc\n    orgAddress\n    orgPhone\n    orgEmail\n    contactId\n    contactName\n    contactEmail\n    contactPhone\n    customFields {\n      id\n      key\n      label\n      type\n      value\n      ownerId\n    }\n    files {\n      ...DealFileFields\n    }\n    checklist {\n      ...DealChecklistFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveOperation($id: Int!, $version: Int!, $input: SaveOperationInput!) {\n  saveOperation(id: $id, version: $version, input: $input) {\n    id\n    title\n    description\n    value\n    version\n    customFields {\n      id\n      key\n      label\n      type\n      value\n      ownerId\n    }\n  }\n}\n\nmutation CreateOperationNote($input: CreateActivityInput!) {\n  createActivity(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation SaveOperation($id: Int!, $version: Int!, $input: SaveOperationInput!) {\n  saveOperation(id: $id, version: $version, input: $input) {\n    id\n    title\n    description\n    value\n    version\n    customFields {\n      id\n      key\n      label\n      type\n      value\n      ownerId\n    }\n  }\n}\n\nmutation CreateOperationNote($input: CreateActivityInput!) {\n  createActivity(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShipperSearch($q: String!) {\n  organizations(filter: {q: $q}, first: 8) {\n    edges {\n      node {\n        id\n        name\n        razonSocial\n      }\n    }\n  }\n}"): (typeof documents)["query ShipperSearch($q: String!) {\n  organizations(filter: {q: $q}, first: 8) {\n    edges {\n      node {\n        id\n        name\n        razonSocial\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateOrganization($input: CreateOrganizationInput!) {\n  createOrganization(input: $input) {\n    ...OrganizationDetailFields\n  }\n}"): (typeof documents)["mutation CreateOrganization($input: CreateOrganizationInput!) {\n  createOrganization(input: $input) {\n    ...OrganizationDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LabelOptions($scope: LabelScope!) {\n  labels(scope: $scope) {\n    id\n    name\n    color\n  }\n}"): (typeof documents)["query LabelOptions($scope: LabelScope!) {\n  labels(scope: $scope) {\n    id\n    name\n    color\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrgParamOptions {\n  params(keys: [\"org_tipo\", \"org_rubro\", \"org_operacion\"]) {\n    key\n    values {\n      id\n      value\n      ord\n      active\n    }\n  }\n}"): (typeof documents)["query OrgParamOptions {\n  params(keys: [\"org_tipo\", \"org_rubro\", \"org_operacion\"]) {\n    key\n    values {\n      id\n      value\n      ord\n      active\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrganizationBudgetSummary($id: Int!) {\n  organization(id: $id) {\n    id\n    budgetSummary {\n      status\n      statusDealId\n      statusDealReference\n      profit\n      confirmedOperations\n    }\n  }\n}"): (typeof documents)["query OrganizationBudgetSummary($id: Int!) {\n  organization(id: $id) {\n    id\n    budgetSummary {\n      status\n      statusDealId\n      statusDealReference\n      profit\n      confirmedOperations\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrganizationDetail($id: Int!) {\n  organization(id: $id) {\n    ...OrganizationDetailFields\n    contacts {\n      id\n      name\n      email\n    }\n  }\n}"): (typeof documents)["query OrganizationDetail($id: Int!) {\n  organization(id: $id) {\n    ...OrganizationDetailFields\n    contacts {\n      id\n      name\n      email\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrganizationDetailFields on Organization {\n  ...OrganizationRowFields\n  notes\n  industry\n  website\n  label\n  ownerUserId\n  visibility\n  isAgent\n  modalitiesSupported\n  budgetStatus\n  budgetProfitValue\n  createdAt\n  owner {\n    id\n    name\n  }\n}"): (typeof documents)["fragment OrganizationDetailFields on Organization {\n  ...OrganizationRowFields\n  notes\n  industry\n  website\n  label\n  ownerUserId\n  visibility\n  isAgent\n  modalitiesSupported\n  budgetStatus\n  budgetProfitValue\n  createdAt\n  owner {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrganizationFiles($id: Int!) {\n  organization(id: $id) {\n    id\n    files {\n      ...DealFileFields\n    }\n  }\n}"): (typeof documents)["query OrganizationFiles($id: Int!) {\n  organization(id: $id) {\n    id\n    files {\n      ...DealFileFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrganizationRowFields on Organization {\n  id\n  name\n  razonSocial\n  ruc\n  address\n  email\n  city\n  country\n  phone\n  rubro\n  tipoOrg\n  operacion\n}"): (typeof documents)["fragment OrganizationRowFields on Organization {\n  id\n  name\n  razonSocial\n  ruc\n  address\n  email\n  city\n  country\n  phone\n  rubro\n  tipoOrg\n  operacion\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrganizationsList($filter: OrganizationFilter, $first: Int, $after: String, $orderBy: OrganizationOrder, $offset: Int) {\n  organizations(\n    filter: $filter\n    first: $first\n    after: $after\n    orderBy: $orderBy\n    offset: $offset\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...OrganizationRowFields\n      }\n    }\n  }\n}"): (typeof documents)["query OrganizationsList($filter: OrganizationFilter, $first: Int, $after: String, $orderBy: OrganizationOrder, $offset: Int) {\n  organizations(\n    filter: $filter\n    first: $first\n    after: $after\n    orderBy: $orderBy\n    offset: $offset\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...OrganizationRowFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrganizationsProfit($filter: OrganizationFilter) {\n  organizationsAccumulatedProfit(filter: $filter)\n}"): (typeof documents)["query OrganizationsProfit($filter: OrganizationFilter) {\n  organizationsAccumulatedProfit(filter: $filter)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OwnerOptions {\n  users {\n    id\n    name\n  }\n}"): (typeof documents)["query OwnerOptions {\n  users {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PickOrganizations($q: String, $first: Int!) {\n  organizations(filter: {q: $q}, first: $first) {\n    edges {\n      node {\n        id\n        name\n        razonSocial\n        ruc\n      }\n    }\n  }\n}"): (typeof documents)["query PickOrganizations($q: String, $first: Int!) {\n  organizations(filter: {q: $q}, first: $first) {\n    edges {\n      node {\n        id\n        name\n        razonSocial\n        ruc\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordDeals($filter: DealFilter!, $first: Int) {\n  deals(filter: $filter, first: $first) {\n    totalCount\n    edges {\n      node {\n        id\n        reference\n        title\n        value\n        orgName\n      }\n    }\n  }\n}"): (typeof documents)["query RecordDeals($filter: DealFilter!, $first: Int) {\n  deals(filter: $filter, first: $first) {\n    totalCount\n    edges {\n      node {\n        id\n        reference\n        title\n        value\n        orgName\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateOrganization($id: Int!, $input: UpdateOrganizationInput!) {\n  updateOrganization(id: $id, input: $input) {\n    ...OrganizationDetailFields\n  }\n}"): (typeof documents)["mutation UpdateOrganization($id: Int!, $input: UpdateOrganizationInput!) {\n  updateOrganization(id: $id, input: $input) {\n    ...OrganizationDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateExchangeRate($input: CreateExchangeRateInput!) {\n  createExchangeRate(input: $input) {\n    ...ExchangeRateFields\n  }\n}"): (typeof documents)["mutation CreateExchangeRate($input: CreateExchangeRateInput!) {\n  createExchangeRate(input: $input) {\n    ...ExchangeRateFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateLabel($input: CreateLabelInput!) {\n  createLabel(input: $input) {\n    ...LabelFields\n  }\n}"): (typeof documents)["mutation CreateLabel($input: CreateLabelInput!) {\n  createLabel(input: $input) {\n    ...LabelFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateParamValue($input: CreateParamValueInput!) {\n  createParamValue(input: $input) {\n    ...ParamValueFields\n  }\n}"): (typeof documents)["mutation CreateParamValue($input: CreateParamValueInput!) {\n  createParamValue(input: $input) {\n    ...ParamValueFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteExchangeRate($id: Int!) {\n  deleteExchangeRate(id: $id)\n}"): (typeof documents)["mutation DeleteExchangeRate($id: Int!) {\n  deleteExchangeRate(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteLabel($id: Int!) {\n  deleteLabel(id: $id)\n}"): (typeof documents)["mutation DeleteLabel($id: Int!) {\n  deleteLabel(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteParamValue($id: Int!) {\n  deleteParamValue(id: $id)\n}"): (typeof documents)["mutation DeleteParamValue($id: Int!) {\n  deleteParamValue(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ExchangeRateFields on ExchangeRate {\n  id\n  pair\n  date\n  rate\n  source\n  createdByName\n}"): (typeof documents)["fragment ExchangeRateFields on ExchangeRate {\n  id\n  pair\n  date\n  rate\n  source\n  createdByName\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExchangeRatesAdmin {\n  exchangeRates {\n    ...ExchangeRateFields\n  }\n}"): (typeof documents)["query ExchangeRatesAdmin {\n  exchangeRates {\n    ...ExchangeRateFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LabelFields on Label {\n  id\n  name\n  scope\n  color\n}"): (typeof documents)["fragment LabelFields on Label {\n  id\n  name\n  scope\n  color\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LabelsAdmin {\n  labels {\n    ...LabelFields\n  }\n}"): (typeof documents)["query LabelsAdmin {\n  labels {\n    ...LabelFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ParamValueFields on ParamValue {\n  id\n  key\n  value\n  ord\n  active\n}"): (typeof documents)["fragment ParamValueFields on ParamValue {\n  id\n  key\n  value\n  ord\n  active\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ParamsAdmin($keys: [String!]!) {\n  params(keys: $keys) {\n    key\n    values {\n      ...ParamValueFields\n    }\n  }\n}"): (typeof documents)["query ParamsAdmin($keys: [String!]!) {\n  params(keys: $keys) {\n    key\n    values {\n      ...ParamValueFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ParamsWorkspaces {\n  businessUnits {\n    id\n    name\n    keySlug\n    parentId\n  }\n}"): (typeof documents)["query ParamsWorkspaces {\n  businessUnits {\n    id\n    name\n    keySlug\n    parentId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateExchangeRate($id: Int!, $input: UpdateExchangeRateInput!) {\n  updateExchangeRate(id: $id, input: $input) {\n    ...ExchangeRateFields\n  }\n}"): (typeof documents)["mutation UpdateExchangeRate($id: Int!, $input: UpdateExchangeRateInput!) {\n  updateExchangeRate(id: $id, input: $input) {\n    ...ExchangeRateFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateLabel($id: Int!, $input: UpdateLabelInput!) {\n  updateLabel(id: $id, input: $input) {\n    ...LabelFields\n  }\n}"): (typeof documents)["mutation UpdateLabel($id: Int!, $input: UpdateLabelInput!) {\n  updateLabel(id: $id, input: $input) {\n    ...LabelFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateParamValue($id: Int!, $input: UpdateParamValueInput!) {\n  updateParamValue(id: $id, input: $input) {\n    ...ParamValueFields\n  }\n}"): (typeof documents)["mutation UpdateParamValue($id: Int!, $input: UpdateParamValueInput!) {\n  updateParamValue(id: $id, input: $input) {\n    ...ParamValueFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuoteCostSheet($dealId: Int!) {\n  costSheet(dealId: $dealId) {\n    dealId\n    saved\n    version\n    chargeableWeightKg\n    header {\n      gsRate\n      pesoKg\n      allInEnabled\n      allInServiceName\n    }\n    ventaRows {\n      id\n      concepto\n      total\n      usdXKg\n      lockPerKg\n      ventaInt\n      iva\n    }\n    locCliRows {\n      id\n      concepto\n      gs\n      iva\n    }\n    segVentaRows {\n      id\n      concepto\n      usd\n      iva\n    }\n  }\n}"): (typeof documents)["query QuoteCostSheet($dealId: Int!) {\n  costSheet(dealId: $dealId) {\n    dealId\n    saved\n    version\n    chargeableWeightKg\n    header {\n      gsRate\n      pesoKg\n      allInEnabled\n      allInServiceName\n    }\n    ventaRows {\n      id\n      concepto\n      total\n      usdXKg\n      lockPerKg\n      ventaInt\n      iva\n    }\n    locCliRows {\n      id\n      concepto\n      gs\n      iva\n    }\n    segVentaRows {\n      id\n      concepto\n      usd\n      iva\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuoteParamOptions {\n  params(\n    keys: [\"quote_validez\", \"quote_condicion_venta\", \"quote_plazo_credito\", \"quote_forma_pago\", \"quote_incluye\", \"quote_no_incluye\"]\n  ) {\n    key\n    values {\n      id\n      value\n      ord\n      active\n    }\n  }\n}"): (typeof documents)["query QuoteParamOptions {\n  params(\n    keys: [\"quote_validez\", \"quote_condicion_venta\", \"quote_plazo_credito\", \"quote_forma_pago\", \"quote_incluye\", \"quote_no_incluye\"]\n  ) {\n    key\n    values {\n      id\n      value\n      ord\n      active\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuoteScreen($dealId: Int!) {\n  deal(id: $dealId) {\n    id\n    reference\n    businessUnitId\n    title\n    orgName\n    contactName\n    customFields {\n      id\n      key\n      value\n    }\n  }\n  dealQuotes(dealId: $dealId) {\n    ...QuoteVersionFields\n  }\n}"): (typeof documents)["query QuoteScreen($dealId: Int!) {\n  deal(id: $dealId) {\n    id\n    reference\n    businessUnitId\n    title\n    orgName\n    contactName\n    customFields {\n      id\n      key\n      value\n    }\n  }\n  dealQuotes(dealId: $dealId) {\n    ...QuoteVersionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment QuoteVersionFields on QuoteVersion {\n  id\n  dealId\n  versionNo\n  createdAt\n  createdByName\n  totalUsd\n  pdfUrl\n  fileName\n  quote {\n    cliente\n    contacto\n    fecha\n    referencia\n    incoterms\n    tipoOperacion\n    tipoTransporte\n    tipoEnvio\n    paisOrigen\n    paisDestino\n    ciudadOrigen\n    ciudadDestino\n    aeropuertoOrigen\n    aeropuertoDestino\n    volumenM3\n    pesoBrutoKg\n    mercaderia\n    seguroTipo\n    seguroMontoUsd\n    aseguradora\n    items {\n      cantidad\n      servicio\n      observacion\n      moneda\n      precio\n      impuesto\n      total\n    }\n    observaciones\n    validezOferta\n    condicionVenta\n    plazoCredito\n    formaPago\n    queIncluye\n    queNoIncluye\n  }\n}"): (typeof documents)["fragment QuoteVersionFields on QuoteVersion {\n  id\n  dealId\n  versionNo\n  createdAt\n  createdByName\n  totalUsd\n  pdfUrl\n  fileName\n  quote {\n    cliente\n    contacto\n    fecha\n    referencia\n    incoterms\n    tipoOperacion\n    tipoTransporte\n    tipoEnvio\n    paisOrigen\n    paisDestino\n    ciudadOrigen\n    ciudadDestino\n    aeropuertoOrigen\n    aeropuertoDestino\n    volumenM3\n    pesoBrutoKg\n    mercaderia\n    seguroTipo\n    seguroMontoUsd\n    aseguradora\n    items {\n      cantidad\n      servicio\n      observacion\n      moneda\n      precio\n      impuesto\n      total\n    }\n    observaciones\n    validezOferta\n    condicionVenta\n    plazoCredito\n    formaPago\n    queIncluye\n    queNoIncluye\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveDealQuote($dealId: Int!, $input: QuoteInput!) {\n  saveDealQuote(dealId: $dealId, input: $input) {\n    ...QuoteVersionFields\n  }\n}"): (typeof documents)["mutation SaveDealQuote($dealId: Int!, $input: QuoteInput!) {\n  saveDealQuote(dealId: $dealId, input: $input) {\n    ...QuoteVersionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GlobalSearch($q: String!) {\n  search(q: $q) {\n    deals {\n      id\n      title\n      reference\n    }\n    organizations {\n      id\n      name\n    }\n    contacts {\n      id\n      name\n      email\n      phone\n    }\n  }\n}"): (typeof documents)["query GlobalSearch($q: String!) {\n  search(q: $q) {\n    deals {\n      id\n      title\n      reference\n    }\n    organizations {\n      id\n      name\n    }\n    contacts {\n      id\n      name\n      email\n      phone\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InTransit($etaFrom: String, $etaTo: String) {\n  inTransit(etaFrom: $etaFrom, etaTo: $etaTo) {\n    dealId\n    reference\n    title\n    mode\n    etd\n    eta\n    milestones {\n      code\n      label\n      planned\n      actual\n    }\n  }\n}\n\nquery LateMilestones($today: String!) {\n  lateMilestones(today: $today) {\n    dealId\n    reference\n    title\n    code\n    label\n    planned\n  }\n}"): (typeof documents)["query InTransit($etaFrom: String, $etaTo: String) {\n  inTransit(etaFrom: $etaFrom, etaTo: $etaTo) {\n    dealId\n    reference\n    title\n    mode\n    etd\n    eta\n    milestones {\n      code\n      label\n      planned\n      actual\n    }\n  }\n}\n\nquery LateMilestones($today: String!) {\n  lateMilestones(today: $today) {\n    dealId\n    reference\n    title\n    code\n    label\n    planned\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateStage($input: CreateStageInput!) {\n  createStage(input: $input) {\n    ...EditorStageFields\n  }\n}"): (typeof documents)["mutation CreateStage($input: CreateStageInput!) {\n  createStage(input: $input) {\n    ...EditorStageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteStage($id: Int!, $targetStageId: Int) {\n  deleteStage(id: $id, targetStageId: $targetStageId) {\n    deletedStageId\n    movedDealCount\n    stages {\n      ...EditorStageFields\n    }\n  }\n}"): (typeof documents)["mutation DeleteStage($id: Int!, $targetStageId: Int) {\n  deleteStage(id: $id, targetStageId: $targetStageId) {\n    deletedStageId\n    movedDealCount\n    stages {\n      ...EditorStageFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment EditorStageFields on Stage {\n  id\n  name\n  orderIndex\n  pipelineId\n  stuckDays\n}"): (typeof documents)["fragment EditorStageFields on Stage {\n  id\n  name\n  orderIndex\n  pipelineId\n  stuckDays\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StageEditorPipelines {\n  pipelines {\n    id\n    name\n    stages {\n      ...EditorStageFields\n    }\n  }\n}"): (typeof documents)["query StageEditorPipelines {\n  pipelines {\n    id\n    name\n    stages {\n      ...EditorStageFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateStage($id: Int!, $input: UpdateStageInput!) {\n  updateStage(id: $id, input: $input) {\n    ...EditorStageFields\n  }\n}"): (typeof documents)["mutation UpdateStage($id: Int!, $input: UpdateStageInput!) {\n  updateStage(id: $id, input: $input) {\n    ...EditorStageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OutcomeStats($days: Int!) {\n  outcomeStats(days: $days) {\n    days\n    won\n    lost\n    winRate\n    lostReasons {\n      ...ReasonCountFields\n    }\n    byAdvisor {\n      ...OutcomeGroupFields\n    }\n    byMode {\n      ...OutcomeGroupFields\n    }\n    byLane {\n      ...OutcomeGroupFields\n    }\n  }\n}\n\nfragment OutcomeGroupFields on OutcomeGroup {\n  key\n  won\n  lost\n  winRate\n  lostReasons {\n    ...ReasonCountFields\n  }\n}\n\nfragment ReasonCountFields on ReasonCount {\n  reason\n  count\n}"): (typeof documents)["query OutcomeStats($days: Int!) {\n  outcomeStats(days: $days) {\n    days\n    won\n    lost\n    winRate\n    lostReasons {\n      ...ReasonCountFields\n    }\n    byAdvisor {\n      ...OutcomeGroupFields\n    }\n    byMode {\n      ...OutcomeGroupFields\n    }\n    byLane {\n      ...OutcomeGroupFields\n    }\n  }\n}\n\nfragment OutcomeGroupFields on OutcomeGroup {\n  key\n  won\n  lost\n  winRate\n  lostReasons {\n    ...ReasonCountFields\n  }\n}\n\nfragment ReasonCountFields on ReasonCount {\n  reason\n  count\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StatsSummary($days: Int!) {\n  statsSummary(days: $days) {\n    days\n    totalUsers\n    activeUsers\n    previousActiveUsers\n    activeUsersChange\n    inactiveUsers\n    mostActive {\n      userId\n      name\n      initials\n      actions\n      finished\n    }\n    topOrganizations {\n      name\n      operations\n    }\n    rows {\n      userId\n      name\n      actions\n      finished\n      operations\n    }\n  }\n}"): (typeof documents)["query StatsSummary($days: Int!) {\n  statsSummary(days: $days) {\n    days\n    totalUsers\n    activeUsers\n    previousActiveUsers\n    activeUsersChange\n    inactiveUsers\n    mostActive {\n      userId\n      name\n      initials\n      actions\n      finished\n    }\n    topOrganizations {\n      name\n      operations\n    }\n    rows {\n      userId\n      name\n      actions\n      finished\n      operations\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminUserFields on User {\n  id\n  name\n  email\n  role\n  isActive\n}"): (typeof documents)["fragment AdminUserFields on User {\n  id\n  name\n  email\n  role\n  isActive\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...AdminUserFields\n  }\n}"): (typeof documents)["mutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...AdminUserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MailStatus {\n  mailStatus {\n    smtpConfigured\n  }\n}"): (typeof documents)["query MailStatus {\n  mailStatus {\n    smtpConfigured\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetUserPassword($id: Int!, $newPassword: String!) {\n  setUserPassword(id: $id, newPassword: $newPassword) {\n    ok\n    token\n  }\n}"): (typeof documents)["mutation SetUserPassword($id: Int!, $newPassword: String!) {\n  setUserPassword(id: $id, newPassword: $newPassword) {\n    ok\n    token\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateUser($id: Int!, $input: UpdateUserInput!) {\n  updateUser(id: $id, input: $input) {\n    ...AdminUserFields\n  }\n}"): (typeof documents)["mutation UpdateUser($id: Int!, $input: UpdateUserInput!) {\n  updateUser(id: $id, input: $input) {\n    ...AdminUserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UsersAdmin {\n  users {\n    ...AdminUserFields\n  }\n}"): (typeof documents)["query UsersAdmin {\n  users {\n    ...AdminUserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateWebhook($input: CreateWebhookInput!) {\n  createWebhook(input: $input) {\n    secret\n    webhook {\n      ...WebhookFields\n    }\n  }\n}"): (typeof documents)["mutation CreateWebhook($input: CreateWebhookInput!) {\n  createWebhook(input: $input) {\n    secret\n    webhook {\n      ...WebhookFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteWebhook($id: Int!) {\n  deleteWebhook(id: $id)\n}"): (typeof documents)["mutation DeleteWebhook($id: Int!) {\n  deleteWebhook(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RedeliverWebhookDelivery($id: Int!) {\n  redeliverWebhookDelivery(id: $id) {\n    ...WebhookDeliveryFields\n  }\n}"): (typeof documents)["mutation RedeliverWebhookDelivery($id: Int!) {\n  redeliverWebhookDelivery(id: $id) {\n    ...WebhookDeliveryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateWebhook($id: Int!, $input: UpdateWebhookInput!) {\n  updateWebhook(id: $id, input: $input) {\n    secret\n    webhook {\n      ...WebhookFields\n    }\n  }\n}"): (typeof documents)["mutation UpdateWebhook($id: Int!, $input: UpdateWebhookInput!) {\n  updateWebhook(id: $id, input: $input) {\n    secret\n    webhook {\n      ...WebhookFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookDeliveries($webhookId: Int!, $page: WebhookDeliveriesPage) {\n  webhookDeliveries(webhookId: $webhookId, page: $page) {\n    totalCount\n    items {\n      ...WebhookDeliveryFields\n    }\n  }\n}"): (typeof documents)["query WebhookDeliveries($webhookId: Int!, $page: WebhookDeliveriesPage) {\n  webhookDeliveries(webhookId: $webhookId, page: $page) {\n    totalCount\n    items {\n      ...WebhookDeliveryFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  webhookId\n  event\n  status\n  attempts\n  lastStatusCode\n  lastError\n  lastAttemptAt\n  nextAttemptAt\n  deliveredAt\n  createdAt\n}"): (typeof documents)["fragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  webhookId\n  event\n  status\n  attempts\n  lastStatusCode\n  lastError\n  lastAttemptAt\n  nextAttemptAt\n  deliveredAt\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WebhookFields on Webhook {\n  id\n  url\n  description\n  events\n  active\n  secretHint\n  createdByName\n  createdAt\n  pendingCount\n  failedCount\n}"): (typeof documents)["fragment WebhookFields on Webhook {\n  id\n  url\n  description\n  events\n  active\n  secretHint\n  createdByName\n  createdAt\n  pendingCount\n  failedCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Webhooks {\n  webhooks {\n    ...WebhookFields\n  }\n}"): (typeof documents)["query Webhooks {\n  webhooks {\n    ...WebhookFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription Presence($dealId: Int!) {\n  presence(dealId: $dealId) {\n    dealId\n    viewers {\n      userId\n      name\n    }\n  }\n}"): (typeof documents)["subscription Presence($dealId: Int!) {\n  presence(dealId: $dealId) {\n    dealId\n    viewers {\n      userId\n      name\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;