import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportedRecipe } from '../imported-recipe.ts'
import { ImportTooLargeError } from './archive/budget.ts'
import { sampleOf } from './file-sample.ts'
import { openMasterCookXml, recognizesMasterCookXml } from './mastercook-mx2.ts'
import { repairMx2 } from './mastercook-mx2-repair.ts'
import { latin1, mx2File } from './test-support/mastercook-files.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

async function recipesOf(file: Uint8Array): Promise<ImportedRecipe[]> {
  const recipes: ImportedRecipe[] = []
  for await (const item of (await openMasterCookXml(file)).items())
    if ('recipe' in item) recipes.push(item.recipe)
  return recipes
}

const fullRecipe = `<RcpE name="Pear &amp; Hazelnut Galette" author="Aunt Edna" img="https://example.com/galette.jpg">
<RTxt><![CDATA[Pear & Hazelnut Galette, as typed]]></RTxt>
<Serv qty="8"/>
<PrpT elapsed="1:15"/>
<CatS><CatT>Desserts</CatT><CatT>Pies &amp; Pastry</CatT></CatS>
<IngR name="Pastry" code="S"></IngR>
<IngR name="plain flour" unit="cups" qty="1 1/2"><IPrp>sifted</IPrp><INtI>3562</INtI></IngR>
<IngR name="butter" unit="cup" qty="0.500000"><IPrp>cold</IPrp></IngR>
<IngR name="**Filling**"></IngR>
<IngR name="pears" unit="large" qty="4" code="I"></IngR>
<IngR name="salt"></IngR>
<DirS>
<DirT img="">Rub the butter into the flour.</DirT>
<DirT img="">Fill with pears.
Bake until golden.</DirT>
</DirS>
<Desc>A rustic tart.</Desc>
<Natn>French</Natn>
<Srce>Orchard Baking</Srce>
<AltS label="Internet address" source="https://example.com/galette"/>
<AltS label="Formatted by" source="Bob"/>
<CpyR>1999 Edna Press</CpyR>
<Yield unit="galette" qty="1"/>
<TTim elapsed="2:00"/>
<RatS><RatE name="Taste" value="8"/><RatE name="Ease" value="6"/></RatS>
<SrvI>With cream.</SrvI>
<Wine>Sauternes</Wine>
<Note>Best on the day.</Note>
<Nutr>Per Serving (excluding unknown items): 310 Calories; 14g Fat</Nutr>
</RcpE>`

describe('openMasterCookXml maps every field', () => {
  test('a full recipe', async () => {
    const opened = await openMasterCookXml(strToU8(mx2File([fullRecipe], 'UTF-8')))
    expect(opened.total).toBe(1)
    expect(await recipesOf(strToU8(mx2File([fullRecipe], 'UTF-8')))).toEqual([
      {
        title: 'Pear & Hazelnut Galette',
        description: 'A rustic tart.',
        yield: '8 servings, 1 galette',
        activeTime: '1 h 15 min',
        totalTime: '2 h',
        source: 'Orchard Baking',
        url: 'https://example.com/galette',
        notes: [
          'Recipe by: Aunt Edna',
          'Best on the day.',
          'Serving ideas: With cream.',
          'Suggested wine: Sauternes',
          'Copyright: 1999 Edna Press',
          'Formatted by: Bob',
          'Ratings: Taste 8, Ease 6',
          'Per Serving (excluding unknown items): 310 Calories; 14g Fat',
        ].join('\n\n'),
        ingredients:
          '[Pastry]\n1 1/2 cups plain flour, sifted\n0.5 cup butter, cold\n[Filling]\n4 large pears\nsalt',
        instructions: 'Rub the butter into the flour.\nFill with pears.\nBake until golden.',
        rating: 4,
        labels: ['Desserts', 'Pies & Pastry', 'French'],
        images: [{ kind: 'url', url: 'https://example.com/galette.jpg' }],
      },
    ])
  })

  test('the plain text stands in for missing directions; a picture file name is not a picture', async () => {
    const [recipe] = await recipesOf(
      strToU8(
        mx2File([
          '<RcpE name="" author="Sam" img="galette.jpg"><RTxt><![CDATA[Mix.\r\nBake.]]></RTxt></RcpE>',
        ]),
      ),
    )
    expect(recipe).toMatchObject({
      title: 'MasterCook recipe 1',
      source: 'Sam',
      notes: '',
      instructions: 'Mix.\nBake.',
      images: [],
      yield: '',
    })
  })

  test('a Latin-1 file, declared the way MasterCook declares it', async () => {
    const [recipe] = await recipesOf(latin1(mx2File(['<RcpE name="Crème brûlée"><Serv qty="1"/></RcpE>'])))
    expect(recipe).toMatchObject({ title: 'Crème brûlée', yield: '1 serving' })
  })
})

