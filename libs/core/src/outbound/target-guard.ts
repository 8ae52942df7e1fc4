import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { buildConnector } from 'undici';

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
  ipv4Mapped: 'an IPv4-mapped address',
};

/**
 * Why an address may not be a webhook target, or null for a public unicast address. Only
 * ipaddr.js's `unicast` passes: loopback, private, link-local, unique-local, metadata, NAT64,
 * 6to4, Teredo and reserved ranges are refused; IPv4-mapped IPv6 is judged as the IPv4 inside.
 */
export function refusedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const range = ipaddr.process(address).range();
  return range === 'unicast' ? null : (RANGE_NAMES[range] ?? `a reserved address (${range})`);
}

/** A target the SSRF guard refused: recorded on the delivery as a failed attempt. */
export class TargetRefusedError extends Error {
  readonly code = 'ERR_WEBHOOK_TARGET_REFUSED';
}

/**
 * The SSRF guard (CONTRACT §4). The host is resolved once per connection, every address it
 * resolves to is checked, and the socket connects to the checked address itself: a DNS answer
 * that changes between check and connect (rebinding) cannot slip through.
 */
export class TargetGuard {
  constructor(
    private readonly allowPrivate: boolean,
    private readonly lookupHost: HostLookup = systemLookup,
  ) {}

  /** The address to connect to for `hostname` (a name or an IP literal, IPv6 without brackets). */
  async resolve(hostname: string): Promise<string> {
    const addresses = isIP(hostname) !== 0 ? [{ address: hostname, family: isIP(hostname) }] : await this.lookupHost(hostname);
    if (addresses.length === 0) throw new Error(`${hostname} does not resolve to any address`);
    if (!this.allowPrivate) {
      for (const { address } of addresses) {
        const refused = refusedRange(address);
        if (refused !== null) {
          const named = address === hostname ? address : `${hostname} (${address})`;
          throw new TargetRefusedError(
            `Refused to deliver to ${named}: ${refused}. Webhooks and automation HTTP requests may not target private, loopback, link-local or metadata addresses (WEBHOOK_ALLOW_PRIVATE_TARGETS)`,
          );
        }
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
