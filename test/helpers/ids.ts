/** Well-formed UUIDs that name nothing. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';
export const MAX_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
export const UNKNOWN_UUID = '0190a0b4-8a3e-7c2d-9f00-1234567890ab';
