import { unzipSync } from 'fflate'
import { expect, test } from 'vitest'
import { type DroppedFile, gatherDropped } from './dropped-files.ts'

const file = (name: string, text: string, path?: string): DroppedFile =>
  Object.assign(new File([text], name), path === undefined ? {} : { path })

test('loose files stay as they are; each folder becomes one zip of its files, subfolders kept', async () => {
  const gathered = await gatherDropped([
    file('pie.mmf', 'MMMMM', './pie.mmf'),
    file('tea.md', '---', '/Chowdown/_recipes/tea.md'),
    file('tea.jpg', 'jpeg', '/Chowdown/images/tea.jpg'),
    file('.DS_Store', 'x', '/Chowdown/.DS_Store'),
    file('soup.cook', '@salt', 'Cooklang/soup.cook'),
    file('notes.txt', 'hello'),
  ])
  expect(gathered.map((each) => each.name)).toEqual(['pie.mmf', 'notes.txt', 'Chowdown.zip', 'Cooklang.zip'])
  const chowdown = unzipSync(new Uint8Array(await gathered[2]!.arrayBuffer()))
  expect(Object.keys(chowdown)).toEqual(['_recipes/tea.md', 'images/tea.jpg'])
  expect(new TextDecoder().decode(chowdown['images/tea.jpg'])).toBe('jpeg')
})

test('what a Mac or Windows adds to a folder is left out, loose or inside', async () => {
  const gathered = await gatherDropped([
    file('._pie.mmf', 'fork', './._pie.mmf'),
    file('Thumbs.db', 'x', './Thumbs.db'),
    file('pie.mmf', 'MMMMM', './pie.mmf'),
  ])
  expect(gathered.map((each) => each.name)).toEqual(['pie.mmf'])
})
