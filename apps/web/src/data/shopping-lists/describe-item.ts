/**
 * How an item added on this device is described until the server's answer describes it: its word
 * (groupTitle) and its aisle, by the same rule the server uses.
 */
import type { DescribeItem } from './apply-pending.ts'

export const describeItem: DescribeItem = (title, aisles) => {
  const groupTitle = title.trim().toLowerCase()
  return { groupTitle, categoryTitle: aisles[groupTitle] ?? 'other' }
}
