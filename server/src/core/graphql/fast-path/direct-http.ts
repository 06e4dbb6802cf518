import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { type DocumentNode, type FormattedExecutionResult, getOperationAST, type GraphQLSchema } from 'graphql';
import type { GqlContext } from '../context';
import { type DirectAnswers, rawJsonBytes } from './direct-answers';
import type { FastPathCounters } from './counters';
import type { RawJson } from './raw-json';
import type { SharedResponses } from './shared-response-cache';

/**
 * Fast while people work: the kanban's board request answered before Apollo's request pipeline. Apollo runs a few
 * dozen plugin hooks, builds its request and response objects, hashes the query and copies headers for
 * every request; for the board (tens of requests a second after each move) that was a fifth of its cost.
 * Here, after the same Express middlewares (compression, rate limits, authentication, the multipart
 * guard, the JSON body parser), a request is answered directly only when all of this holds, else it goes
 * on to Apollo unchanged:
 *
 * - a POST with a JSON object body of `query` (a text Apollo itself parsed and validated before, with the
 *   same rules: it is recorded by this module's plugin once Apollo resolved its operation), optional
 *   `variables` (an object) and `operationName` (a string), nothing else (no `extensions`);
 * - an Accept header Apollo answers with a known content type (absent, `*\/*`, JSON or the Apollo Client's);
 * - an operation the trimmed path (direct-answers.ts) accepts, within the cost limit (the same estimator);
 * - a session (without one, Apollo answers the error).
 *
 * The answer is the shared response cache's (the same cache, key and single flight as its plugin) or the
 * trimmed path's, measured by the same response size limit, and sent as Apollo's Express integration
 * sends it (status 200, its content type, the same text). Whatever the trimmed path cannot prove the same,
 * any error and any answer over the size limit go on to Apollo, which answers them as before.
 */

const JSON_UTF8 = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_UTF8 = 'application/graphql-response+json; charset=utf-8';

/** Apollo's content type for these Accept headers (its chooseContentTypeForSingleResultResponse); any other goes to Apollo. */
const CONTENT_TYPES = new Map<string | undefined, string>([
  [undefined, JSON_UTF8],
  ['', JSON_UTF8],
  ['*/*', JSON_UTF8],
  ['application/json', JSON_UTF8],
  // Apollo Client's own (and the client's early start, earlyStart.ts)
  ['application/graphql-response+json,application/json;q=0.9', GRAPHQL_RESPONSE_UTF8],
]);

/** Query texts Apollo parsed and validated, with its query hash (the shared cache's key holds it). */
const KNOWN_TEXTS = 200;
const MAX_TEXT = 20_000;

export interface DirectHttp {
  /** Records the texts Apollo validated (place it among Apollo's plugins). */
  plugin: ApolloServerPlugin<GqlContext>;
  /** The Express handler, just before Apollo's. */
  handler: RequestHandler;
  /** After Apollo stopped: every request goes to Apollo (which refuses it). */
  stop(): void;
}

