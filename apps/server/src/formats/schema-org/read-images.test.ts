import { describe, expect, test } from 'vitest'
import {
  areaFromUrl,
  rankImages,
  readImageCandidates,
  readImages,
  resolveUrl,
  toImportedImage,
} from './read-images.ts'

describe('readImageCandidates', () => {
  test('reads strings, lists and ImageObjects with their sizes', () => {
    expect(
      readImageCandidates([
        'https://x.example/a.jpg',
        { '@type': 'ImageObject', url: 'https://x.example/b.jpg', width: 1200, height: '800' },
        {
          '@type': 'ImageObject',
          contentUrl: 'https://x.example/c.jpg',
          width: { value: 10 },
          height: { value: 10 },
        },
        [{ url: '/d-640x480.jpg' }],
        { name: 'no address' },
        '',
      ]),
    ).toEqual([
      { url: 'https://x.example/a.jpg', area: null },
      { url: 'https://x.example/b.jpg', area: 960_000 },
      { url: 'https://x.example/c.jpg', area: 100 },
      { url: '/d-640x480.jpg', area: 307_200 },
    ])
  })
})

test('areaFromUrl reads the size crops announce in their names', () => {
  expect(areaFromUrl('https://x.example/photo-1200x800.jpg?w=10')).toBe(960_000)
  expect(areaFromUrl('https://x.example/800x600/photo.jpg')).toBe(480_000)
  expect(areaFromUrl('https://x.example/photo.jpg')).toBeNull()
})

test('rankImages puts the largest first, unknown sizes above thumbnails, and drops repeats', () => {
  const ranked = rankImages([
    { url: 'thumb', area: 150 * 150 },
    { url: 'unknown', area: null },
    { url: 'big', area: 1200 * 1200 },
    { url: 'big', area: 1200 * 1200 },
  ])
  expect(ranked.map((image) => image.url)).toEqual(['big', 'unknown', 'thumb'])
})

test('resolveUrl resolves relative addresses and refuses other schemes', () => {
  expect(resolveUrl('../img/a.jpg', 'https://x.example/recipes/soup/')).toBe(
    'https://x.example/recipes/img/a.jpg',
  )
  expect(resolveUrl('//cdn.example/a.jpg', 'https://x.example/')).toBe('https://cdn.example/a.jpg')
  expect(resolveUrl('javascript:alert(1)', 'https://x.example/')).toBeNull()
  expect(resolveUrl('/a.jpg', undefined)).toBeNull()
})

describe('toImportedImage', () => {
  test('decodes base64 data URIs into bytes', () => {
    expect(toImportedImage('data:image/webp;base64,AQID')).toEqual({
      kind: 'bytes',
      data: new Uint8Array([1, 2, 3]),
    })
  })

  test('decodes percent-encoded data URIs', () => {
    expect(toImportedImage('data:image/svg+xml,%3Csvg%2F%3E')).toEqual({
      kind: 'bytes',
      data: new Uint8Array(Buffer.from('<svg/>')),
    })
  })

  test('refuses data URIs that are not images, and empty ones', () => {
    expect(toImportedImage('data:text/plain;base64,AQID')).toBeNull()
    expect(toImportedImage('data:image/png;base64,')).toBeNull()
  })

  test('keeps addresses, resolved against the base', () => {
    expect(toImportedImage('/a.jpg', 'https://x.example/r/')).toEqual({
      kind: 'url',
      url: 'https://x.example/a.jpg',
    })
  })
})

test('readImages gives the pictures best first', () => {
  expect(
    readImages(
      [
        { url: 'https://x.example/small.jpg', width: 100, height: 100 },
        { url: 'https://x.example/large.jpg', width: 2000, height: 1000 },
        'not an address',
      ],
      'https://x.example/',
    ),
  ).toEqual([
    { kind: 'url', url: 'https://x.example/large.jpg' },
    { kind: 'url', url: 'https://x.example/small.jpg' },
  ])
})
