import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Request, RequestHandler, Response } from 'express';

/**
 * The kanban's first frame drawn on the server (first card on screen): the client's own React components, built by
 * `vite build --ssr` into one CommonJS file (client/src/app/ssr/firstFrame.tsx → ssrDist/first-frame.cjs). The
 * page's early script asks POST /first-frame instead of sending `Me` and `DealBoard` to /graphql; this runs those
 * two operations for the caller as /graphql does (GraphqlServer.execute), renders the frame from their answers and
 * sends both back: the page puts the HTML in #root at once and React hydrates it with the same answers.
 */

/** What first-frame.cjs exports (client/src/app/ssr/firstFrame.tsx). */
interface Operation {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}
export interface FirstFrameRenderer {
  operations(path: string): { Me: Operation; DealBoard: Operation } | null;
  prepare(): Promise<unknown>;
  render(input: { me: unknown; board: unknown; viewport: { width: number; height: number }; path: string }): string | null;
}

const RENDERER_FILE = 'first-frame.cjs';

/**
 * The renderer in `dir`, its screens' code loaded, or null without one (development, tests that do not build the
 * client) or when it does not load: the page then loads as it does without it.
 */
export async function loadFirstFrameRenderer(dir: string | undefined, log: (message: string) => void = console.warn): Promise<FirstFrameRenderer | null> {
  const file = dir ? join(dir, RENDERER_FILE) : null;
  if (!file || !existsSync(file)) return null;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output read at run time, not a source module
    const renderer = require(file) as FirstFrameRenderer;
    await renderer.prepare();
    return renderer;
  } catch (e) {
    log(`No se pudo cargar el primer cuadro del kanban (${file}): ${(e as Error).message}`);
    return null;
  }
}

/** The largest window side taken as is: a first frame is never drawn for more (a bigger number is refused). */
const MAX_SIDE_PX = 10_000;

const side = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= MAX_SIDE_PX ? Math.round(v) : null);

/**
 * POST /first-frame, body `{ path, viewport: { width, height } }`, behind the same authentication as /graphql:
 * `{ html, answers: { Me, DealBoard } }` (each answer /graphql's JSON, or null where /graphql would not have
 * answered 2xx; html null when there is nothing to draw, such as no session, or when drawing failed). 404
 * `{ html: null }` when this server has no renderer or does not draw that path: the page then sends its requests to
 * /graphql as before. Never a 5xx: whatever fails here, the page still loads its way.
 */
export function firstFrameHandler(opts: {
  renderer: Promise<FirstFrameRenderer | null>;
  execute: (request: Operation, req: Request, res: Response) => Promise<string | null>;
  log?: (message: string) => void;
}): RequestHandler {
  const log = opts.log ?? console.warn;
  return async (req, res) => {
    // Per user and per moment: nobody caches it.
    res.setHeader('Cache-Control', 'no-store');
    const body = (req.body ?? {}) as { path?: unknown; viewport?: { width?: unknown; height?: unknown } };
    const width = side(body.viewport?.width);
    const height = side(body.viewport?.height);
    const renderer = await opts.renderer;
    const ops = renderer && typeof body.path === 'string' && width && height ? renderer.operations(body.path) : null;
    if (!renderer || !ops || !width || !height) {
      res.status(404).json({ html: null });
      return;
    }
    let me: string | null;
    let board: string | null;
    try {
      [me, board] = await Promise.all([opts.execute(ops.Me, req, res), opts.execute(ops.DealBoard, req, res)]);
    } catch (e) {
      log(`Primer cuadro del kanban: ${(e as Error).message}`);
      res.status(200).json({ html: null });
      return;
    }
    let html: string | null = null;
    if (me && board) {
      try {
        html = renderer.render({ me: JSON.parse(me), board: JSON.parse(board), viewport: { width, height }, path: body.path as string });
      } catch (e) {
        log(`Primer cuadro del kanban: no se pudo dibujar (${(e as Error).message})`);
      }
    }
    // The answers as /graphql's texts, not parsed and written again.
    res
      .status(200)
      .type('application/json')
      .send(`{"html":${JSON.stringify(html)},"answers":{"Me":${me?.trim() ?? 'null'},"DealBoard":${board?.trim() ?? 'null'}}}`);
  };
}