export function directHttp(opts: {
  schema: GraphQLSchema;
  direct: DirectAnswers;
  shared: SharedResponses;
  /** The response size limit's serializer (limits.ts responseSizeLimit().serialize), for answers of the shared cache. */
  serialize: (result: FormattedExecutionResult) => string | null;
  /** The response size limit (GRAPHQL_LIMITS.maxResponseBytes). */
  maxBytes: number;
  /** The estimated cost of the operation with its variables, null when its variables do not fit (cost.ts). */
  costOf: (query: string, document: DocumentNode, operation: NonNullable<ReturnType<typeof getOperationAST>>, variables: Record<string, unknown> | undefined) => number | null;
  maxCost: number;
  context: (req: Request, res: Response) => GqlContext;
  /** Where requests answered here are counted (counters.ts). */
  counters: Pick<FastPathCounters, 'answeredBeforeApollo'>;
}): DirectHttp {
  const known = new Map<string, { document: DocumentNode; queryHash: string }>();
  /**
   * An answer of the trimmed path as stringifyWithRaw writes it (`{"data":{…}}` and a newline, limits.ts),
   * in bytes: each column's kept text as encoded once (rawJsonBytes), the rest now.
   */
  const bytesOf = (data: Record<string, RawJson>): Buffer | null => {
    const chunks: Buffer[] = [];
    let head = '{"data":{';
    for (const [key, raw] of Object.entries(data)) {
      const parts = rawJsonBytes(raw);
      if (!parts) return null;
      chunks.push(Buffer.from(`${head}${JSON.stringify(key)}:`), ...parts);
      head = ',';
    }
    chunks.push(Buffer.from('}}\n'));
    return Buffer.concat(chunks);
  };
  /** The bytes of answers sent from here, per answer (a shared answer served again is not encoded again). */
  const bytes = new WeakMap<FormattedExecutionResult, Buffer>();
  let stopped = false;

  const plugin: ApolloServerPlugin<GqlContext> = {
    async requestDidStart() {
      return {
        // Called only once the document parsed and passed validation (Apollo's documentStore holds the same).
        async didResolveOperation(rc) {
          const text = rc.source;
          if (!text || text.length > MAX_TEXT || known.has(text) || !rc.queryHash || !rc.operation) return;
          if (!opts.direct.accepts(opts.schema, rc.document, rc.operation)) return;
          if (known.size >= KNOWN_TEXTS) known.delete(known.keys().next().value as string);
          known.set(text, { document: rc.document, queryHash: rc.queryHash });
        },
      };
    },
  };

  const handler: RequestHandler = (req, res, next) => {
    // JSON only (a multipart body, parsed by graphql-upload, goes to Apollo).
    if (stopped || req.method !== 'POST' || !req.headers['content-type']?.toLowerCase().startsWith('application/json')) return next();
    const body = req.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body) || typeof body.query !== 'string') return next();
    const entry = known.get(body.query);
    if (!entry) return next();
    for (const k in body) if (k !== 'query' && k !== 'variables' && k !== 'operationName') return next();
    const { variables, operationName } = body;
    if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return next();
    if (operationName != null && typeof operationName !== 'string') return next();
    const accept = req.headers.accept;
    const contentType = CONTENT_TYPES.get(accept);
    if (!contentType || !res.locals.actor) return next();
    const operation = getOperationAST(entry.document, (operationName as string | null | undefined) ?? undefined);
    if (!operation || operation.operation !== 'query' || !opts.direct.accepts(opts.schema, entry.document, operation)) return next();
    const vars = (variables ?? undefined) as Record<string, unknown> | undefined;
    const cost = opts.costOf(body.query, entry.document, operation, vars);
    if (cost === null || cost > opts.maxCost) return next();
    answer(req, res, entry, operation, vars, contentType).catch(() => {
      if (!res.headersSent) next();
    });
  };

  async function answer(
    req: Request,
    res: Response,
    entry: { document: DocumentNode; queryHash: string },
    operation: NonNullable<ReturnType<typeof getOperationAST>>,
    variables: Record<string, unknown> | undefined,
    contentType: string,
  ): Promise<void> {
    const ctx = opts.context(req, res);
    const found = await opts.shared.lookup(opts.schema, operation, { queryHash: entry.queryHash, operationName: operation.name?.value || null, variables }, ctx);
    let body: Buffer | null | undefined;
    if (found && 'hit' in found) {
      body = bytes.get(found.hit);
      if (!body) {
        const text = opts.serialize(found.hit);
        if (text !== null) bytes.set(found.hit, (body = Buffer.from(text)));
      }
    } else {
      let result: FormattedExecutionResult | null = null;
      try {
        const data = await opts.direct.answer(opts.schema, entry.document, operation, variables ?? {}, ctx);
        body = data && bytesOf(data);
        // Over the size limit: Apollo answers it (with its error).
        if (body && body.length <= opts.maxBytes) {
          result = { data: data! };
          bytes.set(result, body);
        } else body = null;
      } finally {
        // What the cache holds for it: the answer's text (its parts) and these bytes beside it (the budget is memory).
        found?.miss(result, body ? body.length * 2 : undefined);
      }
    }
    // Anything not answered here (a decline, an error, an answer over the size limit): Apollo answers it.
    if (!body) throw new Error('direct-http: declined');
    opts.counters.answeredBeforeApollo++;
    res.setHeader('content-type', contentType);
    res.statusCode = 200;
    // The bytes Apollo's integration sends (Express encodes its text to the same Buffer).
    res.send(body);
  }

  return {
    plugin,
    handler,
    stop: () => {
      stopped = true;
    },
  };
}
