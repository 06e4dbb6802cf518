import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export const WEBHOOK_URL_MESSAGES = {
  invalid: 'La URL del webhook no es válida: debe empezar con http:// o https://.',
  credentials: 'La URL del webhook no puede llevar usuario ni contraseña.',
  privateTarget: 'La URL del webhook apunta a una dirección local o privada: no está permitida (salvo WEBHOOKS_ALLOW_PRIVATE=1).',
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
  // IPv4-compatible (::a.b.c.d, deprecated) and the unspecified and loopback addresses.
  ['::', 96],
  ['100::', 64],
  // Teredo: the IPv4 inside is obfuscated; no webhook receiver needs it.
  ['2001::', 32],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  // Site-local (deprecated, still routed inside some networks).
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv6');
}

/** The 16 bytes of an IPv6 address (node's isIP already said it is one), or null. */
function ipv6Bytes(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const h = groups(head);
  const t = groups(tail);
  const all = text.includes('::') ? [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t] : h;
  if (all.length !== 8) return null;
  return all.flatMap((g) => {
    const n = parseInt(g || '0', 16);
    return [n >> 8, n & 0xff];
  });
}

/**
 * The IPv4 address an IPv6 one carries to an IPv4 host, judged as that host: IPv4-mapped
 * (::ffff:a.b.c.d), NAT64 (64:ff9b::/96 and the local-use 64:ff9b:1::/48) and 6to4 (2002::/16).
 * Otherwise [::ffff:127.0.0.1], [64:ff9b::169.254.169.254] or [2002:7f00:1::] reach loopback or the
 * cloud's metadata service through a translator.
 */
function embeddedIpv4(bytes: number[]): string | null {
  const zero = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const v4 = (at: number) => bytes.slice(at, at + 4).join('.');
  if (zero(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return v4(12);
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b) {
    if (zero(4, 12)) return v4(12);
    if (bytes[4] === 0 && bytes[5] === 1) return v4(12);
  }
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return v4(2);
  return null;
}

/** Whether an address is one a webhook may not reach (an IPv6 that carries an IPv4 is judged as that IPv4). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  const bytes = ipv6Bytes(address);
  if (!bytes) return true;
  const v4 = embeddedIpv4(bytes);
  if (v4) return PRIVATE.check(v4, 'ipv4');
  return PRIVATE.check(address, 'ipv6');
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
export async function resolveWebhookTarget(url: URL, policy: { allowPrivate: boolean }): Promise<Array<{ address: string; family: number }>> {
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
  if (!policy.allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
    throw new WebhookTargetError(WEBHOOK_URL_MESSAGES.privateTarget);
  }
  return addresses;
}

export class WebhookTargetError extends Error {}
