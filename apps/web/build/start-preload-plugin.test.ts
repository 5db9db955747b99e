import { describe, expect, test } from 'vitest'
import {
  catalogFiles,
  chunkGraph,
  type ChunkLike,
  LIST_START,
  SIGNED_IN_START,
  startFiles,
  startStyles,
  withPreloads,
  withStartFiles,
  withStyles,
} from './start-preload-plugin.ts'

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

const styled = (chunk: ChunkLike, css: string[]): ChunkLike => ({
  ...chunk,
  viteMetadata: { importedCss: new Set(css) },
})

const appBundle: Record<string, ChunkLike> = {
  ...bundle,
  'assets/start-b.js': styled(bundle['assets/start-b.js']!, ['assets/start-s.css']),
  'assets/RecipeListPage-e.js': styled(
    chunk(
      'assets/RecipeListPage-e.js',
      ['/app/src/pages/recipe-list/RecipeListPage.tsx'],
      ['assets/Modal-m.js', 'assets/client-c.js'],
    ),
    ['assets/RecipeListPage-l.css', 'assets/Page-p.css'],
  ),
  'assets/Modal-m.js': styled(chunk('assets/Modal-m.js', ['/nm/modal.js'], ['assets/FocusTrap-f.js']), [
    'assets/Page-p.css',
  ]),
  'assets/FocusTrap-f.js': chunk('assets/FocusTrap-f.js', ['/nm/focus-trap.js']),
  'assets/query-client-q.js': chunk(
    'assets/query-client-q.js',
    ['/app/src/app/query-client.tsx'],
    ['assets/useBaseQuery-u.js'],
  ),
  'assets/useBaseQuery-u.js': chunk('assets/useBaseQuery-u.js', ['/nm/query.js']),
  'assets/full-g.js': styled(chunk('assets/full-g.js', ['/app/src/styles/full.ts']), ['assets/full-g.css']),
  'assets/shell-1.js': chunk('assets/shell-1.js', ['/app/src/i18n/locales/en-us/shell.json']),
  'assets/pages-2.js': chunk('assets/pages-2.js', ['/app/src/i18n/locales/en-us/pages.json']),
  'assets/pages-3.js': chunk('assets/pages-3.js', ['/app/src/i18n/locales/it-it/pages.json']),
  'assets/push-4.js': chunk('assets/push-4.js', ['/app/src/push/push.ts'], ['assets/client-c.js']),
}

describe('chunkGraph', () => {
  test("the list start's chunks, their imports down to the deepest, each once, then their stylesheets", () => {
    expect(chunkGraph(appBundle, LIST_START)).toEqual([
      'assets/RecipeListPage-e.js',
      'assets/query-client-q.js',
      'assets/full-g.js',
      'assets/Modal-m.js',
      'assets/client-c.js',
      'assets/useBaseQuery-u.js',
      'assets/FocusTrap-f.js',
      'assets/runtime-r.js',
      'assets/RecipeListPage-l.css',
      'assets/Page-p.css',
      'assets/full-g.css',
    ])
  })

  test("a signed-in start's push code, with what it imports", () => {
    expect(chunkGraph(appBundle, SIGNED_IN_START)).toEqual([
      'assets/push-4.js',
      'assets/client-c.js',
      'assets/runtime-r.js',
    ])
  })

  test('a module no chunk holds is an error rather than a start without its files', () => {
    expect(() => chunkGraph(appBundle, [/nowhere\.tsx$/])).toThrow('0 chunks')
  })
})

describe('catalogFiles', () => {
  test("each language's catalog parts by name", () => {
    expect(catalogFiles(appBundle)).toEqual({
      'catalog:en-us:shell': ['assets/shell-1.js'],
      'catalog:en-us:pages': ['assets/pages-2.js'],
      'catalog:it-it:pages': ['assets/pages-3.js'],
    })
  })
})

describe('the start files in index.html', () => {
  const html =
    '<head>\n    <script type="module" crossorigin src="/assets/index-a.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/client-c.js">\n  </head><body></body>'

  test("the start's stylesheet is linked in the head, so importing the start waits for nothing", () => {
    const styles = startStyles(appBundle, startFiles(appBundle, START))
    expect(styles).toEqual(['assets/start-s.css'])
    expect(withStyles(html, styles, '/')).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/start-s.css">\n  </head>',
    )
  })

  test('named as data under the base, leaving out what the page names already', () => {
    const out = withStartFiles(
      html,
      {
        list: ['assets/Modal-m.js', 'assets/client-c.js', 'assets/Page-p.css'],
        'catalog:en-us:shell': ['assets/shell-1.js'],
      },
      '/recipes/',
    )
    const block = /<script type="application\/json" id="start-files">(.*)<\/script>/.exec(out)?.[1]
    expect(JSON.parse(block!)).toEqual({
      list: ['/recipes/assets/Modal-m.js', '/recipes/assets/client-c.js', '/recipes/assets/Page-p.css'],
      'catalog:en-us:shell': ['/recipes/assets/shell-1.js'],
    })
    expect(
      JSON.parse(
        /id="start-files">(.*)<\/script>/.exec(
          withStartFiles(html, { list: ['assets/client-c.js'] }, '/'),
        )![1]!,
      ),
    ).toEqual({ list: [] })
  })

  test('a file name cannot end the data block', () => {
    const out = withStartFiles(html, { list: ['assets/</script><script>alert(1)</script>.js'] }, '/')
    expect(out).not.toContain('</script><script>')
    expect(out.match(/<\/script>/g)).toHaveLength(2)
  })
})
