import { isIPv4, isIPv6 } from 'node:net';

/** What a request's client address is read from: express's `ip` (the first X-Forwarded-For hop with TRUST_PROXY), else the socket's. */
export interface AddressedRequest {
  ip?: string;
  socket?: { remoteAddress?: string };
}

/** The client address: the socket's, or with TRUST_PROXY the first X-Forwarded-For hop (docs/operations.md#behind-a-proxy). */
export function clientAddressOf(request: AddressedRequest): string {
  return request.ip ?? request.socket?.remoteAddress ?? 'unknown';
}

/** The one name of every loopback address (127.0.0.0/8, ::1 and their IPv4-mapped forms): one host. */
const LOOPBACK = 'loopback';

/** The 8 groups of 16 bits of an IPv6 address (zone removed, an embedded dotted quad as two groups); null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const plain = address.split('%')[0];
  if (!isIPv6(plain)) return null;
  let text = plain.toLowerCase();
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad !== null) {
    const [a, b, c, d] = quad.slice(1).map(Number);
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part === undefined || part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const before = parse(head);
  const after = parse(tail);
  return tail === undefined ? before : [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * What the per-client limits count a request by (docs/api/careers.md#rate-limits, docs/api/auth.md#failed-authentications):
 * an IPv4 address alone, an IPv6 address by its /64 prefix (`2001:db8:1:2::/64`: one subscriber's network),
 * an IPv4-mapped IPv6 address as the IPv4 one, and every loopback form as one host. Anything else (an
 * address express could not read) counts as itself.
 */
export function clientKeyOf(address: string): string {
  if (isIPv4(address)) return address.startsWith('127.') ? LOOPBACK : address;
  const groups = ipv6Groups(address);
  if (groups === null) return address;
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMapped) return clientKeyOf([groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.'));
  if (groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1) return LOOPBACK;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
