/** `list-users`: every account, oldest first, as a table (email, handle, name, created, admin, disabled). */
import type { AdminCommand } from './admin-command.ts'
import { adminServiceOf } from './accounts.ts'

const PAGE = 100

export const listUsers: AdminCommand = {
  name: 'list-users',
  arguments: '',
  summary: 'print every account: email, handle, name, created, admin, disabled',
  argumentCount: 0,
  async run(_args, context) {
    const admin = adminServiceOf(context)
    const rows: string[][] = [['EMAIL', 'HANDLE', 'NAME', 'CREATED', 'ADMIN', 'DISABLED']]
    for (let offset = 0; ; offset += PAGE) {
      const { rows: page } = await admin.listUsers({ q: '', offset, limit: PAGE })
      for (const user of page)
        rows.push([
          user.email,
          user.handle ?? '-',
          user.name,
          user.createdAt.toISOString().slice(0, 16).replace('T', ' '),
          user.isAdmin ? 'yes' : 'no',
          user.disabledAt ? 'yes' : 'no',
        ])
      if (page.length < PAGE) break
    }
    const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? []
    for (const row of rows)
      context.print(
        row
          .map((cell, column) => cell.padEnd(widths[column] ?? 0))
          .join('  ')
          .trimEnd(),
      )
    context.tell(`${rows.length - 1} account${rows.length === 2 ? '' : 's'}.`)
    return 0
  },
}
