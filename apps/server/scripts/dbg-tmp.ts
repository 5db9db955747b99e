import { readFileSync } from 'node:fs'
import * as cheerio from 'cheerio'
import { readPageCounterpart, findIngredientList } from '../src/formats/html/page-counterpart.ts'
import { clipRecipe } from '../src/formats/html/extract-recipe.ts'
import { isAside } from '../src/formats/html/page-regions.ts'
const site = process.argv[2]!
const html = readFileSync(`/work/shared/dev-corpus/clip/${site}/page.html`, 'utf8')
const c = clipRecipe(html, `https://${site}/x`)
console.log(c?.paths, c?.recipe.ingredients.split('\n').slice(0,5))
const $ = cheerio.load(html)
const ings = process.argv.slice(3)
const list = findIngredientList($, ings)
console.log('list', list?.name, list?.attribs.class)
if (list) console.log(isAside(list))
