import { isIP } from 'node:net';

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/**
 * A request from this machine: the TCP peer (the socket, not a header) is loopback, and when it came
 * through a local proxy (the gateway appends the client it saw to X-Forwarded-For), every hop listed is
 * loopback too. A forged header can only make the answer stricter, never let a remote client in.
 */
export function isLoopbackRequest(socketAddress: string | undefined, forwardedFor: string | string[] | undefined): boolean {
  if (!isLoopbackAddress(socketAddress)) return false;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.every(isLoopbackAddress);
}
