import type { RequestHandler } from 'express';
import { jsonBody } from '../../core/rest/json-body';
import { actorOf, setContentIdempotency } from '../../core/rest/context';
import { idempotencyScope, type IdempotencyService, requestHash, withoutSecrets } from './idempotency.service';

/**
 * `Idempotency-Key` on any POST of /api (idempotent creates), mounted after authentication and before the
 * /api router. The first request's JSON answer (2xx/3xx) is stored before it is sent; a retry with the
 * same key, path and body gets that answer again (with `Idempotent-Replayed: true`) and runs nothing; the
 * same key with another path or body is a 409. An error answer releases the key. Keys are per actor (an
 * API key has its own) and kept 24 hours. A multipart upload is hashed by its content, once the route
 * has read it (contentIdempotency); the stored answer never holds a secret (withoutSecrets).
 */
export function idempotentPosts(idem: IdempotencyService): RequestHandler {
  // The same parser and limit as the /api router, which then skips an already parsed body.
  const json = jsonBody();
  return (req, res, next) => {
    const header = req.headers['idempotency-key'];
    const actor = actorOf(res);
    // Without a session the route itself answers 401.
    if (req.method !== 'POST' || header === undefined || !actor) return next();
    void (async () => {
      const key = idem.validKey(header);
      const scope = idempotencyScope(actor);
      const operation = `rest:POST ${req.originalUrl}`;
      /** Stores the first request's JSON answer (without secrets) or releases the key on an error. */
      const keepAnswer = () => {
        let viaJson = false;
        const send = res.json.bind(res);
        res.json = (payload: unknown) => {
          viaJson = true;
          const status = res.statusCode;
          const stored = status < 400 ? idem.complete(scope, key, status, JSON.stringify(withoutSecrets(payload))) : idem.release(scope, key);
          stored.then(
            () => send(payload),
            (e: unknown) => {
              res.json = send;
              next(e);
            },
          );
          return res;
        };
        // An answer that is not JSON (a stream, a redirect): nothing to replay, the key is released.
        res.on('finish', () => {
          if (!viaJson) void idem.release(scope, key).catch(() => undefined);
        });
      };
      /** Takes the key for this request's content, or returns what sends the first request's answer (a replay). */
      const take = async (content: unknown): Promise<(() => void) | null> => {
        const start = await idem.begin(scope, key, requestHash(operation, content));
        if (start.replay) {
          return () => {
            res.setHeader('Idempotent-Replayed', 'true');
            res.status(start.status).type('json').send(start.response);
          };
        }
        keepAnswer();
        return null;
      };
      if (req.is('multipart/form-data')) {
        // A multipart body is hashed by what it holds (fields, file names and bytes), not by its
        // boundary or size: the route reads it and asks before it writes (contentIdempotency).
        setContentIdempotency(res, (content) => take({ multipart: content }));
        return next();
      }
      if (req.is('application/json')) await new Promise<void>((ok, fail) => json(req, res, (e?: unknown) => (e ? fail(e) : ok())));
      const body: unknown = req.body !== undefined ? req.body : { length: req.headers['content-length'] ?? null, type: req.headers['content-type'] ?? null };
      const replay = await take(body);
      if (replay) replay();
      else next();
    })().catch(next);
  };
}
