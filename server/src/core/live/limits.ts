/**
 * The caps of the subscription sockets (GraphQL over WebSocket on /graphql), each counted in the process
 * that holds the socket (a cluster worker counts its own). One socket is one open tab: a screen holds a
 * handful of subscriptions (board, cost sheet, budget, presence), so the defaults leave a wide margin for
 * people and none for a script that opens thousands on one socket, which once took a worker's whole heap.
 */
export interface LiveLimits {
  /** LIVE_MAX_SUBSCRIPTIONS_PER_SOCKET: subscriptions open at once on one socket. */
  subscriptionsPerSocket: number;
  /**
   * LIVE_MAX_COST_PER_SOCKET: the summed cost (cost.ts, the HTTP queries' measure) of the subscriptions open
   * on one socket: every event sends each of them once, so this bounds the work one socket asks per event.
   */
  costPerSocket: number;
  /** LIVE_SUBSCRIBES_PER_MINUTE: subscribe messages one socket may send per minute; past it the socket closes (4429). */
  subscribesPerMinute: number;
  /** LIVE_MAX_SOCKETS_PER_USER: sockets one signed-in user holds at once (tabs, phone, PCs) in one process. */
  socketsPerUser: number;
  /** LIVE_MAX_SOCKETS_PER_IP: sockets from one address at once in one process (an office shares one address). */
  socketsPerIp: number;
}

export const LIVE_LIMIT_DEFAULTS: LiveLimits = {
  subscriptionsPerSocket: 50,
  costPerSocket: 20_000,
  subscribesPerMinute: 300,
  socketsPerUser: 30,
  socketsPerIp: 500,
};

const ENV: Record<keyof LiveLimits, string> = {
  subscriptionsPerSocket: 'LIVE_MAX_SUBSCRIPTIONS_PER_SOCKET',
  costPerSocket: 'LIVE_MAX_COST_PER_SOCKET',
  subscribesPerMinute: 'LIVE_SUBSCRIBES_PER_MINUTE',
  socketsPerUser: 'LIVE_MAX_SOCKETS_PER_USER',
  socketsPerIp: 'LIVE_MAX_SOCKETS_PER_IP',
};

/** The LIVE_* settings that are set (positive integers); a bad value stops the start with its name. */
export function loadLiveLimits(env: NodeJS.ProcessEnv): Partial<LiveLimits> {
  const out: Partial<LiveLimits> = {};
  for (const [key, name] of Object.entries(ENV) as Array<[keyof LiveLimits, string]>) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} debe ser un número entero mayor que 0.`);
    out[key] = n;
  }
  return out;
}

/** Close code of a socket that sent subscriptions faster than its cap, or one over the sockets caps. */
export const CLOSE_TOO_MANY = 4429;

const number = new Intl.NumberFormat('es-PY');

export const LIVE_MESSAGES = {
  subscriptions: (max: number) => `Demasiadas suscripciones abiertas en esta conexión (máximo ${number.format(max)}): cerrá las que no uses.`,
  cost: (max: number) => `Las suscripciones abiertas en esta conexión superan el costo máximo (${number.format(max)}): pedí menos campos o cerrá alguna.`,
  rate: 'Demasiadas suscripciones por minuto en esta conexión.',
  socketsPerUser: 'Demasiadas conexiones en vivo abiertas con este usuario.',
  socketsPerIp: 'Demasiadas conexiones en vivo desde esta dirección.',
  presenceTwice: 'Esta conexión ya avisa que estás viendo esta operación.',
} as const;
