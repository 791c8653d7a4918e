/** Owner initials in the process list: the first two characters of the user id, upper-cased (seed 000 §2). */
export function ownerInitials(userId: string | null | undefined): string {
  return (userId ?? '').trim().slice(0, 2).toUpperCase();
}
