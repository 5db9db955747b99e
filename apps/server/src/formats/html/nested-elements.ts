/**
 * Which of a set of elements lie inside others of the set. Each element's ancestors are walked once
 * instead of comparing every pair: a page with 20,000 recipe roots or list items took minutes that way.
 */
import type { AnyNode } from 'domhandler'

/** The elements no other element of the set contains, in their order. */
export function outermost<T extends AnyNode>(elements: readonly T[]): T[] {
  const set = new Set<AnyNode>(elements)
  return elements.filter((element) => {
    for (let node = element.parent; node; node = node.parent) if (set.has(node)) return false
    return true
  })
}

/** Every element that contains one of the nodes (not the nodes themselves). */
export function containersOf(nodes: Iterable<AnyNode>): Set<AnyNode> {
  const containers = new Set<AnyNode>()
  for (const element of nodes) {
    // Once an ancestor is known, so are all of its own: each node is visited once in all.
    for (let node = element.parent; node && !containers.has(node); node = node.parent) containers.add(node)
  }
  return containers
}

/** The elements that contain no other element of the set, in their order. */
export function innermost<T extends AnyNode>(elements: readonly T[]): T[] {
  const containers = containersOf(elements)
  return elements.filter((element) => !containers.has(element))
}

/** Whether the node is inside `ancestor` (not the node itself). */
export function isInside(node: AnyNode, ancestor: AnyNode): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent === ancestor) return true
  return false
}
