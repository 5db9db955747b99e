import { Checkbox, Text, Title } from '@mantine/core'
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

/** Ingredients or steps that can be ticked off while cooking; `[headers]` split them into sections. */
export function CheckableLines({ lines, done, onToggle, numbered = false, testId }: CheckableLinesProps) {
  return (
    <div data-testid={testId}>
      {lines.map((line, index) =>
        line.isHeader ? (
          <Title key={index} order={3} size="h5" mt="md" mb={4}>
            {line.content}
          </Title>
        ) : (
          <label key={index} className={classes.line} data-done={done.has(index) || undefined}>
            <Checkbox size="xs" checked={done.has(index)} onChange={() => onToggle(index)} mt={3} />
            {numbered && (
              <Text span fw={700} className={classes.step}>
                {line.count}.
              </Text>
            )}
            <Text span className={classes.lineText}>
              {line.content}
            </Text>
          </label>
        ),
      )}
    </div>
  )
}
