/** Redis channel on which a replica announces that an API key changed (revoked, rotated). */
export const keyInvalidationChannel = (queuePrefix: string) => `${queuePrefix}:api-keys:invalidated`;
