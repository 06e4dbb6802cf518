import type { GraphQLFormattedError } from 'graphql';
import { GRAPHQL_LIMITS, LIMIT_MESSAGES } from './limits';

/**
 * Apollo Server and graphql-js refuse malformed requests in English (syntax, validation against the
 * schema, HTTP shape, CSRF). Users and script authors get the Spanish equivalent; the names the request
 * used (fields, types, arguments) are kept, shortened, so the message still points at the mistake.
 */

const name = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}…` : s);

type Rule = [RegExp, (...groups: string[]) => string];

const VALIDATION: Rule[] = [
  [/^Cannot query field "([^"]*)" on type "([^"]*)"/, (f, t) => `El campo "${name(f)}" no existe en el tipo "${name(t)}".`],
  [/^Unknown argument "([^"]*)" on field "([^"]*)"/, (a, f) => `El argumento "${name(a)}" no existe en "${name(f)}".`],
  [/^Unknown argument "([^"]*)" on directive "([^"]*)"/, (a, d) => `El argumento "${name(a)}" no existe en "${name(d)}".`],
  [/^Field "([^"]*)" argument "([^"]*)" of type "[^"]*" is required/, (f, a) => `Falta el argumento obligatorio "${name(a)}" de "${name(f)}".`],
  [/^Directive "([^"]*)" argument "([^"]*)" of type "[^"]*" is required/, (d, a) => `Falta el argumento obligatorio "${name(a)}" de "${name(d)}".`],
  [/^Field "([^"]*)" must not have a selection since type "([^"]*)"/, (f, t) => `El campo "${name(f)}" es de tipo "${name(t)}" y no admite subcampos.`],
  [/^Field "([^"]*)" of type "([^"]*)" must have a selection of subfields/, (f, t) => `El campo "${name(f)}" (tipo "${name(t)}") necesita una selección de subcampos.`],
  [/^Field "([^"]*)" of required type "([^"]*)" was not provided/, (f) => `Falta el dato obligatorio "${name(f)}".`],
  [/^Field "([^"]*)" is not defined by type "([^"]*)"/, (f, t) => `El campo "${name(f)}" no existe en "${name(t)}".`],
  [/^Expected value of type "([^"]*)", found/, (t) => `Valor inválido: se esperaba "${name(t)}".`],
  [/^(?:Int|Float|String|Boolean|ID|Enum "[^"]*") cannot represent/, () => 'Valor inválido para el tipo del argumento.'],
  [/^Unknown type "([^"]*)"/, (t) => `El tipo "${name(t)}" no existe.`],
  [/^Unknown fragment "([^"]*)"/, (f) => `El fragmento "${name(f)}" no está definido.`],
  [/^Unknown directive "([^"]*)"/, (d) => `La directiva "${name(d)}" no existe.`],
  [/^Directive "([^"]*)" may not be used on/, (d) => `La directiva "${name(d)}" no se puede usar ahí.`],
  [/^The directive "([^"]*)" can only be used once/, (d) => `La directiva "${name(d)}" solo se puede usar una vez en ese lugar.`],
  [/^Fragment "([^"]*)" is never used/, (f) => `El fragmento "${name(f)}" no se usa.`],
  [/^Cannot spread fragment "([^"]*)" within itself/, (f) => `El fragmento "${name(f)}" se incluye a sí mismo.`],
  [/^Fragment (?:"([^"]*)" )?cannot be spread here/, (f) => `El fragmento${f ? ` "${name(f)}"` : ''} no se puede usar en ese tipo.`],
  [/^Fragment (?:"([^"]*)" )?cannot condition on non composite type "([^"]*)"/, (_f, t) => `Un fragmento no puede aplicarse al tipo "${name(t)}".`],
  [/^There can be only one operation named "([^"]*)"/, (o) => `Hay más de una operación llamada "${name(o)}".`],
  [/^There can be only one fragment named "([^"]*)"/, (f) => `Hay más de un fragmento llamado "${name(f)}".`],
  [/^There can be only one variable named "([^"]*)"/, (v) => `"${name(v)}" está declarada más de una vez en la operación.`],
  [/^There can be only one argument named "([^"]*)"/, (a) => `El argumento "${name(a)}" aparece más de una vez.`],
  [/^There can be only one input field named "([^"]*)"/, (f) => `El campo "${name(f)}" aparece más de una vez.`],
  [/^This anonymous operation must be the only defined operation/, () => 'Una operación sin nombre debe ser la única del documento.'],
  [/^Variable "([^"]*)" is not defined/, (v) => `"${name(v)}" no está declarada en la operación.`],
  [/^Variable "([^"]*)" is never used/, (v) => `"${name(v)}" está declarada pero no se usa.`],
  [/^Variable "([^"]*)" of type "([^"]*)" used in position expecting type "([^"]*)"/, (v, a, b) => `"${name(v)}" es "${name(a)}" pero ahí se espera "${name(b)}".`],
  [/^Variable "([^"]*)" cannot be non-input type "([^"]*)"/, (v, t) => `"${name(v)}" no puede ser de tipo "${name(t)}".`],
  [/^Fields "([^"]*)" conflict because/, (f) => `Los campos "${name(f)}" piden cosas distintas con el mismo nombre: usá alias diferentes.`],
  [/definition is not executable/, () => 'El documento solo puede tener operaciones y fragmentos.'],
  [/must select only one top level field/, () => 'Una suscripción debe pedir un solo campo.'],
  [/^Maximum introspection depth exceeded/, () => 'La consulta de introspección es demasiado profunda.'],
];

const REQUEST: Rule[] = [
  [/^GraphQL operations must contain a non-empty `query`/, () => 'Falta la consulta: enviá "query" con el documento GraphQL.'],
  [/^GraphQL queries must be strings/, () => '"query" debe ser un texto con el documento GraphQL.'],
  [/^`variables` in a POST body/, () => '"variables" debe ser un objeto JSON.'],
  [/^`extensions` in a POST body/, () => '"extensions" debe ser un objeto JSON.'],
  [/^`operationName` in a POST body must be a string/, () => '"operationName" debe ser un texto.'],
  [/^POST body missing/, () => 'Falta el cuerpo de la solicitud: enviá un objeto JSON con "query" (Content-Type: application/json).'],
  [/^The (\w+) search parameter contains invalid JSON/, (p) => `El parámetro "${p}" de la URL no es un JSON válido.`],
  [/^The (\w+) search parameter should contain a JSON-encoded object/, (p) => `El parámetro "${p}" de la URL debe ser un objeto JSON.`],
  [/^The '(\w+)' search parameter may only be specified once/, (p) => `El parámetro "${p}" de la URL aparece más de una vez.`],
  [/^GET requests only support query operations/, () => 'Por GET solo se aceptan consultas (query): las mutaciones van por POST.'],
  [/^GET requests may not have a content-type/, () => 'Un GET solo admite Content-Type application/json.'],
  [/^Apollo Server supports only GET\/POST/, () => 'Solo se aceptan solicitudes GET y POST.'],
  [/^This operation has been blocked as a potential Cross-Site Request Forgery/, () =>
    "Solicitud bloqueada por protección CSRF: enviá Content-Type: application/json o el encabezado 'Apollo-Require-Preflight'."],
  [/^An 'accept' header was provided/, () => 'El encabezado Accept no admite application/json.'],
  [/^Operation batching disabled|^No operations found in request/, () => 'Se acepta una sola operación por solicitud (sin lotes).'],
  [/incremental delivery/, () => 'Esta API no admite @defer ni @stream.'],
  [/^PersistedQueryNotFound/, () => 'Consulta persistida no encontrada: enviá el documento completo.'],
  [/^PersistedQueryNotSupported|^Unsupported persisted query version|^provided sha does not match/, () => 'Consulta persistida inválida: enviá el documento completo.'],
  [/^Unknown operation named/, () => LIMIT_MESSAGES.unknownOperation],
  [/^Must provide operation name/, () => LIMIT_MESSAGES.operationName],
];

function translate(rules: Rule[], message: string): string | null {
  for (const [re, to] of rules) {
    const m = re.exec(message);
    if (m) return to(...m.slice(1).map((g) => g ?? ''));
  }
  return null;
}

/** The Spanish message for a refused request (by Apollo's code), or null when the error is not one of those. */
export function spanishRequestMessage(formatted: GraphQLFormattedError): string | null {
  const code = formatted.extensions?.code;
  const message = formatted.message;
  switch (code) {
    case 'GRAPHQL_PARSE_FAILED': {
      // graphql 16 writes "more that N tokens".
      if (/Document contains more th(?:an|at) \d+ tokens/.test(message)) return LIMIT_MESSAGES.tokens(GRAPHQL_LIMITS.maxTokens);
      const at = formatted.locations?.[0];
      return `Error de sintaxis en la consulta GraphQL${at ? ` (línea ${at.line}, columna ${at.column})` : ''}.`;
    }
    case 'GRAPHQL_VALIDATION_FAILED':
      return translate(VALIDATION, message) ?? 'La consulta no es válida para el esquema de esta API.';
    case 'BAD_REQUEST':
    case 'OPERATION_RESOLUTION_FAILURE':
    case 'PERSISTED_QUERY_NOT_FOUND':
    case 'PERSISTED_QUERY_NOT_SUPPORTED':
      return translate(REQUEST, message) ?? 'Solicitud GraphQL inválida.';
    default:
      return null;
  }
}
