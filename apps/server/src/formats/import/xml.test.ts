import { strToU8 } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError } from '../imported-recipe.ts'
import { attribute, childElement, childElements, MAX_XML_DEPTH, parseXml, textContent } from './xml.ts'

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))

describe('parseXml', () => {
  test('keeps attributes, child order, CDATA and decodes standard and numeric references', () => {
    const root = parseXml(
      strToU8(
        '<?xml version="1.0"?><book Name="Fish &amp; Chips &#176;C"><li>1 &lt; 2 &#x263A;</li>' +
          '<li><![CDATA[<b>raw</b>]]></li><Li>third</Li></book>',
      ),
    )
    expect(root.name).toBe('book')
    expect(attribute(root, 'name')).toBe('Fish & Chips °C')
    expect(attribute(root, 'missing')).toBe('')
    expect(childElements(root, 'li').map((li) => li.text)).toEqual(['1 < 2 ☺', '<b>raw</b>', 'third'])
  })

  test('textContent joins nested text; childElement finds the first match', () => {
    const root = parseXml(strToU8('<r><p>Stir <b>well</b> and serve</p></r>'))
    expect(textContent(childElement(root, 'P'))).toBe('Stir well and serve')
    expect(textContent(childElement(root, 'nothing'))).toBe('')
  })

  test.for([
    ['a UTF-8 byte order mark', new Uint8Array([0xef, 0xbb, 0xbf, ...strToU8('<r>Crème</r>')])],
    [
      'UTF-16LE with a mark',
      new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from('<r>Crème</r>', 'utf16le'))]),
    ],
    ['declared ISO-8859-1', latin1('<?xml version="1.0" encoding="ISO-8859-1"?><r>Cr\u00e8me</r>')],
    ['declared windows-1252', latin1('<?xml version="1.0" encoding=\'windows-1252\'?><r>Cr\u00e8me</r>')],
    ['undeclared Latin-1', latin1('<r>Cr\u00e8me</r>')],
  ])('reads %s', ([, bytes]) => {
    expect(parseXml(bytes as Uint8Array).text).toBe('Crème')
  })

  test('reads Windows-1252 punctuation that Latin-1 lacks', () => {
    const bytes = latin1('<?xml version="1.0" encoding="windows-1252"?><r>it\u0092s</r>')
    expect(parseXml(bytes).text).toBe('it’s')
  })

  test('reads elements nested up to the cap, and 100,000 siblings', () => {
    const deep = parseXml(strToU8(`${'<a>'.repeat(MAX_XML_DEPTH)}in${'</a>'.repeat(MAX_XML_DEPTH)}`))
    expect(textContent(deep)).toBe('in')
    const wide = parseXml(strToU8(`<r>${'<li>x</li>'.repeat(100_000)}</r>`))
    expect(childElements(wide, 'li')).toHaveLength(100_000)
  })

  test('accepts a DOCTYPE without entity declarations', () => {
    expect(parseXml(strToU8('<!DOCTYPE cookbook SYSTEM "cookbook.dtd"><cookbook/>')).name).toBe('cookbook')
  })

  test.for([
    ['an empty file', '', 'empty'],
    ['blank text', '  \n ', 'empty'],
    ['text without elements', 'just words', 'malformed'],
    ['unclosed tags', '<a>\n<b>\n</a>', 'line 3'],
    ['a bare ampersand', '<a>salt & pepper</a>', 'malformed'],
    ['two roots', '<a/><b/>', 'malformed'],
    [
      'a billion laughs',
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><r>&lol2;</r>',
      'entities',
    ],
    ['an external entity', '<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>', 'entities'],
    ['an unknown encoding', '<?xml version="1.0" encoding="x-klingon"?><r/>', 'x-klingon'],
    [
      '200,000 nested elements',
      `<r>${'<a>'.repeat(200_000)}${'</a>'.repeat(200_000)}</r>`,
      '100 levels deep',
    ],
  ])('refuses %s with a clear message', ([, text, message]) => {
    const bytes = strToU8(text!)
    expect(() => parseXml(bytes)).toThrow(ImportFileError)
    expect(() => parseXml(bytes)).toThrow(message!)
  })
})
