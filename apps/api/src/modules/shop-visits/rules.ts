/** What one check-in gives, and how long a member waits between two check-ins anywhere. */
export const checkInRules = { stars: 1, points: 5, cooldownSeconds: 60, defaultRadiusMetres: 200 } as const;
