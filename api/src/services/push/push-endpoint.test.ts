import { describe, expect, it } from 'vitest';
import { isPublicAddress, isPublicPushEndpoint, publicOnlyLookup, type HostResolver } from './push-endpoint.ts';

const hosts: Record<string, string[]> = {
  'fcm.googleapis.com': ['142.250.74.106', '2a00:1450:400e:80f::200a'],
  'updates.push.services.mozilla.com': ['34.117.65.55'],
  'intranet.example.com': ['10.1.2.3'],
  'metadata.example.com': ['169.254.169.254'],
  'mixed.example.com': ['142.250.74.106', '192.168.1.10'],
  'local.example.com': ['127.0.0.1'],
  'v6local.example.com': ['fd12:3456::1'],
  'mapped.example.com': ['::ffff:10.0.0.1'],
  'cgnat.example.com': ['100.64.0.1'],
};
const resolve: HostResolver = async (host) => {
  const found = hosts[host];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return found;
};

describe('isPublicAddress', () => {
  it('accepts globally reachable unicast addresses only', () => {
    for (const address of ['142.250.74.106', '8.8.8.8', '2a00:1450:400e:80f::200a']) expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '192.0.2.1',
      '198.51.100.7',
      '203.0.113.9',
      '240.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:192.168.1.1',
      '2002:c0a8:0101::1',
      '2001:db8::1',
      'ff02::1',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('isPublicPushEndpoint', () => {
  it('accepts https endpoints of push services whose every address is public', async () => {
    expect(await isPublicPushEndpoint('https://fcm.googleapis.com/fcm/send/abc:def', resolve)).toBe(true);
    expect(await isPublicPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/gAAAA', resolve)).toBe(true);
    expect(await isPublicPushEndpoint('https://8.8.8.8/push/1', resolve)).toBe(true);
  });

  it.each([
    [
      'hosts that are, or resolve to, loopback, private, link-local, unique-local or other non-public addresses',
      [
        'https://localhost/push',
        'https://127.0.0.1/push',
        'https://[::1]/push',
        'https://10.0.0.8/push',
        'https://169.254.169.254/latest/meta-data',
        'https://[fd00::1]/push',
        'https://[::ffff:7f00:1]/push',
        'https://intranet.example.com/push',
        'https://metadata.example.com/push',
        'https://mixed.example.com/push',
        'https://local.example.com/push',
        'https://v6local.example.com/push',
        'https://mapped.example.com/push',
        'https://cgnat.example.com/push',
        'https://2130706433/push',
        'https://0x7f.1/push',
      ],
    ],
    [
      'other schemes and ports, credentials, single-label names and names that do not resolve',
      [
        'http://fcm.googleapis.com/fcm/send/x',
        'https://fcm.googleapis.com:8443/fcm/send/x',
        'https://user:pw@fcm.googleapis.com/x',
        'https://intranet/push',
        'https://unknown.example.org/push',
        'not a url',
        'ftp://fcm.googleapis.com/x',
      ],
    ],
  ])('refuses %s', async (_kind, endpoints) => {
    for (const endpoint of endpoints) expect(await isPublicPushEndpoint(endpoint, resolve), endpoint).toBe(false);
  });
});

describe("publicOnlyLookup (the delivery socket's name lookup)", () => {
  it('hands no loopback address to the socket, whichever answer form is asked', async () => {
    for (const all of [true, false]) {
      const error = await new Promise<NodeJS.ErrnoException | null>((done) =>
        publicOnlyLookup('localhost', { all }, (failure) => done(failure)),
      );
      expect(error?.message).toMatch(/no public address/);
    }
  });
});
