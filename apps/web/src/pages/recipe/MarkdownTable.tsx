import { Table } from '@mantine/core'
import type { MarkdownTable as Cells } from '@rosemary/shared/recipe-text'
import classes from './RecipePage.module.css'

/** A table written in Markdown in a step or the notes; cells are text, never markup. */
export function MarkdownTable({ table, fz }: { table: Cells; fz?: 'inherit' | undefined }) {
  const align = (column: number) => table.align[column] ?? undefined
  return (
    <div className={classes.table}>
      <Table withTableBorder withColumnBorders verticalSpacing={4} fz={fz}>
        <Table.Thead>
          <Table.Tr>
            {table.header.map((cell, column) => (
              <Table.Th key={column} scope="col" ta={align(column)}>
                {cell}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, index) => (
            <Table.Tr key={index}>
              {row.map((cell, column) => (
                <Table.Td key={column} ta={align(column)}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}
