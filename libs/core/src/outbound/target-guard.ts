import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { buildConnector } from 'undici';
import type { PrivateTargets } from '../config/app-config';

/** Resolves a host name to every address it has (the system resolver; tests supply their own). */
export type HostLookup = (hostname: string) => Promise<Array<{ address: string; family: number }>>;
export const HOST_LOOKUP = Symbol('HOST_LOOKUP');
export const systemLookup: HostLookup = (hostname) => lookup(hostname, { all: true, verbatim: true });

const RANGE_NAMES: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  linkLocal: 'a link-local address (cloud metadata services live here)',
  uniqueLocal: 'a unique-local address (cloud metadata services live here too)',
  unspecified: 'the unspecified address',
  carrierGradeNat: 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
};

type Ipv4Bytes = number[];

/** IPv6 ranges that carry IPv4 addresses, with where the IPv4 sits (byte offsets into the 16 bytes). */
const IPV4_EMBEDDINGS: Array<{ name: string; prefix: [ipaddr.IPv6, number]; embedded(bytes: number[]): Ipv4Bytes[] }> = [
  { name: 'an IPv4-compatible address', prefix: ipaddr.IPv6.parseCIDR('::/96'), embedded: (bytes) => [bytes.slice(12)] },
  { name: 'an IPv4-mapped address', prefix: ipaddr.IPv6.parseCIDR('::ffff:0:0/96'), embedded: (bytes) => [bytes.slice(12)] },
  { name: 'an IPv4-translated address', prefix: ipaddr.IPv6.parseCIDR('::ffff:0:0:0/96'), embedded: (bytes) => [bytes.slice(12)] },
  { name: 'a NAT64 address', prefix: ipaddr.IPv6.parseCIDR('64:ff9b::/96'), embedded: (bytes) => [bytes.slice(12)] },
  // RFC 8215's local-use NAT64 prefix: the operator picks a /48 to /96 inside it, so every RFC 6052 reading must be public.
  {
    name: 'a local-use NAT64 address',
    prefix: ipaddr.IPv6.parseCIDR('64:ff9b:1::/48'),
    embedded: (bytes) => [12, 8, 7, 6].map((start) => rfc6052Ipv4(bytes, start)),
  },
  { name: 'a 6to4 address', prefix: ipaddr.IPv6.parseCIDR('2002::/16'), embedded: (bytes) => [bytes.slice(2, 6)] },
  // Teredo: the server's IPv4 in bits 32-63, the client's in the last 32 bits inverted.
  {
    name: 'a Teredo address',
    prefix: ipaddr.IPv6.parseCIDR('2001::/32'),
    embedded: (bytes) => [bytes.slice(4, 8), bytes.slice(12).map((byte) => byte ^ 0xff)],
  },
];

/** The IPv4 of an RFC 6052 address whose prefix ends at byte `start`; byte 8 (bits 64-71) is reserved and skipped. */
function rfc6052Ipv4(bytes: number[], start: number): Ipv4Bytes {
  return [...bytes.slice(start, 8), ...bytes.slice(Math.max(9, start))].slice(0, 4);
}

function refusedIpv4(address: ipaddr.IPv4): string | null {
  const range = address.range();
  return range === 'unicast' ? null : (RANGE_NAMES[range] ?? `a reserved address (${range})`);
}

/**
 * Why an address may not be an outbound target, or null for a public unicast address. Only
 * ipaddr.js's `unicast` passes: loopback, private, link-local, unique-local, metadata and reserved
 * ranges are refused. An IPv6 address that embeds IPv4 (IPv4-compatible, mapped, translated, NAT64,
 * 6to4, Teredo) is judged by every IPv4 inside it: `::7f00:1` is loopback however it is spelled.
 */
export function refusedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return refusedIpv4(parsed as ipaddr.IPv4);
  const ipv6 = parsed as ipaddr.IPv6;
  const range = ipv6.range();
  // `::` and `::1` lie inside ::/96 but are named as themselves.
  if (range === 'unspecified' || range === 'loopback') return RANGE_NAMES[range];
  const embedding = IPV4_EMBEDDINGS.find(({ prefix }) => ipv6.match(prefix));
  if (embedding !== undefined) {
    const refusals = embedding.embedded(ipv6.toByteArray()).flatMap((bytes) => {
      const ipv4 = new ipaddr.IPv4(bytes);
      const refused = refusedIpv4(ipv4);
      return refused === null ? [] : [{ range: ipv4.range(), reason: `${embedding.name} embedding ${ipv4.toString()}, ${refused}` }];
    });
    // A zero-padded reading (0.x.x.x) is named only when no reading names something more telling.
    return (refusals.find(({ range }) => range !== 'unspecified') ?? refusals[0])?.reason ?? null;
  }
  return range === 'unicast' ? null : (RANGE_NAMES[range] ?? `a reserved address (${range})`);
}

