import { describe, expect, test } from 'vitest'
import { linesOfText, MAX_TEXT_LINES, readMarker } from './text-lines.ts'

describe('linesOfText', () => {
  test('any line ending, runs of spaces and tabs, invisible characters', () => {
    expect(linesOfText('\ufeffSoup\r\n2\tleeks\rsalt \u200b and  pepper\u2028Boil.')).toEqual([
      { text: 'Soup', kind: 'line' },
      { text: '2 leeks', kind: 'line' },
      { text: 'salt and pepper', kind: 'line' },
      { text: 'Boil.', kind: 'line' },
    ])
  })

  test('a run of blank lines is one boundary, none at the start or the end', () => {
    expect(linesOfText('\n\n  \nSoup\n\n\n \t\nBoil.\n\n').map((line) => line.text)).toEqual([
      'Soup',
      '',
      'Boil.',
    ])
  })

  test('bullets and boxes come off and are remembered', () => {
    const lines = linesOfText('• 2 eggs\n- 100 g flour\n* salt\n▢ 1 tbsp oil\n☐ chives\n- [ ] dill\n–  lemon')
    expect(lines.map((line) => line.text)).toEqual([
      '2 eggs',
      '100 g flour',
      'salt',
      '1 tbsp oil',
      'chives',
      'dill',
      'lemon',
    ])
    expect(lines.every((line) => line.kind === 'item' && line.marker === 'bullet')).toBe(true)
  })

  test('what only looks like a bullet stays: a minus, an asterisk note, an amount', () => {
    expect(linesOfText('-5 °C overnight\n*optional\n1.5 kg potatoes').map((line) => line.text)).toEqual([
      '-5 °C overnight',
      '*optional',
      '1.5 kg potatoes',
    ])
  })

  test('numbers and step labels come off as a numbered cue', () => {
    const lines = linesOfText('1. Chop.\n2) Fry.\n3: Serve.\nStep 4: Rest.\nSchritt 5 – Essen.\n① 混ぜる。')
    expect(lines.map((line) => [line.text, line.marker])).toEqual([
      ['Chop.', 'number'],
      ['Fry.', 'number'],
      ['Serve.', 'number'],
      ['Rest.', 'number'],
      ['Essen.', 'number'],
      ['混ぜる。', 'number'],
    ])
  })

  test('a number alone on its line numbers the next one', () => {
    expect(linesOfText('Step 1\nPreheat the oven.\n2.\nBake.')).toEqual([
      { text: 'Preheat the oven.', kind: 'item', marker: 'number' },
      { text: 'Bake.', kind: 'item', marker: 'number' },
    ])
  })

  test('Markdown headings and lines wholly in bold are headings', () => {
    expect(linesOfText('# Pancakes #\n### For the batter\n**Method:**')).toEqual([
      { text: 'Pancakes', kind: 'heading', level: 1 },
      { text: 'For the batter', kind: 'heading', level: 3 },
      { text: 'Method:', kind: 'heading' },
    ])
  })

  test('reads at most MAX_TEXT_LINES lines', () => {
    expect(linesOfText('x\n'.repeat(MAX_TEXT_LINES * 2)).length).toBe(MAX_TEXT_LINES)
  })
})

test('readMarker leaves a line without one as it is', () => {
  expect(readMarker('2 eggs')).toEqual({ text: '2 eggs' })
  expect(readMarker('1)')).toEqual({ text: '1)' })
})

test('readMarker reads a number and a dash before a space as the step’s, not a range', () => {
  expect(readMarker('3- Add the rice.')).toEqual({ text: 'Add the rice.', marker: 'number' })
  expect(readMarker('2-3 eggs')).toEqual({ text: '2-3 eggs' })
  expect(readMarker('1 - 2 cups milk')).toEqual({ text: '1 - 2 cups milk' })
})

