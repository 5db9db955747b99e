/**
 * The clipper's worst case (issue 12): a recipe page whose recipe sits at the bottom of `depth` nested
 * `<div>`s, with no structured data, so that only the heading heuristics, walking the whole tree, find it.
 * Generated on purpose: no saved page is built like this, an attacker's is.
 */
export function nestedPage(depth: number): string {
  const recipe = [
    '<h1>Deep Pea Soup</h1>',
    '<h2>Ingredients</h2><ul><li>500 g peas</li><li>1 onion</li><li>1 l stock</li></ul>',
    '<h2>Method</h2><ol><li>Soften the onion.</li><li>Add the peas and stock.</li><li>Blend.</li></ol>',
  ].join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Deep Pea Soup</title></head><body>${'<div>'.repeat(depth)}${recipe}${'</div>'.repeat(depth)}</body></html>`
}
