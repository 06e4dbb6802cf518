/**
 * First card on screen: the requests a page load can start before the app's entry
 * script has even downloaded. index.html carries a small inline classic script built from `earlyStart` (the
 * Vite plugin in client/vite.config.ts serializes this function with its plan) ahead of the entry: with a
 * stored token, it sends the session check (`Me`) and the screen's data (the kanban's `DealBoard`) at once,
 * and asks for the app's and the screen's chunks with `<link rel="modulepreload">` (the app's on every route,
 * with or without a session). The app takes them (earlyLink.ts: `takeEarly` for the session and the board, read as
 * they came for React's first frame; `createEarlyLink` for Apollo's queries) instead of sending the same requests
 * again, and renders once both are in (spec part 1 §2: nothing is shown while the session loads).
 *
 * `earlyStart` runs as plain script text: it must not use imports, closures or anything but `plan`
 * and browser globals.
 */

/** A GraphQL request as the Apollo link chain would send it (same body, same headers). */
export interface EarlyRequest {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

/** What a page load at a matching path starts early. */
export interface EarlyRoute {
  /** Regular expression source matched against `location.pathname`. */
  path: string;
  requests: EarlyRequest[];
  /** Chunks (and style sheets) of the screen, by URL. */
  modules: string[];
  styles: string[];
  /**
   * The server draws this route's first frame (POST /first-frame, server/src/core/first-frame.ts): instead of
   * sending the session check and `requests` to /graphql, the script asks for the frame, which comes with their
   * answers; the frame goes into #root (marked `data-ssr`, which React then hydrates, start.tsx) and the answers
   * under the same keys as if sent one by one. A server without the frame (404) or a failed request: they are sent
   * to /graphql then, as on any other route.
   */
  frame?: boolean;
  /**
   * A workspace's board: sent once the route's first request (the workspaces) has answered, for the
   * business unit whose `keySlug` is the path's first group, with that unit's id as `businessUnitId`.
   */
  unitBoard?: EarlyRequest;
}

export interface EarlyPlan {
  tokenKey: string;
  /**
   * The app's chunk (start.tsx, loaded by the small entry) and its style sheets, asked for on every route,
   * with or without a session, after the early requests (so those get the browser's first connections).
   */
  app: { modules: string[]; styles: string[] };
  /** Sent on every route with a stored token (the session check). */
  session: EarlyRequest;
  routes: EarlyRoute[];
}

/** A request started early: its key (operation name and variables) and the parsed answer, or null to send it again. */
export interface EarlyResponse {
  key: string;
  result: Promise<unknown>;
}

export const EARLY_GLOBAL = '__crmEarly';

/** The key under which an early answer waits for the same operation of the app. */
export function earlyKey(operationName: string, variables: Record<string, unknown> | undefined): string {
  const sorted = Object.fromEntries(Object.entries(variables ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${operationName} ${JSON.stringify(sorted)}`;
}

export function earlyStart(plan: EarlyPlan): void {
  let token: string | null;
  try {
    token = window.localStorage.getItem(plan.tokenKey);
  } catch {
    token = null;
  }
  const preload = (modules: string[], styles: string[]) => {
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    for (const href of styles) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'style';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  };
  if (!token) {
    preload(plan.app.modules, plan.app.styles);
    return;
  }
  const path = window.location.pathname;
  const route = plan.routes.find((r) => new RegExp(r.path).test(path));
  const started: EarlyResponse[] = [];
  const key = (request: EarlyRequest) => `${request.operationName} ${JSON.stringify(request.variables)}`;
  const send = (request: EarlyRequest, register = true) => {
    const result: Promise<unknown> = fetch('/graphql', {
      method: 'POST',
      headers: {
        accept: 'application/graphql-response+json,application/json;q=0.9',
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(request),
    }).then(
      // Anything but a plain answer is left to the app's own request (and its error handling).
      (res) => (res.ok ? res.json() : null),
      () => null,
    );
    // The key as earlyKey() computes it (no imports in here): the plan's variables come with sorted keys.
    if (register) started.push({ key: key(request), result });
    return result;
  };
  const framed = Boolean(route && route.frame);
  if (route && framed) {
    // The files first here: the server answers the frame only once it has drawn it, and the worker drawing it
    // would otherwise serve the app's chunk after that (a cold load's last file, which the hydration waits for).
    preload(route.modules, route.styles);
    preload(plan.app.modules, plan.app.styles);
    type Frame = { html?: string | null; answers?: Record<string, unknown> } | null;
    // This script runs from the page's head, before #root is parsed: the frame goes in once #root is complete
    // (something follows it), or when the page is parsed.
    const place = (answer: Frame) =>
      new Promise<Frame>((resolve) => {
        const put = () => {
          const root = document.getElementById('root');
          if (answer && typeof answer.html === 'string' && root) {
            root.innerHTML = answer.html;
            root.setAttribute('data-ssr', '');
          }
          resolve(answer);
        };
        const root = document.getElementById('root');
        if (!answer || !answer.html || (root && root.nextSibling) || document.readyState !== 'loading') put();
        else document.addEventListener('DOMContentLoaded', put, { once: true });
      });
    const frame: Promise<Frame> = fetch('/first-frame', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ path, viewport: { width: window.innerWidth, height: window.innerHeight } }),
    })
      .then((res) => (res.status === 200 ? res.json() : null))
      // In the page before the answers are handed over: the app, which waits for them, then finds the frame.
      .then(place, () => null);
    for (const request of [plan.session, ...route.requests]) {
      const result = frame.then((answer) => {
        if (!answer || !answer.answers) return send(request, false);
        return answer.answers[request.operationName] ?? null;
      });
      started.push({ key: key(request), result });
    }
  } else {
    send(plan.session);
  }
  const first = route && !framed ? route.requests.map((r) => send(r))[0] : undefined;
  const unitBoard = route ? route.unitBoard : undefined;
  if (first && unitBoard) {
    // Runs before the app can read the same answer (its callbacks come later), so the board waits for it.
    void first.then((answer) => {
      let slug = '';
      try {
        slug = decodeURIComponent((new RegExp(route!.path).exec(path) ?? [])[1] ?? '');
      } catch {
        return;
      }
      const units = (answer as { data?: { businessUnits?: Array<{ id: number; keySlug: string }> } } | null)?.data?.businessUnits ?? [];
      const unit = units.find((u) => u.keySlug === slug);
      if (unit) send({ ...unitBoard, variables: { ...unitBoard.variables, businessUnitId: unit.id } });
    });
  }
  (window as unknown as Record<string, EarlyResponse[]>).__crmEarly = started;
  // The data first, then the screen's and the app's files: appending the preload links takes the main thread
  // a few ms, and their requests would otherwise take the connections first. The screen's chunk before the
  // app's ten: on HTTP/1.1's six connections it came last (KanbanPage.js done at 290 ms after navigation
  // instead of 172 in the quiet browser bench, bench/results-browser-quiet.md), and React's board waits for it.
  if (framed) return;
  if (route) preload(route.modules, route.styles);
  preload(plan.app.modules, plan.app.styles);
}
