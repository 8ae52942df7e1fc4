import { randomBytes } from 'node:crypto';
import { Allow } from 'class-validator';
import { NestedObjectField, SecretCipher, TextField, ValidationFailedError } from '@app/core';
import type { StoredAction } from '../domain/automation-rules';
import { ActionSecrets } from './action-secrets';
import { AutomationActionRegistry } from './automation-action.registry';
import { isMaskedSecret, nestedSecretPaths, Secret } from './secret-field';

class RelayConfig {
  @TextField() url: string;
  @Secret() @TextField({ optional: true }) token?: string;
  /** A nested secret: every header value is one. */
  @Secret() @Allow() headers?: Record<string, string>;
}

const relay = { type: 'relay_secrets_spec', configType: RelayConfig, external: true, subject: null, execute: () => Promise.resolve({}) };
const secrets = new ActionSecrets(new SecretCipher(randomBytes(32).toString('base64')), new AutomationActionRegistry([relay]));
const AUTOMATION = '0190a0b4-8a3e-7c2d-9f00-1234567890ab';
const action = (config: Record<string, unknown>): StoredAction => ({ type: relay.type, config }) as StoredAction;
const sent = action({ url: 'https://relay.example', token: 'tok-12345678', headers: { Authorization: 'Bearer abcdefgh', 'X-Team': 'short' } });

describe(ActionSecrets.name, () => {
  it('stores every string of a nested @Secret() field encrypted, shows each masked, and reveals them for the run', () => {
    const [sealed] = secrets.seal(AUTOMATION, [sent]);
    const headers = sealed.config.headers as Record<string, string>;
    expect(Object.keys(headers)).toEqual(['Authorization', 'X-Team']);
    expect(JSON.stringify(sealed)).not.toMatch(/Bearer abcdefgh|short|tok-12345678/);
    const shown = { url: 'https://relay.example', token: '••••5678', headers: { Authorization: '••••efgh', 'X-Team': '••••' } };
    expect(secrets.mask(AUTOMATION, [sealed])[0].config).toEqual(shown);
    expect(secrets.reveal(AUTOMATION, sealed)).toEqual(sent.config);
  });

  it('keeps a nested secret sent back masked at its place, replaces one sent anew, and refuses a masked value with none behind it', () => {
    const [sealed] = secrets.seal(AUTOMATION, [sent]);
    const [shown] = secrets.mask(AUTOMATION, [sealed]);
    expect(secrets.seal(AUTOMATION, [shown], [sealed])).toEqual([sealed]);
    const changed = action({ ...shown.config, headers: { Authorization: 'Bearer zyxwvuts', 'X-Team': '••••' } });
    const [resealed] = secrets.seal(AUTOMATION, [changed], [sealed]);
    expect(secrets.reveal(AUTOMATION, resealed).headers).toEqual({ Authorization: 'Bearer zyxwvuts', 'X-Team': 'short' });
    expect(isMaskedSecret((secrets.mask(AUTOMATION, [resealed])[0].config.headers as Record<string, string>).Authorization)).toBe(true);
    const unknown = action({ url: 'https://relay.example', headers: { 'X-Other': '••••efgh' } });
    expect(() => secrets.seal(AUTOMATION, [unknown], [sealed])).toThrow(
      expect.objectContaining({ issues: [expect.objectContaining({ path: 'actions.0.config.headers.X-Other' })] }) as ValidationFailedError,
    );
  });
});

/** A secret in a nested config class: protected when its outer field is marked, refused at start when only the inner one is. */
describe('@Secret() and nested config classes', () => {
  class Credentials {
    @TextField() clientId: string;
    @Secret() @TextField() clientSecret: string;
  }
  class InnerOnly {
    @NestedObjectField(() => Credentials) credentials: Credentials;
  }
  class OuterMarked {
    @Secret() @NestedObjectField(() => Credentials) credentials: Credentials;
  }
  const action = (type: string, configType: new () => object) => ({ type, configType, external: true, subject: null, execute: () => Promise.resolve({}) });

  it('refuses at start a config class whose nested class marks a field @Secret() that would be stored in clear', () => {
    expect(nestedSecretPaths(InnerOnly)).toEqual(['credentials.clientSecret']);
    expect(() => new AutomationActionRegistry([action('inner_only_spec', InnerOnly)])).toThrow(
      'The automation action type "inner_only_spec" marks credentials.clientSecret @Secret() inside a nested config class',
    );
  });

  it('protects every string of a nested object whose outer field is @Secret()', () => {
    expect(nestedSecretPaths(OuterMarked)).toEqual([]);
    const outer = new ActionSecrets(
      new SecretCipher(randomBytes(32).toString('base64')),
      new AutomationActionRegistry([action('outer_marked_spec', OuterMarked)]),
    );
    const config = { credentials: { clientId: 'our-client', clientSecret: 'very-secret-value' } };
    const [sealed] = outer.seal(AUTOMATION, [{ type: 'outer_marked_spec', config } as unknown as StoredAction]);
    expect(JSON.stringify(sealed)).not.toMatch(/very-secret-value|our-client/);
    expect(outer.mask(AUTOMATION, [sealed])[0].config).toEqual({ credentials: { clientId: '••••ient', clientSecret: '••••alue' } });
    expect(outer.reveal(AUTOMATION, sealed)).toEqual(config);
  });
});
