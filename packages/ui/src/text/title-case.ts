/**
 * Stored enum values as people read them: 'campaign_admin' -> 'Campaign Admin',
 * 'out_of_compliance' -> 'Out Of Compliance', 'Draft' -> 'Draft'.
 */
export function titleCase(value: string): string {
  return value
    .split(/[_\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
