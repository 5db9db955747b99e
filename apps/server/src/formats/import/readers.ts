/**
 * Every import file reader, by format: how to open a file of it and how to tell one from its content. The
 * order of FILE_READERS is the order formats are tried in when a file is recognised: formats with a
 * distinctive mark (magic bytes, an XML root, a start line) before the ones judged by looser cues.
 */
import type { ImportFileFormat } from '@rosemary/shared/contract'
import type { ImportFormat, ReadItem } from '../imported-recipe.ts'
import { openChefTap, recognizesChefTap } from './cheftap.ts'
import { openChowdown, recognizesChowdown } from './chowdown.ts'
import { openCooklang, recognizesCooklang } from './cooklang.ts'
import { openCopyMeThat, recognizesCopyMeThat } from './copymethat.ts'
import { openCookBookManager, recognizesCookBookManager } from './cookbook-manager.ts'
import { openCookmate, recognizesCookmate } from './cookmate.ts'
import { openCookMl, recognizesCookMl } from './cookml.ts'
import { openCookn, recognizesCookn } from './cookn.ts'
import { openCrouton, recognizesCrouton } from './crouton.ts'
import { openDomestica, recognizesDomestica } from './domestica.ts'
import { openFdx, recognizesFdx } from './fdx.ts'
import { sampleOf, type FileSample } from './file-sample.ts'
import { openGuessedCsv, recognizesGenericCsv } from './generic-csv.ts'
import { openGourmet, recognizesGourmet } from './gourmet.ts'
import { openJsonLd, recognizesJsonLd } from './json-ld.ts'
import { openKRecipes, recognizesKRecipes } from './krecipes.ts'
import { openLivingCookbook, recognizesLivingCookbook } from './living-cookbook.ts'
import { openMasterCookXml, recognizesMasterCookXml } from './mastercook-mx2.ts'
import { openMasterCook, recognizesMasterCook } from './mastercook.ts'
import { openMealMaster, recognizesMealMaster } from './mealmaster.ts'
import { openMealie, recognizesMealie } from './mealie.ts'
import { openMela, recognizesMela } from './mela.ts'
import { openNextcloudCookbook, recognizesNextcloudCookbook } from './nextcloud-cookbook.ts'
import { openNowYoureCooking, recognizesNowYoureCooking } from './now-youre-cooking.ts'
import { openOpenEats, recognizesOpenEats } from './openeats.ts'
import { openPaprikaHtml, recognizesPaprikaHtml } from './paprika-html.ts'
import { openPaprika, recognizesPaprika } from './paprika.ts'
import { openRecipeKeeper, recognizesRecipeKeeper } from './recipe-keeper.ts'
import { openPlanToEat, recognizesPlanToEat } from './plan-to-eat.ts'
import { openRecetteTek, recognizesRecetteTek } from './recettetek.ts'
import { openRecipeMl, recognizesRecipeMl } from './recipeml.ts'
import { openRecipeSage, recognizesRecipeSage } from './recipesage.ts'
import { openRezKonv, recognizesRezKonv } from './rezkonv.ts'
import { openRosemaryExport, recognizesRosemaryExport } from './rosemary-export.ts'
import { openSaffron, recognizesSaffron } from './saffron.ts'
import { openTandoor, recognizesTandoor } from './tandoor.ts'
import { openUrlList, recognizesUrlList } from './url-list.ts'

export interface FileReader {
  /** A list of web addresses yields addresses to clip, every other format its entries. */
  open: ImportFormat<ReadItem>
  recognizes: (sample: FileSample) => boolean
}

export const FILE_READERS: Record<ImportFileFormat, FileReader> = {
  livingCookbook: { open: openLivingCookbook, recognizes: recognizesLivingCookbook },
  paprika: { open: openPaprika, recognizes: recognizesPaprika },
  fdx: { open: openFdx, recognizes: recognizesFdx },
  cookmate: { open: openCookmate, recognizes: recognizesCookmate },
  masterCookXml: { open: openMasterCookXml, recognizes: recognizesMasterCookXml },
  recipeMl: { open: openRecipeMl, recognizes: recognizesRecipeMl },
  gourmet: { open: openGourmet, recognizes: recognizesGourmet },
  kRecipes: { open: openKRecipes, recognizes: recognizesKRecipes },
  recipeSage: { open: openRecipeSage, recognizes: recognizesRecipeSage },
  rosemaryExport: { open: openRosemaryExport, recognizes: recognizesRosemaryExport },
  mealMaster: { open: openMealMaster, recognizes: recognizesMealMaster },
  rezKonv: { open: openRezKonv, recognizes: recognizesRezKonv },
  masterCook: { open: openMasterCook, recognizes: recognizesMasterCook },
  copyMeThat: { open: openCopyMeThat, recognizes: recognizesCopyMeThat },
  recipeKeeper: { open: openRecipeKeeper, recognizes: recognizesRecipeKeeper },
  paprikaHtml: { open: openPaprikaHtml, recognizes: recognizesPaprikaHtml },
  mela: { open: openMela, recognizes: recognizesMela },
  crouton: { open: openCrouton, recognizes: recognizesCrouton },
  mealie: { open: openMealie, recognizes: recognizesMealie },
  tandoor: { open: openTandoor, recognizes: recognizesTandoor },
  nextcloudCookbook: { open: openNextcloudCookbook, recognizes: recognizesNextcloudCookbook },
  jsonLd: { open: openJsonLd, recognizes: recognizesJsonLd },
  cooklang: { open: openCooklang, recognizes: recognizesCooklang },
  chowdown: { open: openChowdown, recognizes: recognizesChowdown },
  planToEat: { open: openPlanToEat, recognizes: recognizesPlanToEat },
  recetteTek: { open: openRecetteTek, recognizes: recognizesRecetteTek },
  saffron: { open: openSaffron, recognizes: recognizesSaffron },
  chefTap: { open: openChefTap, recognizes: recognizesChefTap },
  nowYoureCooking: { open: openNowYoureCooking, recognizes: recognizesNowYoureCooking },
  rezeptsuite: { open: openCookMl, recognizes: recognizesCookMl },
  domestica: { open: openDomestica, recognizes: recognizesDomestica },
  openEats: { open: openOpenEats, recognizes: recognizesOpenEats },
  cookBookManager: { open: openCookBookManager, recognizes: recognizesCookBookManager },
  cookn: { open: openCookn, recognizes: recognizesCookn },
  urlList: { open: openUrlList, recognizes: recognizesUrlList },
  // Last: any CSV with a title column, when no reader of an app's export knows it.
  genericCsv: { open: openGuessedCsv, recognizes: recognizesGenericCsv },
}

/** The format of a file, judged from its content alone; null when no reader knows it. */
export function recognizeFormat(file: Uint8Array): ImportFileFormat | null {
  return recognizeIn(sampleOf(file))
}

/** The format a file's sample shows; null when no reader knows it. */
export function recognizeIn(sample: FileSample): ImportFileFormat | null {
  const formats = Object.keys(FILE_READERS) as ImportFileFormat[]
  return formats.find((format) => FILE_READERS[format].recognizes(sample)) ?? null
}
