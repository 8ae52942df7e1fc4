/** What global-setup hands to the test files (through environment variables, which workers inherit). */
export const TEST_ENV = {
  adminUrl: 'ATS_TEST_ADMIN_DATABASE_URL',
  template: 'ATS_TEST_TEMPLATE_DATABASE',
  redisUrl: 'ATS_TEST_REDIS_URL',
} as const;

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
