import { describe, expect, test } from 'vitest'
import { type ChunkLike, startFiles, withPreloads } from './start-preload-plugin.ts'

const START = /[\\/]src[\\/]start\.tsx$/
const chunk = (fileName: string, moduleIds: string[], imports: string[] = []): ChunkLike => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports,
})

const bundle: Record<string, ChunkLike> = {
  'assets/index-a.js': chunk('assets/index-a.js', ['/app/src/main.tsx'], ['assets/runtime-r.js']),
  'assets/start-b.js': chunk(
    'assets/start-b.js',
    ['/app/src/start.tsx', '/app/src/app/App.tsx'],
    ['assets/runtime-r.js', 'assets/client-c.js', 'assets/router-d.js'],
  ),
  'assets/client-c.js': chunk('assets/client-c.js', ['/nm/react-dom/client.js'], ['assets/runtime-r.js']),
  'assets/router-d.js': chunk('assets/router-d.js', ['/nm/react-router/index.js'], ['assets/client-c.js']),
  'assets/runtime-r.js': chunk('assets/runtime-r.js', ['\0rolldown/runtime.js']),
  'assets/RecipeListPage-e.js': chunk('assets/RecipeListPage-e.js', ['/app/src/pages/x.tsx']),
  'assets/full.css': { type: 'asset', fileName: 'assets/full.css' },
}

describe('startFiles', () => {
  test("the start's chunk and every file it imports, each once, and nothing else", () => {
    expect(startFiles(bundle, START)).toEqual([
      'assets/start-b.js',
      'assets/runtime-r.js',
      'assets/client-c.js',
      'assets/router-d.js',
    ])
  })

  test('a build without the start, or with it in two chunks, is an error rather than no preload', () => {
    expect(() => startFiles(bundle, /nowhere\.tsx$/)).toThrow('0 chunks')
    const twice = { ...bundle, 'assets/copy.js': chunk('assets/copy.js', ['/app/src/start.tsx']) }
    expect(() => startFiles(twice, START)).toThrow('2 chunks')
  })
})

describe('withPreloads', () => {
  const html =
    '<head>\n    <script type="module" crossorigin src="/assets/index-a.js"></script>\n  </head><body></body>'

  test('a modulepreload link per file, in the head, after what the page names already', () => {
    const out = withPreloads(html, ['assets/start-b.js', 'assets/index-a.js', 'assets/client-c.js'], '/')
    expect(out.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/start-b.js">',
      '<link rel="modulepreload" crossorigin href="/assets/client-c.js">',
    ])
    expect(out.indexOf('index-a.js')).toBeLessThan(out.indexOf('start-b.js'))
    expect(out.indexOf('client-c.js')).toBeLessThan(out.indexOf('</head>'))
  })

  test('under a base path', () => {
    expect(withPreloads(html, ['assets/start-b.js'], '/recipes/')).toContain(
      'href="/recipes/assets/start-b.js"',
    )
  })
})
