import { Text } from '@mantine/core'
import { splitTextBlocks } from '@rosemary/shared/recipe-text'
import { useMemo } from 'react'
import { MarkdownTable } from './MarkdownTable.tsx'

interface RecipeTextProps {
  text: string
  /** For the paragraphs: the notes keep their line breaks. */
  className?: string
  /** Cook mode's large type, rather than the page's. */
  inheritSize?: boolean
}

/** Text of a recipe as paragraphs, with its Markdown tables shown as tables. */
export function RecipeText({ text, className, inheritSize = false }: RecipeTextProps) {
  const size = inheritSize ? 'inherit' : undefined
  const blocks = useMemo(() => splitTextBlocks(text), [text])
  return blocks.map((block, index) =>
    block.kind === 'text' ? (
      <Text key={index} className={className} fz={size} lh={size}>
        {block.text}
      </Text>
    ) : (
      <MarkdownTable key={index} table={block.table} fz={size} />
    ),
  )
}
