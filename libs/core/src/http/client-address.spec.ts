import { clientAddressOf, clientKeyOf } from './client-address';

describe('clientKeyOf', () => {
  it('counts an IPv4 address alone', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('203.0.113.8')).toBe('203.0.113.8');
  });

  it('counts an IPv6 address by its /64 prefix, whatever its spelling', () => {
    expect(clientKeyOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:0DB8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 one, and every loopback form as one host', () => {
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(new Set(['::1', '127.0.0.1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1', '127.0.0.2']).size).toBe(5);
    expect(new Set(['::1', '127.0.0.1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1', '127.0.0.2'].map(clientKeyOf))).toEqual(new Set(['loopback']));
  });

  it('keeps anything that is not an address as it is', () => {
    expect(clientKeyOf('unknown')).toBe('unknown');
  });
});

describe('clientAddressOf', () => {
  it("takes express's ip, else the socket's", () => {
    expect(clientAddressOf({ ip: '203.0.113.7', socket: { remoteAddress: '10.0.0.1' } })).toBe('203.0.113.7');
    expect(clientAddressOf({ socket: { remoteAddress: '10.0.0.1' } })).toBe('10.0.0.1');
    expect(clientAddressOf({})).toBe('unknown');
  });
});
