import { Checkbox, Text, Title } from '@mantine/core'
import { type MarkdownTable as MarkdownTableCells, splitTextBlocks } from '@rosemary/shared/recipe-text'
import { Fragment } from 'react'
import { MarkdownTable } from './MarkdownTable.tsx'
import classes from './RecipePage.module.css'

export interface CheckableLine {
  content: string
  isHeader: boolean
  /** Step number for instructions; headers restart it. */
  count?: number
}

interface CheckableLinesProps {
  lines: CheckableLine[]
  done: ReadonlySet<number>
  onToggle: (index: number) => void
  numbered?: boolean
  testId: string
}

/** A step's text goes beside its box; the tables it holds follow it, outside the box's label. */
function readLine(content: string): { text: string; tables: MarkdownTableCells[] } {
  if (!content.includes('\n')) return { text: content, tables: [] }
  const blocks = splitTextBlocks(content)
  return {
    text: blocks.flatMap((block) => (block.kind === 'text' ? [block.text] : [])).join('\n'),
    tables: blocks.flatMap((block) => (block.kind === 'table' ? [block.table] : [])),
  }
}

/** Ingredients or steps that can be ticked off while cooking; `[headers]` split them into sections. */
export function CheckableLines({ lines, done, onToggle, numbered = false, testId }: CheckableLinesProps) {
  return (
    <div data-testid={testId}>
      {lines.map((line, index) => {
        if (line.isHeader)
          return (
            <Title key={index} order={3} size="h5" mt="md" mb={4}>
              {line.content}
            </Title>
          )
        const { text, tables } = readLine(line.content)
        return (
          <Fragment key={index}>
            <label className={classes.line} data-done={done.has(index) || undefined}>
              <Checkbox size="xs" checked={done.has(index)} onChange={() => onToggle(index)} mt={3} />
              {numbered && (
                <Text span fw={700} className={classes.step}>
                  {line.count}.
                </Text>
              )}
              <Text span className={classes.lineText}>
                {text}
              </Text>
            </label>
            {tables.map((table, tableIndex) => (
              <MarkdownTable key={tableIndex} table={table} />
            ))}
          </Fragment>
        )
      })}
    </div>
  )
}
