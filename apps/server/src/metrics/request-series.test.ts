import { describe, expect, test } from 'vitest'
import { createRequestSeries } from './request-series.ts'
import { sampleOf } from './scrape-text.ts'

describe('the request series', () => {
  test('counts answers by method, route and status, and times them in cumulative buckets', () => {
    const series = createRequestSeries()
    series.count('GET', '/api/recipes/:id', 200, 0.0004)
    series.count('GET', '/api/recipes/:id', 200, 0.003)
    series.count('GET', '/api/recipes/:id', 404, 45)
    series.count('POST', '/api/recipes', 201, 0.02)
    const text = series.text()
    const byId = { method: 'GET', route: '/api/recipes/:id' }
    expect(sampleOf(text, 'http_requests_total', { ...byId, status: '200' })).toBe(2)
    expect(sampleOf(text, 'http_requests_total', { ...byId, status: '404' })).toBe(1)
    expect(sampleOf(text, 'http_requests_total', { method: 'POST', status: '201' })).toBe(1)
    const bucket = (le: string) => sampleOf(text, 'http_request_duration_seconds_bucket', { ...byId, le })
    expect([bucket('0.001'), bucket('0.0025'), bucket('0.005'), bucket('30'), bucket('+Inf')]).toEqual([
      1, 1, 2, 2, 3,
    ])
    expect(sampleOf(text, 'http_request_duration_seconds_count', byId)).toBe(3)
    expect(sampleOf(text, 'http_request_duration_seconds_sum', byId)).toBeCloseTo(45.0034)
    expect(text).toMatch(/^# HELP http_requests_total .*\n# TYPE http_requests_total counter\n/)
    expect(text).toContain('# TYPE http_request_duration_seconds histogram\n')
  })

  test('escapes what a label value may not hold', () => {
    const series = createRequestSeries()
    series.count('GET', '/a"b\\c\nd', 200, 0.1)
    expect(series.text()).toContain('route="/a\\"b\\\\c\\nd",status="200"} 1')
  })

  test('writes only the headers before the first request', () => {
    expect(
      createRequestSeries()
        .text()
        .split('\n')
        .filter((line) => !line.startsWith('#')),
    ).toEqual([''])
  })
})