describe('linesOfText: what a mail or chat program put around the lines', () => {
  test('a quoted reply loses its quote marks, and the reply around the quote when most lines are quoted', () => {
    const text = 'Thanks!\n\nOn Monday Ben wrote:\n> Scones\n>\n> 2 cups flour\n>> 1 egg\n> Bake them.'
    expect(linesOfText(text).map((line) => line.text)).toEqual([
      'Scones',
      '',
      '2 cups flour',
      '',
      '1 egg',
      '',
      'Bake them.',
    ])
  })

  test('one line starting with ">" is no quote, and a reply mostly unquoted is kept whole', () => {
    expect(linesOfText('> 2 hours\nRest.').map((line) => line.text)).toEqual(['> 2 hours', 'Rest.'])
    expect(
      linesOfText('Scones\n2 cups flour\n1 egg\nBake.\n> Send it?\n> Please').map((line) => line.text),
    ).toEqual(['Scones', '2 cups flour', '1 egg', 'Bake.', '', 'Send it?', 'Please'])
  })

  test('a chat export: dates and senders off, only the lines of the one who wrote most', () => {
    const text = [
      '[03/05/25, 18:02:11] Ben: Scones',
      '[03/05/25, 18:02:15] Ben: 2 cups flour',
      '[03/05/25, 18:03:00] Cleo: which flour?',
      '[03/05/25, 18:03:40] Ben: plain flour',
      'and a pinch of salt',
      '03/05/2025, 18:04 - Ben: Bake them.',
      '[18:05, 03/05/2025] Ben: Serve warm.',
    ].join('\n')
    expect(linesOfText(text).map((line) => line.text)).toEqual([
      'Scones',
      '2 cups flour',
      '',
      'plain flour',
      'and a pinch of salt',
      'Bake them.',
      'Serve warm.',
    ])
  })

  test('a chat copied with its senders on lines of their own', () => {
    const text =
      'Ben, [03.05.25 18:02]\nScones\n2 cups flour\n\nCleo, [03.05.25 18:03]\nyum\n\nBen, [03.05.25 18:04]\nBake.'
    expect(linesOfText(text).map((line) => line.text)).toEqual(['Scones', '2 cups flour', '', 'Bake.'])
  })

  test('the headers of a forwarded message go, but its subject; rules part the text', () => {
    const text = [
      '-------- Original Message --------',
      'From: Ben <ben@example.org>',
      'Date: 3 May 2025 18:02',
      'Subject: Fwd: Scones',
      'To: Cleo',
      'Scones',
      '* * *',
      '2 cups flour',
      'An: 4 people', // one line alone is no header
    ].join('\n')
    expect(linesOfText(text).map((line) => line.text)).toEqual([
      'Subject: Fwd: Scones',
      'Scones',
      '',
      '2 cups flour',
      'An: 4 people',
    ])
  })

  test('emoji before a heading, a title or an amount and after a line go; those in a bullet’s place are bullets', () => {
    const lines = linesOfText('🧁 Scones 🧁\n👩‍🍳 Method:\n🥚 2 eggs\n✅ 2 cups flour\n▪️ salt\n🔸 Bake. 😋')
    expect(lines.map((line) => [line.text, line.marker])).toEqual([
      ['Scones', undefined],
      ['Method:', undefined],
      ['2 eggs', undefined],
      ['2 cups flour', 'bullet'],
      ['salt', 'bullet'],
      ['Bake.', 'bullet'],
    ])
  })

  test('keycap digits number steps', () => {
    const lines = linesOfText('1️⃣ Mix.\n2️⃣ Rest.\n1️⃣0️⃣ Fry.\n🔟 Serve.')
    expect(lines.map((line) => [line.text, line.marker])).toEqual([
      ['Mix.', 'number'],
      ['Rest.', 'number'],
      ['Fry.', 'number'],
      ['Serve.', 'number'],
    ])
  })

  test('a keycap digit alone on its line numbers the next one', () => {
    expect(linesOfText('3️⃣\nFry.\n🔟\nServe.')).toEqual([
      { text: 'Fry.', kind: 'item', marker: 'number' },
      { text: 'Serve.', kind: 'item', marker: 'number' },
    ])
  })
})
