import { escapeUndecodableSegments, undecodableUrlIssues } from './url-encoding';

describe('URL encoding at the edge', () => {
  it.each([
    ['/api/v1/candidates/%C3%28', '/api/v1/candidates/%25C3%2528'],
    ['/api/v1/candidates/%zz/notes?limit=%C3%28', '/api/v1/candidates/%25zz/notes?limit=%C3%28'],
    ['/api/v1/candidates/%E2%82/tags/%C3%A9', '/api/v1/candidates/%25E2%2582/tags/%C3%A9'],
    ['/api/v1/candidates/%ED%A0%80', '/api/v1/candidates/%25ED%25A0%2580'],
    ['/api/v1/candidates/caf%C3%A9?q=%C3%28', '/api/v1/candidates/caf%C3%A9?q=%C3%28'],
    ['/api/v1/candidates?q=%', '/api/v1/candidates?q=%'],
    ['/health', '/health'],
  ])('escapeUndecodableSegments(%p) is %p', (url, expected) => {
    const escaped = escapeUndecodableSegments(url);
    expect(escaped).toBe(expected);
    expect(() => escaped.split('?')[0].split('/').map(decodeURIComponent)).not.toThrow();
  });

  it('names each path parameter that holds an undecodable segment, as the router decoded the escaped one', () => {
    expect(undecodableUrlIssues('/api/v1/candidates/%C3%28', { id: '%C3%28' })).toEqual([
      { location: 'path', path: 'id', message: 'id must be percent-encoded UTF-8' },
    ]);
    expect(undecodableUrlIssues('/api/v1/candidates/%C3%A9/tags/%FF', { id: 'é', tagId: '%FF' })).toEqual([
      expect.objectContaining({ location: 'path', path: 'tagId' }),
    ]);
    expect(undecodableUrlIssues('/api/v1/x/a/%zz', { path: ['a', '%zz'] })).toEqual([expect.objectContaining({ location: 'path', path: 'path' })]);
  });

  it('names each query parameter whose name or value is not percent-encoded UTF-8', () => {
    expect(undecodableUrlIssues('/api/v1/candidates?q=%C3%28&limit=5&tag=%ED%A0%80&email=a%40b.c&x=%', {})).toEqual([
      { location: 'query', path: 'q', message: 'q must be percent-encoded UTF-8' },
      { location: 'query', path: 'tag', message: 'tag must be percent-encoded UTF-8' },
      { location: 'query', path: 'x', message: 'x must be percent-encoded UTF-8' },
    ]);
    expect(undecodableUrlIssues('/api/v1/candidates?%C3%28=1&a+b=%C3%28', {})).toEqual([
      expect.objectContaining({ location: 'query', path: '%C3%28' }),
      expect.objectContaining({ location: 'query', path: 'a b' }),
    ]);
  });

  it('finds nothing in well-encoded URLs', () => {
    expect(undecodableUrlIssues('/api/v1/candidates/caf%C3%A9?q=%F0%9F%98%80+x&limit=5', { id: 'café' })).toEqual([]);
    expect(undecodableUrlIssues('/api/v1/candidates', {})).toEqual([]);
  });
});
