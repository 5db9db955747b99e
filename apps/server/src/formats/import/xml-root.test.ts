import { expect, test } from 'vitest'
import { hasXmlRoot, xmlRootName } from './xml-root.ts'

test.for([
  ['<recipeml version="0.5">', 'recipeml'],
  ['\uFEFF  <?xml version="1.0"?>\r\n<gourmetDoc>', 'gourmetDoc'],
  ['<?xml version="1.0"?><?xml-stylesheet href="a.xsl"?><!-- <fdx> --><krecipes/>', 'krecipes'],
  ['<!DOCTYPE recipeml PUBLIC "-//FormatData//DTD RecipeML 0.5//EN" "recipeml.dtd">\n<recipeml>', 'recipeml'],
  ['<!doctype gourmetDoc>\n<gourmetDoc>', 'gourmetDoc'],
  ['<!DOCTYPE x [<!ELEMENT x ANY><!ATTLIST x a CDATA "]>">]><x>', 'x'],
  ['<mx2:root xmlns:mx2="urn:x">', 'mx2:root'],
] as const)('%j has the root %j', ([text, name]) => {
  expect(xmlRootName(text)).toBe(name)
})

test.for([
  '',
  'plain text',
  '{"@type": "Recipe"}',
  '<?xml version="1.0"?>',
  '<!-- a comment that never ends <recipeml>',
  '<!DOCTYPE recipeml [ <!ELEMENT recipeml ANY>',
  '< recipeml>',
  '<1recipe>',
  `<${'a'.repeat(300)}>`,
])('%j has none', (text) => {
  expect(xmlRootName(text)).toBeNull()
})

test('hasXmlRoot ignores case', () => {
  expect(hasXmlRoot('<GourmetDoc>', 'gourmetDoc')).toBe(true)
  expect(hasXmlRoot('<gourmetDocs>', 'gourmetDoc')).toBe(false)
})
