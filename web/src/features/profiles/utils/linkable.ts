/** Models a profile may be linked to: without a profile or already of this one. */
export function linkableModels<M extends { readonly characteristic: string | null }>(
  models: readonly M[],
  profileId: string,
): M[] {
  return models.filter((m) => m.characteristic === null || m.characteristic === profileId);
}

/** Profiles whose name contains the search text, case-insensitive. */
export function profilesMatching<P extends { readonly name: string }>(
  profiles: readonly P[],
  search: string,
): P[] {
  const needle = search.trim().toLocaleLowerCase('de');
  return needle ? profiles.filter((p) => p.name.toLocaleLowerCase('de').includes(needle)) : [...profiles];
}
