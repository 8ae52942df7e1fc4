import { Platform1763700000000 } from './1763700000000-platform';
import { Identity1763700000100 } from './1763700000100-identity';
import { Candidates1763700000200 } from './1763700000200-candidates';

/** Every migration, in order. Add new ones at the end. */
export const MIGRATIONS = [Platform1763700000000, Identity1763700000100, Candidates1763700000200];
