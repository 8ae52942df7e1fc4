import { registerInstallation } from '@app/core';
import { BUILT_IN_CONTEXTS } from '../../apps/installation';

/**
 * For unit specs that read the registries (event names, scopes, activity entity types) without
 * booting Nest: registers what our contexts declare, as composing the installation does. Import it
 * for its effect: `import '../../../../test/helpers/installation-names';`.
 */
registerInstallation(BUILT_IN_CONTEXTS);
