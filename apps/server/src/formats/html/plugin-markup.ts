/**
 * Class names of the recipe-card plugins most recipe blogs use, which mark up a recipe even when the
 * page has no schema.org data (or data missing the instructions). Each section lists the elements of
 * its items and group headers; a section without an item selector is read line by line.
 */

export interface SectionMarkup {
  section: string
  item?: string
  header?: string
}

export interface CardMarkup {
  name: string
  root: string
  /** What shows the plugin is on the page, when its root alone would not (defaults to the root). */
  marker?: string
  title: string
  description?: string
  yield?: string
  image?: string
  ingredients: SectionMarkup
  instructions: SectionMarkup
}

const TITLE_HEADERS = 'h3, h4, h5, h6, p > strong:only-child, p > b:only-child'
/** Among ingredient lists, a plain paragraph names the group below it too. */
const GROUP_HEADERS = `${TITLE_HEADERS}, p`

export const CARD_MARKUP: readonly CardMarkup[] = [
  {
    name: 'WP Recipe Maker',
    root: '.wprm-recipe-container, .wprm-recipe',
    title: '.wprm-recipe-name',
    description: '.wprm-recipe-summary',
    yield: '.wprm-recipe-servings-with-unit, .wprm-recipe-servings',
    image: '.wprm-recipe-image img',
    ingredients: {
      section: '.wprm-recipe-ingredients-container',
      item: '.wprm-recipe-ingredient',
      header: '.wprm-recipe-group-name',
    },
    instructions: {
      section: '.wprm-recipe-instructions-container',
      item: '.wprm-recipe-instruction-text',
      header: '.wprm-recipe-group-name',
    },
  },
  {
    name: 'Tasty Recipes',
    root: '.tasty-recipes',
    title: '.tasty-recipes-title',
    description: '.tasty-recipes-description-body, .tasty-recipes-description',
    yield: '.tasty-recipes-yield',
    image: '.tasty-recipes-image img',
    ingredients: {
      section: '.tasty-recipes-ingredients-body, .tasty-recipes-ingredients',
      item: 'li',
      header: GROUP_HEADERS,
    },
    instructions: {
      section: '.tasty-recipes-instructions-body, .tasty-recipes-instructions',
      item: 'li',
      header: TITLE_HEADERS,
    },
  },
  {
    name: 'Mediavine Create',
    root: '.mv-create-card',
    title: '.mv-create-title',
    description: '.mv-create-description',
    yield: '.mv-create-yield',
    image: '.mv-create-image img',
    ingredients: { section: '.mv-create-ingredients', item: 'li', header: GROUP_HEADERS },
    instructions: { section: '.mv-create-instructions', item: 'li', header: TITLE_HEADERS },
  },
  {
    name: 'WP Ultimate Recipe',
    root: '.wpurp-container',
    title: '.wpurp-recipe-title',
    description: '.wpurp-recipe-description',
    ingredients: {
      section: '.wpurp-recipe-ingredients',
      item: '.wpurp-recipe-ingredient',
      header: '.wpurp-recipe-ingredient-group',
    },
    instructions: {
      section: '.wpurp-recipe-instructions',
      item: '.wpurp-recipe-instruction-text',
      header: '.wpurp-recipe-instruction-group',
    },
  },
  {
    name: 'Zip Recipes',
    root: '#zlrecipe-container, .zlrecipe-container, .zip-recipes',
    title: '#zlrecipe-title, .zlrecipe-title',
    ingredients: {
      section: '#zlrecipe-ingredients-list, .zlrecipe-ingredients-list',
      item: 'li',
      header: '.ingredient-label',
    },
    instructions: {
      section: '#zlrecipe-instructions-list, .zlrecipe-instructions-list',
      item: 'li',
      header: '.instruction-label',
    },
  },
  {
    name: 'EasyRecipe',
    root: '.easyrecipe',
    title: '.ERSName',
    yield: '.ERSServes, .yield',
    ingredients: { section: '.ERSIngredients', item: '.ingredient', header: '.ERSSeparator' },
    instructions: { section: '.ERSInstructions', item: '.instruction', header: '.ERSSeparator' },
  },
  {
    name: 'Cooked',
    root: '.cooked-recipe, article, body',
    marker: '.cooked-recipe-ingredients, .cooked-recipe-directions',
    title: '.cooked-recipe-title, h1',
    ingredients: {
      section: '.cooked-recipe-ingredients',
      item: '.cooked-ingredient',
      header: '.cooked-heading',
    },
    instructions: {
      section: '.cooked-recipe-directions',
      item: '.cooked-direction',
      header: '.cooked-heading',
    },
  },
  {
    name: 'WPZOOM Recipe Card',
    root: '.wp-block-wpzoom-recipe-card-block-recipe-card',
    title: '.recipe-card-title',
    ingredients: {
      section: '.recipe-card-ingredients',
      item: '.ingredient-item',
      header: '.group-title, .ingredient-item.group',
    },
    instructions: {
      section: '.recipe-card-directions',
      item: '.direction-step',
      header: '.group-title, .direction-step.group',
    },
  },
  {
    name: 'hRecipe microformat',
    root: '.hrecipe, .h-recipe',
    title: '.fn, .p-name',
    description: '.summary, .p-summary',
    yield: '.yield, .p-yield',
    image: 'img.photo, img.u-photo',
    ingredients: { section: '.hrecipe, .h-recipe', item: '.ingredient, .p-ingredient' },
    instructions: { section: '.instructions, .e-instructions' },
  },
]