/** This machine: 127.0.0.0/8, ::1, and 127.0.0.0/8 as an IPv4-mapped IPv6 address (how a dual-stack socket names it). */
function isLoopback(address: string): boolean {
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'loopback';
  const ipv6 = parsed as ipaddr.IPv6;
  return ipv6.range() === 'loopback' || (ipv6.isIPv4MappedAddress() && ipv6.toIPv4Address().range() === 'loopback');
}

/** Why `address` may not be a target under the WEBHOOK_ALLOW_PRIVATE_TARGETS setting `allow`, or null. */
export function refusedTarget(address: string, allow: PrivateTargets): string | null {
  if (allow === true) return null;
  const refused = refusedRange(address);
  return refused !== null && allow === 'loopback' && ipaddr.isValid(address) && isLoopback(address) ? null : refused;
}

/** RFC 6761: `localhost` and names under it always resolve to this machine. */
const LOCALHOST_NAME = /^(.+\.)?localhost\.?$/i;

/** What every refusal ends with: the rule and the setting that lifts it. */
const PRIVATE_TARGETS_RULE =
  'Outbound requests may not target private, loopback, link-local or metadata addresses unless the server sets ' +
  'WEBHOOK_ALLOW_PRIVATE_TARGETS (loopback: this machine only, as npm start does; true: every private range; for local development only)';

/**
 * Why an outbound request's `url` is refused when it is created or changed, or null. Only what
 * the URL itself tells is judged: an IP literal in any spelling (the WHATWG parser turns `127.1`,
 * `0x7f000001` and `2130706433` into 127.0.0.1, as the connector receives it) and `localhost`
 * names; other names are judged on the address they resolve to when a request connects.
 */
export function refusedTargetUrl(url: string, allow: PrivateTargets): string | null {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return null; // not a URL: the URL field's own check says so
  }
  const address = hostname.replace(/^\[(.*)\]$/, '$1');
  let refused: string | null = null;
  if (isIP(address) !== 0) refused = refusedTarget(address, allow);
  else if (allow === false && LOCALHOST_NAME.test(hostname)) refused = 'a name of this machine (it always resolves to a loopback address)';
  return refused === null ? null : `its host ${address} is ${refused}. ${PRIVATE_TARGETS_RULE}`;
}

/** A target the SSRF guard refused: recorded on the delivery as a failed attempt. */
export class TargetRefusedError extends Error {
  readonly code = 'ERR_WEBHOOK_TARGET_REFUSED';
}

/**
 * The SSRF guard (docs/api/events.md#targets-the-service-refuses). The host is resolved once per connection, every address it
 * resolves to is checked, and the socket connects to the checked address itself: a DNS answer
 * that changes between check and connect (rebinding) cannot slip through.
 */
export class TargetGuard {
  constructor(
    private readonly allowPrivate: PrivateTargets,
    private readonly lookupHost: HostLookup = systemLookup,
  ) {}

  /** The address to connect to for `hostname` (a name or an IP literal, IPv6 without brackets). */
  async resolve(hostname: string): Promise<string> {
    const addresses = isIP(hostname) !== 0 ? [{ address: hostname, family: isIP(hostname) }] : await this.lookupHost(hostname);
    if (addresses.length === 0) throw new Error(`${hostname} does not resolve to any address`);
    for (const { address } of addresses) {
      const refused = refusedTarget(address, this.allowPrivate);
      if (refused !== null) {
        const named = address === hostname ? address : `${hostname} (${address})`;
        throw new TargetRefusedError(`Refused to deliver to ${named}: ${refused}. ${PRIVATE_TARGETS_RULE}`);
      }
    }
    return addresses[0].address;
  }

  /** An undici connector that connects only to addresses `resolve` let through; TLS still verifies the host name. */
  connector(options: buildConnector.BuildOptions): buildConnector.connector {
    const connect = buildConnector(options);
    return (target, callback) => {
      this.resolve(target.hostname).then(
        // `host` keeps the original name: undici derives the TLS server name (SNI, certificate check) from it.
        (address) => connect({ ...target, hostname: address }, callback),
        (error: Error) => callback(error, null),
      );
    };
  }
}
