/** The metadata keys route decorators set and the guard and the URL checks read; a leaf, so neither side imports the other. */
export const SCOPE_RESOURCE = 'ats:scope-resource';
export const PUBLIC_ROUTE = 'ats:public-route';
export const SCOPE_RESOURCE_BY_QUERY = 'ats:scope-resource-by-query';
export const REQUIRED_ROLE = 'ats:required-role';
export const ALSO_SCOPE_RESOURCE = 'ats:also-scope-resource';
