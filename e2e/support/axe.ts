/**
 * axe-core over what the page shows now, with the WCAG 2.1 A and AA rules, reporting what would stop or
 * seriously hinder someone (impact serious or critical) in a form a person can act on. axe is put into
 * each frame once and run there directly, reporting violations only: a check then takes a fraction of a
 * second, where @axe-core/playwright's fresh injection and full report each time took two to three.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Frame, Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // A dialog without a name is announced as just "dialog"; axe files the rule under best practices.
  rules: { 'aria-dialog-name': { enabled: true } },
  resultTypes: ['violations'],
  iframes: false,
}
const BLOCKING_IMPACTS = ['serious', 'critical']

export interface Violation {
  rule: string
  impact: string
  help: string
  /** The CSS selector of each offending element, with axe's summary of what is wrong with it. */
  nodes: { target: string; summary: string }[]
}

/** axe in one frame, its own document only: frames are checked one by one (see findSeriousViolations). */
async function runAxe(frame: Frame): Promise<AxeResults['violations']> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE)
  return frame.evaluate(async (options) => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }
    ).axe
    return (await axe.run(document, options)).violations
  }, OPTIONS)
}

/**
 * The page and each of its frames (the print preview) separately: axe's own way into frames, by messages
 * between the copies of axe, left them out without a word.
 */
export async function findSeriousViolations(page: Page): Promise<Violation[]> {
  const found: Violation[] = []
  for (const frame of page.frames()) {
    const where = frame === page.mainFrame() ? '' : `${new URL(frame.url()).pathname} >> `
    for (const violation of await runAxe(frame)) {
      if (!BLOCKING_IMPACTS.includes(violation.impact ?? '')) continue
      found.push({
        rule: violation.id,
        impact: violation.impact!,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: where + node.target.join(' >> '),
          summary: (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' '),
        })),
      })
    }
  }
  return found
}

/** One block per rule, each offending element once with the variants (width, scheme) it failed in. */
export function describeViolations(found: { variant: string; violations: Violation[] }[]): string {
  const byRule = new Map<string, { violation: Violation; nodes: Map<string, Set<string>> }>()
  for (const { variant, violations } of found) {
    for (const violation of violations) {
      const entry = byRule.get(violation.rule) ?? { violation, nodes: new Map<string, Set<string>>() }
      byRule.set(violation.rule, entry)
      for (const node of violation.nodes) {
        const key = `${node.target}\n      ${node.summary}`
        entry.nodes.set(key, (entry.nodes.get(key) ?? new Set()).add(variant))
      }
    }
  }
  return [...byRule.values()]
    .map(({ violation, nodes }) =>
      [
        `${violation.rule} (${violation.impact}): ${violation.help}`,
        ...[...nodes].map(([node, variants]) => `  - [${[...variants].join(', ')}] ${node}`),
      ].join('\n'),
    )
    .join('\n')
}
