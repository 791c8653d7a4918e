/**
 * Single-table design. Tenant-owned items live in partition `T#<clientId>` so IAM
 * `dynamodb:LeadingKeys` can confine a function to one tenant; user-global items (profile,
 * login guard) live in `USER#<userId>`; sign-in tokens in `AUTHTOKEN#<sha256>`.
 * Index gsi1 answers "clients of a user" and "all clients".
 */
export const SERVICE = 'prozesspuls';

// Keys keep their case: user ids and hashes are case-sensitive strings.
export const key = { casing: 'none' } as const;