describe('openMasterCookXml mends what MasterCook leaves unescaped', () => {
  test('quotes inside attribute values, bare ampersands and control characters', async () => {
    const broken = mx2File([
      '<RcpE name="Seafood Chili" author="Diana, "The Vegetarian"">' +
        '<IngR name="carrot sticks (4" by 1/2")" qty="5"></IngR><IngR name="salt & pepper"/>' +
        '<DirS><DirT>Stir\u0001 & serve < 5 minutes.</DirT></DirS></RcpE>',
    ])
    const [recipe] = await recipesOf(latin1(broken))
    expect(recipe).toMatchObject({
      title: 'Seafood Chili',
      source: 'Diana, "The Vegetarian"',
      ingredients: '5 carrot sticks (4" by 1/2")\nsalt & pepper',
      instructions: 'Stir & serve < 5 minutes.',
    })
  })

  test('mending leaves CDATA, comments and valid markup as they are', () => {
    const valid =
      '<mx2><!-- a & b --><RcpE name="a &amp; b" x=\'1\'><RTxt><![CDATA[<i>&</i>]]></RTxt></RcpE></mx2>'
    expect(repairMx2(valid)).toBe(valid)
  })

  test('XML that mending cannot save is refused with the first error', async () => {
    await expect(openMasterCookXml(strToU8('<mx2><RcpE name="a"></mx2>'))).rejects.toThrow(
      /malformed \(line 1/,
    )
  })
})

describe('a compressed MasterCook export (.mz2): a zip holding the .mx2 and its pictures', () => {
  const withPictures = mx2File([
    '<RcpE name="Galette" img="galette.jpg"><DirS><DirT img="">Roll.</DirT><DirT img="pics\\step 2.jpg">Fold.</DirT>' +
      '<DirT img="galette.jpg">Bake.</DirT></DirS></RcpE>',
    '<RcpE name="Tart" img="C:\\MasterCook\\Pictures\\tart.png"></RcpE>',
    '<RcpE name="Pie" img="missing.jpg"></RcpE>',
  ])

  test('reads the same recipes as the .mx2, with the pictures it names', async () => {
    const mz2 = zipSync({
      'Cookbook/Desserts.mx2': latin1(withPictures),
      'Cookbook/galette.jpg': fakeJpeg(1),
      'Cookbook/pics/step 2.jpg': fakeJpeg(2),
      'tart.png': fakeJpeg(3),
    })
    const recipes = await recipesOf(mz2)
    expect(recipes.map((recipe) => [recipe.title, recipe.images])).toEqual([
      [
        'Galette',
        [
          { kind: 'bytes', data: fakeJpeg(1) },
          { kind: 'bytes', data: fakeJpeg(2) },
        ],
      ],
      ['Tart', [{ kind: 'bytes', data: fakeJpeg(3) }]],
      ['Pie', []],
    ])
    const plain = await recipesOf(latin1(withPictures))
    expect(recipes.map((recipe) => ({ ...recipe, images: [] }))).toEqual(plain)
  })

  test('the .mx2 is found by its content, whatever it is called', async () => {
    const mz2 = zipSync({ 'read me.txt': strToU8('hello'), 'export.xml': latin1(mx2File([fullRecipe])) })
    const [recipe] = await recipesOf(mz2)
    expect(recipe?.title).toBe('Pear & Hazelnut Galette')
  })

  test('refuses a zip without an .mx2, a truncated one and a damaged .mx2 inside, naming the problem', async () => {
    const mz2 = zipSync({ 'Desserts.mx2': latin1(mx2File([fullRecipe])) })
    const damaged = mz2.slice()
    damaged.fill(0xff, 60, 70)
    const cases: [Uint8Array, RegExp][] = [
      [zipSync({ 'a.jpg': fakeJpeg(1) }), /holds no MasterCook XML file/],
      [mz2.subarray(0, mz2.length - 30), /zip archive is truncated/],
      [damaged, /"Desserts.mx2" cannot be read/],
    ]
    for (const [file, message] of cases) {
      await expect(openMasterCookXml(file)).rejects.toThrow(ImportFileError)
      await expect(openMasterCookXml(file)).rejects.toThrow(message)
    }
  })

  test('a bomb stops at the unpack limit', async () => {
    const body = `<RcpE name="x"><Note>${' '.repeat(20 * 1024 * 1024)}</Note></RcpE>`
    const bomb = zipSync({ 'big.mx2': [strToU8(mx2File([body], 'UTF-8')), { level: 9 }] })
    const limits = { maxUnpackedBytes: 1024 * 1024, maxEntries: 10 }
    await expect(openMasterCookXml(bomb, limits)).rejects.toThrow(ImportTooLargeError)
  })
})

describe('openMasterCookXml refuses other files', () => {
  test('other XML, text and an empty file', async () => {
    await expect(openMasterCookXml(strToU8('<?xml version="1.0"?><fdx/>'))).rejects.toThrow(
      /starts with <fdx>/,
    )
    await expect(openMasterCookXml(strToU8('* Exported from MasterCook *'))).rejects.toThrow(/not XML/)
    await expect(openMasterCookXml(new Uint8Array())).rejects.toThrow(ImportFileError)
  })
})

describe('recognizesMasterCookXml', () => {
  const recognizes = (text: string) => recognizesMasterCookXml(sampleOf(strToU8(text)))

  test('the mx2 root after a declaration, a doctype and comments', () => {
    expect(recognizes(mx2File([fullRecipe]))).toBe(true)
    expect(recognizes('\uFEFF<!-- export --><!DOCTYPE mx2 [ <!ELEMENT mx2 ANY> ]>\n<mx2/>')).toBe(true)
  })

  test('an .mz2 by the .mx2 inside; not a zip of other XML', () => {
    expect(recognizesMasterCookXml(sampleOf(zipSync({ 'a.mx2': strToU8(mx2File([fullRecipe])) })))).toBe(true)
    expect(recognizesMasterCookXml(sampleOf(zipSync({ 'a.mx2': strToU8('<fdx/>') })))).toBe(false)
  })

  test('not other XML, nor MasterCook text', () => {
    expect(recognizes('<?xml version="1.0"?><fdx><mx2/></fdx>')).toBe(false)
    expect(recognizes('<mx2x/>')).toBe(false)
    expect(recognizes('* Exported from MasterCook *\n<mx2>')).toBe(false)
    expect(recognizes('<?xml version="1.0"')).toBe(false)
  })
})
