/**
 * How an item added on this device is described until the server's answer describes it: its word
 * (groupTitle) and its aisle (the list's memory for the word, then the keyword tables), by the shared rule
 * the server uses too.
 */
import { aisleOf, groupTitleOf } from '@rosemary/shared/shopping'
import type { DescribeItem } from './apply-pending.ts'

export const describeItem: DescribeItem = (title, aisles) => ({
  groupTitle: groupTitleOf(title),
  categoryTitle: aisleOf(title, aisles),
})
