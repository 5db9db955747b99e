import { describe, expect, test } from 'vitest'
import { bracedGroups, unwrapBracedAmounts } from './braced-amounts.ts'

describe('unwrapBracedAmounts', () => {
  test.for([
    ['Add {2 cups} flour', 'Add 2 cups flour', ['2 cups']],
    ['Bake {30} minutes', 'Bake 30 minutes', ['30']],
    ['1 cup milk ({240 ml})', '1 cup milk (240 ml)', ['240 ml']],
    ['Add { 1/2 } cup', 'Add 1/2 cup', ['1/2']],
    ['{½ tsp} salt, {1,5 kg} Mehl', '½ tsp salt, 1,5 kg Mehl', ['½ tsp', '1,5 kg']],
    ['{1 to 2} tbsp', '1 to 2 tbsp', ['1 to 2']],
  ] as const)('%j reads %j', ([line, text, amounts]) => {
    const unwrapped = unwrapBracedAmounts(line)
    expect(unwrapped.text).toBe(text)
    expect(unwrapped.spans.map((span) => unwrapped.text.slice(span.start, span.end))).toEqual(amounts)
  })

  test.for([
    ['Season {to taste}'],
    ['{name}'],
    ['{}'],
    ['Add {about 2} cups'],
    ['{2\ncups}'],
    ['Mix well'],
  ] as const)('%j keeps its braces: only a group starting with a quantity is an amount', ([line]) => {
    expect(unwrapBracedAmounts(line)).toEqual({ text: line, spans: [] })
  })
})

describe('bracedGroups', () => {
  test('a unit written after the brace belongs to the amount', () => {
    const { text, spans } = unwrapBracedAmounts('Add {2} cups milk')
    const [group] = bracedGroups(text, spans[0]!)
    expect(group?.unit?.unit.id).toBe('cup')
    expect(text.slice(group!.unit!.start, group!.unit!.end)).toBe('cups')
  })

  test('the amounts inside keep their places in the unwrapped line', () => {
    const { text, spans } = unwrapBracedAmounts('Then {1 cup + 2 tbsp} water')
    const groups = bracedGroups(text, spans[0]!)
    expect(groups.map((group) => group.parts.map((part) => text.slice(part.start, part.end)))).toEqual([
      ['1'],
      ['2'],
    ])
  })
})
