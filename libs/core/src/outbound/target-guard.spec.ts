import { refusedRange, refusedTarget, refusedTargetUrl, TargetGuard, TargetRefusedError, type HostLookup } from './target-guard';

/** Address checks only: nothing here opens a socket. */
describe(TargetGuard.name, () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['2130706433', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['0x7f.0.0.1', 'loopback'],
    ['127.1', 'loopback'],
    ['::1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fd00:ec2::254', 'unique-local'],
    ['fc00::1', 'unique-local'],
    ['100.100.100.200', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::7f00:1', 'an IPv4-compatible address embedding 127.0.0.1, a loopback address'],
    ['::127.0.0.1', 'embedding 127.0.0.1, a loopback address'],
    ['::a9fe:a9fe', 'an IPv4-compatible address embedding 169.254.169.254, a link-local address'],
    ['::a00:1', 'an IPv4-compatible address embedding 10.0.0.1, a private address'],
    ['::2', 'an IPv4-compatible address embedding 0.0.0.2, the unspecified address'],
    ['::ffff:127.0.0.1', 'an IPv4-mapped address embedding 127.0.0.1, a loopback address'],
    ['::ffff:7f00:1', 'an IPv4-mapped address embedding 127.0.0.1, a loopback address'],
    ['::ffff:192.168.0.1', 'an IPv4-mapped address embedding 192.168.0.1, a private address'],
    ['::ffff:0:a9fe:a9fe', 'an IPv4-translated address embedding 169.254.169.254, a link-local address'],
    ['64:ff9b::7f00:1', 'a NAT64 address embedding 127.0.0.1, a loopback address'],
    ['64:ff9b::169.254.169.254', 'a NAT64 address embedding 169.254.169.254, a link-local address'],
    ['64:ff9b:1::7f00:1', 'a local-use NAT64 address embedding 127.0.0.1, a loopback address'],
    // The IPv4 of a /48 sub-prefix sits in bytes 6, 7, 9 and 10 (byte 8 is RFC 6052's reserved octet).
    ['64:ff9b:1:7f00:1::', 'a local-use NAT64 address embedding 127.0.1.0, a loopback address'],
    ['64:ff9b:1:a00:1::', 'a local-use NAT64 address embedding 10.0.1.0, a private address'],
    // Public when read as a /96 sub-prefix, 0.0.0.8 as a /64 one: every reading must be public.
    ['64:ff9b:1::808:808', 'a local-use NAT64 address embedding 0.0.0.8, the unspecified address'],
    ['::7f00:0', 'an IPv4-compatible address embedding 127.0.0.0, a loopback address'],
    ['2002:7f00:1::', 'a 6to4 address embedding 127.0.0.1, a loopback address'],
    ['2002:a9fe:a9fe::1', 'a 6to4 address embedding 169.254.169.254, a link-local address'],
    ['2001:0:a00:1::8.8.8.8', 'a Teredo address embedding 10.0.0.1, a private address'],
    ['2001:0:808:808::80ff:fffe', 'a Teredo address embedding 127.0.0.1, a loopback address'],
  ])('refuses %s (%s)', (address, words) => {
    expect(refusedRange(address)).toContain(words);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.15.255.255',
    '172.32.0.1',
    '11.0.0.1',
    '2606:4700:4700::1111',
    '::808:808',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '64:ff9b:1:808:8:808:808:808',
    '2002:808:808::1',
    '2001:0:808:808::f7f7:f7f7',
  ])('lets the public address %s through', (address) => {
    expect(refusedRange(address)).toBeNull();
  });

  it.each([
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f.0.0.1/',
    'http://127.1/',
    'http://0x7f.1/',
    'http://[::127.0.0.1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[64:ff9b::127.0.0.1]/',
    'http://[2002:7f00:1::]/',
  ])('refuses %s as the connector receives it (WHATWG URL host)', async (url) => {
    const lookup = jest.fn(async () => [{ address: '93.184.216.34', family: 4 }]);
    const connect = new TargetGuard(false, lookup).connector({ timeout: 1000 });
    const { hostname, host, protocol, port } = new URL(url);
    const error = await new Promise<Error>((resolve) =>
      connect({ hostname: hostname.replace(/^\[(.*)\]$/, '$1'), host, protocol, port }, (...args) => resolve(args[0] as Error)),
    );
    expect(error).toBeInstanceOf(TargetRefusedError);
    expect(error.message).toMatch(/127\.0\.0\.1, a loopback address|127\.0\.0\.1: a loopback address/);
    expect(lookup).not.toHaveBeenCalled();
  });

  const lookupOf = (answers: Record<string, string[]>): jest.Mock & HostLookup =>
    jest.fn(async (hostname: string) => (answers[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));

  it('checks every address a name resolves to, and connects to the checked one', async () => {
    const lookup = lookupOf({ 'mixed.test': ['93.184.216.34', '127.0.0.1'], 'public.test': ['93.184.216.34', '2606:4700::1'], 'loop.test': ['127.0.0.1'] });
    const guard = new TargetGuard(false, lookup);
    await expect(guard.resolve('mixed.test')).rejects.toThrow(TargetRefusedError);
    await expect(guard.resolve('loop.test')).rejects.toThrow(/loop\.test \(127\.0\.0\.1\): a loopback address/);
    await expect(guard.resolve('public.test')).resolves.toBe('93.184.216.34');
    await expect(guard.resolve('nowhere.test')).rejects.toThrow(/does not resolve/);
    await expect(guard.resolve('10.0.0.1')).rejects.toThrow(/10\.0\.0\.1: a private address/);
    // IP literals are never looked up.
    expect(lookup.mock.calls.map(([name]) => name)).toEqual(['mixed.test', 'loop.test', 'public.test', 'nowhere.test']);
  });

  it('resolves once per connection: a rebinding answer after the check is never used', async () => {
    let calls = 0;
    const rebinding: HostLookup = async () => [{ address: calls++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
    const guard = new TargetGuard(false, rebinding);
    await expect(guard.resolve('rebind.test')).resolves.toBe('93.184.216.34');
    await expect(guard.resolve('rebind.test')).rejects.toThrow(TargetRefusedError);
  });

  it('allows private targets when told to', async () => {
    const guard = new TargetGuard(true, lookupOf({ 'loop.test': ['127.0.0.1'] }));
    await expect(guard.resolve('127.0.0.1')).resolves.toBe('127.0.0.1');
    await expect(guard.resolve('loop.test')).resolves.toBe('127.0.0.1');
  });

  it('hands a refusal to the connector callback instead of connecting', async () => {
    const guard = new TargetGuard(false, lookupOf({}));
    const connect = guard.connector({ timeout: 1000 });
    const error = await new Promise<Error>((resolve) =>
      connect({ hostname: '169.254.169.254', host: '169.254.169.254', protocol: 'http:', port: '80' }, (...args) => resolve(args[0] as Error)),
    );
    expect(error).toBeInstanceOf(TargetRefusedError);
  });

  it('allows this machine only, in every spelling, when told loopback', async () => {
    for (const address of ['127.0.0.1', '127.255.255.254', '::1', '::ffff:127.0.0.1']) expect(refusedTarget(address, 'loopback')).toBeNull();
    for (const address of ['10.0.0.1', '169.254.169.254', '0.0.0.0', '::', 'fd00:ec2::254', '::7f00:1', '64:ff9b::7f00:1', '2002:7f00:1::']) {
      expect(refusedTarget(address, 'loopback')).not.toBeNull();
    }
    expect(refusedTarget('10.0.0.1', true)).toBeNull();
    const guard = new TargetGuard('loopback', lookupOf({ 'loop.test': ['127.0.0.1'], 'lan.test': ['192.168.1.1'] }));
    await expect(guard.resolve('loop.test')).resolves.toBe('127.0.0.1');
    await expect(guard.resolve('::1')).resolves.toBe('::1');
    await expect(guard.resolve('lan.test')).rejects.toThrow(/lan\.test \(192\.168\.1\.1\): a private address.*WEBHOOK_ALLOW_PRIVATE_TARGETS/);
  });
});

describe(refusedTargetUrl.name, () => {
  it.each([
    ['http://127.0.0.1:4555/', '127.0.0.1 is a loopback address'],
    ['http://127.1/', '127.0.0.1 is a loopback address'],
    ['http://0x7f000001/', '127.0.0.1 is a loopback address'],
    ['http://2130706433/', '127.0.0.1 is a loopback address'],
    ['http://0177.0.0.1/', '127.0.0.1 is a loopback address'],
    ['http://[::1]:4555/hook', '::1 is a loopback address'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1 is an IPv4-mapped address embedding 127.0.0.1, a loopback address'],
    ['http://[::ffff:10.0.0.1]/', '::ffff:a00:1 is an IPv4-mapped address embedding 10.0.0.1, a private address'],
    ['https://10.1.2.3/', '10.1.2.3 is a private address'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is a link-local address'],
    ['http://[fd00:ec2::254]/', 'fd00:ec2::254 is a unique-local address'],
    ['http://0.0.0.0:4555/', '0.0.0.0 is the unspecified address'],
    ['http://localhost:4555/', 'localhost is a name of this machine'],
    ['http://LOCALHOST./', 'localhost. is a name of this machine'],
    ['http://api.localhost/', 'api.localhost is a name of this machine'],
  ])('refuses %s', (url, words) => {
    const refused = refusedTargetUrl(url, false);
    expect(refused).toContain(`its host ${words}`);
    expect(refused).toContain('WEBHOOK_ALLOW_PRIVATE_TARGETS');
  });

  it.each([
    'https://example.com/hook',
    'http://93.184.216.34/',
    'http://[2606:4700:4700::1111]/',
    'http://localhost.example.com/',
    'http://mylocalhost/',
    'not a url',
  ])('leaves %s to the connection (names) or lets it through (public addresses)', (url) => {
    expect(refusedTargetUrl(url, false)).toBeNull();
  });

  it('follows the setting: loopback lets this machine through, true everything', () => {
    for (const url of ['http://127.0.0.1:4555/', 'http://[::1]/', 'http://localhost:4555/', 'http://127.1/'])
      expect(refusedTargetUrl(url, 'loopback')).toBeNull();
    expect(refusedTargetUrl('http://192.168.1.1/', 'loopback')).toContain('192.168.1.1 is a private address');
    expect(refusedTargetUrl('http://169.254.169.254/', true)).toBeNull();
  });
});
