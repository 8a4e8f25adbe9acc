import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Every address a host name resolves to. */
export type HostResolver = (hostname: string) => Promise<string[]>;

export const dnsResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Only globally reachable unicast addresses: ipaddr.js names every special range (loopback, private, link-local,
 * unique-local, carrier-grade NAT, multicast, documentation and reserved, 6to4/Teredo tunnels, ...) and leaves
 * 'unicast' for the rest. An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/**
 * A push endpoint the server may POST to: https on the default port, no credentials, and a host that is a public
 * address or a dotted name whose every address is public. Push services (FCM, Mozilla, Apple, Windows) all look
 * like that; anything else would let a member point the server at the site's own network.
 */
export async function isPublicPushEndpoint(endpoint: string, resolve: HostResolver = dnsResolver): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) return isPublicAddress(host);
  if (!host.includes('.') || host.endsWith('.')) return false;
  try {
    const addresses = await resolve(host);
    return addresses.length > 0 && addresses.every(isPublicAddress);
  } catch {
    return false;
  }
}

/**
 * The connection's own name lookup for push deliveries: only public addresses are handed to the socket, so a name
 * that resolved to a public address when it was checked cannot point at a private one when the server connects.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true, verbatim: true }, (error, found: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const allowed = found.filter((entry) => isPublicAddress(entry.address));
    if (allowed.length === 0) {
      return callback(Object.assign(new Error(`push endpoint ${hostname} has no public address`), { code: 'ENOTFOUND' }), '', 0);
    }
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, allowed);
    return callback(null, allowed[0]!.address, allowed[0]!.family);
  });
};
