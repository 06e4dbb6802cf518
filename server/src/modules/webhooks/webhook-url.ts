import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export const WEBHOOK_URL_MESSAGES = {
  invalid: 'La URL del webhook no es válida: debe empezar con http:// o https://.',
  credentials: 'La URL del webhook no puede llevar usuario ni contraseña.',
  privateTarget: 'La URL del webhook apunta a una dirección local o privada: no está permitida en producción.',
  unresolvable: 'No se pudo resolver el nombre del servidor del webhook.',
} as const;

/** Loopback, private, link-local, carrier-grade NAT, unspecified and multicast ranges (IPv4 and IPv6). */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['192.0.0.0', 24],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv6');
}

/** Whether an address is one a webhook may not reach in production (IPv4-mapped IPv6 judged as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family === 6) return PRIVATE.check(address, 'ipv6');
  return true;
}

/** The URL if it is http(s) without credentials, else null with the reason. */
export function parseWebhookUrl(raw: string): { url: URL } | { error: string } {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { error: WEBHOOK_URL_MESSAGES.invalid };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return { error: WEBHOOK_URL_MESSAGES.invalid };
  if (url.username || url.password) return { error: WEBHOOK_URL_MESSAGES.credentials };
  return { url };
}

/**
 * The addresses the URL's host resolves to, refused when any is private and the policy forbids it.
 * Checked at registration and again at every delivery (a name may resolve elsewhere later), and the
 * delivery connects to an address checked here, not to a second resolution (no DNS rebinding).
 */
export async function resolveWebhookTarget(url: URL, policy: { production: boolean; allowPrivate: boolean }): Promise<Array<{ address: string; family: number }>> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new WebhookTargetError(WEBHOOK_URL_MESSAGES.unresolvable);
    }
  }
  if (!addresses.length) throw new WebhookTargetError(WEBHOOK_URL_MESSAGES.unresolvable);
  if (policy.production && !policy.allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
    throw new WebhookTargetError(WEBHOOK_URL_MESSAGES.privateTarget);
  }
  return addresses;
}

export class WebhookTargetError extends Error {}
