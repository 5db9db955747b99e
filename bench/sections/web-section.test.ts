import { expect, test } from 'vitest'
import { sampleContext, sampleFigures } from './sample-figures.ts'
import { webSection } from './web-section.ts'

test("the benchmark index's spread and the largest files come from the runs", () => {
  const text = webSection.render(sampleFigures().web, sampleContext).join('\n')
  // 2838 against 1417.
  expect(text).toContain('index moved by 2.00× between the runs above')
  expect(text).toContain(
    '`/assets/index-a1.js` 63.1 kB, `/assets/router-b2.js` 31.2 kB, `/assets/i18n-c3.js` 16.3 kB.',
  )
  expect(text).toContain(
    '| JavaScript before the first page paints (gzip) | 149.3 kB in 3 files | ≤ 150 kB |',
  )
})
