import { expect, test } from 'vitest'
import { parseHtml } from '../schema-org/parse-html.ts'
import { readHeadingSections } from './heading-sections.ts'

const read = (body: string) => {
  const draft = readHeadingSections(parseHtml(`<html><body>${body}</body></html>`), 'Title')
  return draft && { ingredients: draft.ingredients, instructions: draft.instructions }
}

test.for([
  [
    'paragraphs of sentences after the ingredient list, under no method heading, are the method',
    '<h2>Ingredients</h2><ul><li>2 carrots</li><li>1 tbsp oil</li></ul><p>Peel the carrots and cut them into thin slices with a knife.</p><p>Heat the oil in a pan and fry the carrots for about five minutes.</p>',
    {
      ingredients: ['2 carrots', '1 tbsp oil'],
      instructions: [
        'Peel the carrots and cut them into thin slices with a knife.',
        'Heat the oil in a pan and fry the carrots for about five minutes.',
      ],
    },
  ],
  [
    'a list of sentences after the ingredient list, under a line of its own, is the method',
    '<h2>Ingredients</h2><ul><li>2 leeks, sliced</li><li>1 litre stock</li></ul><p><b>Now for the soup:</b></p><ol><li>Soften the leeks in a little butter in a large pan over a low heat.</li><li>Pour in the stock, bring it to the boil and simmer for twenty minutes.</li></ol>',
    {
      ingredients: ['2 leeks, sliced', '1 litre stock'],
      instructions: [
        'Soften the leeks in a little butter in a large pan over a low heat.',
        'Pour in the stock, bring it to the boil and simmer for twenty minutes.',
      ],
    },
  ],
  [
    'long items that open with an amount stay ingredients, however like sentences they read',
    '<h2>Ingredients</h2><ul><li>2 leeks</li></ul><p>Soup</p><ul><li>1 litre of good chicken stock, or vegetable stock if you prefer.</li><li>2 tablespoons of butter, softened at room temperature for an hour.</li></ul><h2>Method</h2><ol><li>Cook.</li><li>Serve.</li></ol>',
    {
      ingredients: [
        '2 leeks',
        '[Soup]',
        '1 litre of good chicken stock, or vegetable stock if you prefer.',
        '2 tablespoons of butter, softened at room temperature for an hour.',
      ],
      instructions: ['Cook.', 'Serve.'],
    },
  ],
  [
    'a line with a fraction for its amount between the lists is an ingredient, not a group’s name',
    '<h2>Ingredients</h2><ul><li>1 cup flour</li></ul><p>½ cup sugar</p><ul><li>2 eggs</li></ul><h2>Method</h2><p>Mix.</p>',
    { ingredients: ['1 cup flour', '½ cup sugar', '2 eggs'], instructions: ['Mix.'] },
  ],
  [
    'how much the list makes, printed between the heading and the list, is no ingredient',
    '<h2>Ingredients</h2><p>Serves 4</p><p>Dough</p><ul><li>2 cups flour</li></ul><p>Topping</p><ul><li>1 cup cream</li></ul><h2>Method</h2><p>Knead.</p>',
    { ingredients: ['[Dough]', '2 cups flour', '[Topping]', '1 cup cream'], instructions: ['Knead.'] },
  ],
  [
    'a note of sentences under its own heading among the ingredient lists is no ingredient',
    '<h2>Ingredients</h2><ul><li>500 g flour</li><li>10 g salt</li></ul><h3>Ingredient notes</h3><p>Use a strong bread flour with plenty of protein for the best rise.</p><h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol>',
    // The header left with nothing under it goes when the lines are cleaned.
    { ingredients: ['500 g flour', '10 g salt', '[Ingredient notes]'], instructions: ['Mix.', 'Bake.'] },
  ],
  [
    'a talk through the ingredients before the recipe is not its list: the list with amounts is',
    '<h2>Ingredients for muffins</h2><ul><li><b>Bananas</b> – the riper, the better.</li><li><b>Flour</b> – any kind.</li></ul><h2>Muffins</h2><h3>Ingredients</h3><ul><li>3 bananas</li><li>1 1/2 cups flour</li></ul><h3>Instructions</h3><ol><li>Mash.</li><li>Bake.</li></ol>',
    { ingredients: ['3 bananas', '1 1/2 cups flour'], instructions: ['Mash.', 'Bake.'] },
  ],
  [
    'tab labels side by side each show the panel they open',
    '<ul role="tablist"><li role="tab"><a href="#i">Ingredients</a></li><li role="tab"><a href="#m">Method</a></li></ul><div id="i"><ul><li>1 kg beef</li><li>400 ml coconut milk</li></ul></div><div id="m"><ol><li>Fry.</li><li>Simmer.</li></ol></div>',
    { ingredients: ['1 kg beef', '400 ml coconut milk'], instructions: ['Fry.', 'Simmer.'] },
  ],
  [
    'the panel of a tab not chosen yet is hidden, and read all the same',
    '<div role="tablist"><button role="tab" aria-controls="i">Ingredients</button><button role="tab" aria-controls="m">Method</button></div><div role="tabpanel" id="i"><ul><li>1 kg beef</li><li>400 ml coconut milk</li></ul></div><div role="tabpanel" id="m" hidden><ol><li>Fry.</li><li>Simmer.</li></ol></div>',
    { ingredients: ['1 kg beef', '400 ml coconut milk'], instructions: ['Fry.', 'Simmer.'] },
  ],
  [
    'a table of contents linking to the headings leaves the sections to the headings',
    '<ul class="toc"><li><a href="#i">Ingredients</a></li><li><a href="#m">Method</a></li></ul><h2 id="i">Ingredients</h2><ul><li>2 eggs</li><li>1 cup milk</li></ul><h2 id="m">Method</h2><ol><li>Whisk.</li><li>Fry.</li></ol>',
    { ingredients: ['2 eggs', '1 cup milk'], instructions: ['Whisk.', 'Fry.'] },
  ],
  [
    'a numbered step of two paragraphs is one step',
    '<h2>Ingredients</h2><ul><li>500 g beef</li><li>1 jar passata</li></ul><h2>Method</h2><ol><li><p>Brown the beef in a pan over a high heat, breaking it up as it cooks.</p><p>Add the passata and simmer gently for 30 minutes until thick.</p></li><li><p>Bake.</p></li></ol>',
    {
      ingredients: ['500 g beef', '1 jar passata'],
      instructions: [
        'Brown the beef in a pan over a high heat, breaking it up as it cooks. Add the passata and simmer gently for 30 minutes until thick.',
        'Bake.',
      ],
    },
  ],
  [
    'the buttons of an accordion title its sections',
    '<button aria-controls="i">Ingredients</button><div id="i"><ul><li>1 chicken</li><li>5 cm ginger</li></ul></div><button>Method</button><ol><li>Simmer.</li><li>Strain.</li></ol><button hidden>Ingredients</button>',
    { ingredients: ['1 chicken', '5 cm ginger'], instructions: ['Simmer.', 'Strain.'] },
  ],
  [
    'the column headings of an ingredient table are no ingredient',
    '<h2>Ingredienser</h2><table><tr><th>Mængde</th><th>Ingrediens</th></tr><tr><td>500 g</td><td>svinekød</td></tr><tr><td>1</td><td>løg</td></tr></table><h2>Fremgangsmåde</h2><p>Rør.</p><p>Steg.</p>',
    { ingredients: ['500 g svinekød', '1 løg'], instructions: ['Rør.', 'Steg.'] },
  ],
  [
    'a card the page hides (class "hide") is not read',
    '<div class="hide"><h2>Ingredients</h2><ul><li>old</li><li>older</li></ul></div><h2>Ingredients</h2><ul><li>2 eggs</li><li>1 cup milk</li></ul><h2>Method</h2><ol><li>Whisk.</li><li>Fry.</li></ol>',
    { ingredients: ['2 eggs', '1 cup milk'], instructions: ['Whisk.', 'Fry.'] },
  ],
  [
    'English headings with lists',
    '<h2>Ingredients</h2><ul><li>2 eggs</li><li>1 cup milk</li></ul><h2>Method</h2><ol><li>Whisk.</li><li>Fry.</li></ol>',
    { ingredients: ['2 eggs', '1 cup milk'], instructions: ['Whisk.', 'Fry.'] },
  ],
  [
    'German, with paragraphs for steps',
    '<h3>Zutaten für 4 Personen</h3><ul><li>500 g Mehl</li><li>2 Eier</li></ul><h3>Zubereitung</h3><p>Mehl sieben.</p><p>Eier unterrühren.</p>',
    { ingredients: ['500 g Mehl', '2 Eier'], instructions: ['Mehl sieben.', 'Eier unterrühren.'] },
  ],
  [
    'Italian, with sub-groups under a heading of lower rank',
    '<h2>Ingredienti</h2><h4>Per la pasta</h4><ul><li>300 g farina</li></ul><h4>Per il sugo</h4><ul><li>1 cipolla</li></ul><h2>Procedimento</h2><p>Impastare.</p>',
    {
      ingredients: ['[Per la pasta]', '300 g farina', '[Per il sugo]', '1 cipolla'],
      instructions: ['Impastare.'],
    },
  ],
  [
    'French labels in bold paragraphs with line breaks',
    '<p><strong>Ingrédients :</strong></p><p>200 g de sucre<br>3 œufs</p><p><strong>Préparation :</strong></p><p>Battre les œufs.<br>Ajouter le sucre.</p>',
    { ingredients: ['200 g de sucre', '3 œufs'], instructions: ['Battre les œufs.', 'Ajouter le sucre.'] },
  ],
  [
    'Japanese and Chinese labels',
    '<p>材料（2人分）</p><ul><li>卵 2個</li><li>砂糖 大さじ1</li></ul><p>作り方</p><ol><li>卵を割る。</li><li>混ぜる。</li></ol>',
    { ingredients: ['卵 2個', '砂糖 大さじ1'], instructions: ['卵を割る。', '混ぜる。'] },
  ],
  [
    'plain paragraphs between ingredient lists name the groups',
    '<h2>Ingredients</h2><p>Cupcakes</p><ul><li>2 cups flour</li></ul><p>Frosting</p><ul><li>1 cup sugar</li></ul><h2>Method</h2><p>Bake.</p>',
    { ingredients: ['[Cupcakes]', '2 cups flour', '[Frosting]', '1 cup sugar'], instructions: ['Bake.'] },
  ],
  [
    'a heading wrapped in a container of its own',
    '<div class="head"><h3>Ingredients</h3></div><div class="body"><ul><li>1 lemon</li><li>2 limes</li></ul></div><div><h3>Directions</h3></div><div><p>Squeeze.</p></div>',
    { ingredients: ['1 lemon', '2 limes'], instructions: ['Squeeze.'] },
  ],
  [
    'quantities and names in separate blocks read as one line',
    '<h2>Ingredients</h2><div class="list"><div class="item"><span>2</span><p>eggs</p></div><div class="item"><span>1 cup</span><p>milk</p></div></div><h2>Steps</h2><p>Mix.</p>',
    { ingredients: ['2 eggs', '1 cup milk'], instructions: ['Mix.'] },
  ],
  [
    'share buttons, tag links and tabs are not part of the recipe',
    '<h2>Ingredients</h2><ul role="tablist"><li>US</li><li>Metric</li></ul><ul><li>1 egg</li><li>2 cups milk</li></ul><h2>Method</h2><p>Beat.</p><ul class="tags"><li><a href="/t">Easy</a></li></ul><div class="share-buttons">Share</div><p><a href="/more">Breakfast</a></p>',
    { ingredients: ['1 egg', '2 cups milk'], instructions: ['Beat.'] },
  ],
  [
    'a sidebar heading counts only when the content has none',
    '<aside class="sidebar"><h3>Ingredients</h3><ul><li><a href="/i/egg">Eggs</a></li><li><a href="/i/flour">Flour</a></li></ul></aside><main><h2>Ingredients</h2><ul><li>3 eggs</li><li>1 cup flour</li></ul><h2>Method</h2><p>Bake.</p></main>',
    { ingredients: ['3 eggs', '1 cup flour'], instructions: ['Bake.'] },
  ],
  [
    'a list of quantities without a heading',
    '<h1>Plum crumble</h1><ul><li><b>500g</b> - plums</li><li><b>75g</b> - oats</li><li><b>3</b> - pears</li></ul><h3>Topping</h3><ul><li>1 tsp cinnamon</li></ul><div><span>Method</span></div><ol><li>Roast the fruit.</li></ol>',
    {
      ingredients: ['500g - plums', '75g - oats', '3 - pears', '[Topping]', '1 tsp cinnamon'],
      instructions: ['Roast the fruit.'],
    },
  ],
  [
    'lists of quantities in wrappers of their own, each under an <h2> that names its group',
    '<h1>Tuna toast</h1><div><div><h2><span>Fresh</span></h2></div></div><div><div><ul><li>1 lemon</li><li>2 celery stalks</li><li>1 small onion</li></ul></div></div><div><div><h2><span>Cupboard</span></h2></div></div><div><div><ul><li>1 can tuna</li><li>2 slices bread</li><li>3 tbsp mayonnaise</li><li>Salt</li></ul></div></div><div class="method"><h3>1. Prep</h3><ul><li>Chop the onion.</li><li>Toast the bread.</li></ul></div>',
    {
      ingredients: [
        '[Fresh]',
        '1 lemon',
        '2 celery stalks',
        '1 small onion',
        '[Cupboard]',
        '1 can tuna',
        '2 slices bread',
        '3 tbsp mayonnaise',
        'Salt',
      ],
      instructions: ['[1. Prep]', 'Chop the onion.', 'Toast the bread.'],
    },
  ],
  [
    'an <h2> after a list of quantities under no <h2> starts another section, not a group',
    '<h1>Tuna toast</h1><ul><li>1 lemon</li><li>2 celery stalks</li><li>1 small onion</li></ul><h2>Per serving</h2><ul><li>300 kcal</li><li>12 g fat</li></ul><div class="method"><ol><li>Chop the onion.</li><li>Toast the bread.</li></ol></div>',
    {
      ingredients: ['1 lemon', '2 celery stalks', '1 small onion'],
      instructions: ['Chop the onion.', 'Toast the bread.'],
    },
  ],
] as const)('%s', ([, body, expected]) => {
  expect(read(body)).toEqual(expected)
})

test('a page with neither section gives nothing', () => {
  expect(
    read('<h1>My holiday</h1><p>We went to the sea. Ingredients of a good holiday are many.</p>'),
  ).toBeNull()
})

test('navigation and hidden text are never sections', () => {
  expect(
    read(
      '<nav><h3>Ingredients</h3><ul><li>1 egg</li><li>2 eggs</li></ul></nav><div hidden><h3>Method</h3><p>x</p></div>',
    ),
  ).toBeNull()
})

test('sections titled by an icon are found by their class names', () => {
  expect(
    read(
      '<div class="recipe-ingredients"><img src="/i.svg" alt=""><ul><li>1 egg</li><li>2 cups milk</li></ul></div><div class="recipe-method"><ol><li>Beat.</li><li>Fry.</li></ol></div>',
    ),
  ).toEqual({ ingredients: ['1 egg', '2 cups milk'], instructions: ['Beat.', 'Fry.'] })
})

test('paragraphs that open with a label under a list of steps are the recipe’s notes, not steps', () => {
  const body =
    '<h2>Ingredients</h2><ul><li>2 slices bread</li><li>50 g cheese</li></ul><h2>Method</h2><ol><li>Fill the bread.</li><li>Toast it.</li></ol><p><b>Swap:</b> Use ham instead of cheese.</p><p><b>Tip:</b> Serve hot.</p>'
  const draft = readHeadingSections(parseHtml(`<html><body>${body}</body></html>`), 'Title')
  expect(draft?.instructions).toEqual(['Fill the bread.', 'Toast it.'])
  expect(draft?.recipe.notes).toBe('Swap: Use ham instead of cheese.\nTip: Serve hot.')
  // A method of paragraphs keeps them: its steps may open the same way.
  expect(
    read('<h2>Ingredients</h2><ul><li>1 egg</li></ul><h2>Method</h2><p>First: beat the egg.</p>')
      ?.instructions,
  ).toEqual(['First: beat the egg.'])
})

test('a method named by its id, when no heading names it, is read whole', () => {
  expect(
    read(
      '<h2>Ingredients</h2><ul><li>1 egg</li><li>2 cups milk</li></ul><div id="preparation-steps"><h2>Our way</h2><p>Part 1</p><ul><li>Beat.</li><li>Fry.</li></ul><div id="more-instructions"><p>Part 2</p><ul><li>Fold.</li><li>Serve.</li></ul></div></div>',
    )?.instructions,
  ).toEqual(['[Our way]', 'Part 1', 'Beat.', 'Fry.', 'Part 2', 'Fold.', 'Serve.'])
})

test('under an ingredient list, panels folded behind controls of their own are details, not items', () => {
  const body =
    '<h2>Ingredients</h2><ul><li>2 duck legs</li><li>4 potatoes</li></ul>' +
    '<div role="button" aria-controls="allergens">Allergens</div><div id="allergens"><ul><li>Duck legs: may contain traces of celery</li></ul></div>' +
    '<a href="#origin" role="button">Origin</a><div id="origin"><p>Potatoes: France</p></div>' +
    '<p>From your cupboard</p><ul><li>salt</li><li>1 tbsp oil</li></ul><h2>Method</h2><ol><li>Roast.</li></ol>'
  expect(read(body)?.ingredients).toEqual([
    '2 duck legs',
    '4 potatoes',
    '[From your cupboard]',
    'salt',
    '1 tbsp oil',
  ])
  // A method's "show all steps" panel is the rest of the method.
  const method =
    '<h2>Ingredients</h2><ul><li>1 egg</li></ul><h2>Method</h2><ol><li>Beat.</li></ol><button aria-controls="rest">Show all steps</button><div id="rest"><ol><li>Fry.</li></ol></div>'
  expect(read(method)?.instructions).toEqual(['Beat.', 'Fry.'])
})

test('a heading of what follows the lists (equipment, nutrition, notes) ends the section above it', () => {
  expect(
    read(
      '<h2>Ingredients</h2><ul><li>1 egg</li><li>2 cups milk</li></ul><h3>Equipment</h3><ul><li>Whisk</li><li>Pan</li></ul><h2>Method</h2><ol><li>Beat.</li><li>Fry.</li></ol><p><b>Notes</b></p><p>Keeps for a day.</p>',
    ),
  ).toEqual({ ingredients: ['1 egg', '2 cups milk'], instructions: ['Beat.', 'Fry.'] })
  // A step that opens with "Tip:" goes on being a step.
  expect(
    read(
      '<h2>Ingredients</h2><ul><li>1 egg</li></ul><h2>Method</h2><p>Beat.</p><p><b>Tip:</b> use a fork.</p><p>Fry.</p>',
    )?.instructions,
  ).toEqual(['Beat.', 'Tip: use a fork.', 'Fry.'])
})

test('a heading’s wrapper holding a label beside it ("Scale", "4 servings") is climbed out of to the list', () => {
  expect(
    read(
      '<div><div class="head"><div><h3>Ingredients</h3></div><div><span>Scale</span><button>1x</button><button>2x</button></div></div><div class="body"><ul><li>1 lb prawns</li><li>2 cloves garlic</li></ul></div></div><div><h3>Instructions</h3><ol><li>Fry.</li><li>Serve.</li></ol></div>',
    ),
  ).toEqual({ ingredients: ['1 lb prawns', '2 cloves garlic'], instructions: ['Fry.', 'Serve.'] })
  // The label may share the heading's element, as how much the list makes.
  expect(
    read(
      '<div><h3>Zutaten <span>4 Portionen</span></h3><section><ul><li>200 g Mehl</li><li>2 Eier</li></ul></section></div><h3>Zubereitung</h3><p>Verrühren.</p>',
    )?.ingredients,
  ).toEqual(['200 g Mehl', '2 Eier'])
})

test('a list printed twice in a row, for wide and narrow screens, is read once', () => {
  const list = '<ul><li>Flatbread 2</li><li>Cream cheese 125 g</li></ul>'
  const steps = '<ol><li>Spread the cheese.</li><li>Roll up.</li></ol>'
  expect(
    read(
      `<div><h2>Ingredients</h2><div>${list}</div><div>${list}</div></div><div><h2>Method</h2>${steps}${steps}</div>`,
    ),
  ).toEqual({
    ingredients: ['Flatbread 2', 'Cream cheese 125 g'],
    instructions: ['Spread the cheese.', 'Roll up.'],
  })
})

test('a list printed twice with a note after it is read once, the note kept', () => {
  const list = '<ul><li>Flatbread 2</li><li>Cream cheese 125 g</li></ul>'
  expect(
    read(
      `<div><h2>Ingredients</h2>${list}${list}<ul><li>Chives to serve</li></ul></div><h2>Method</h2><ol><li>Spread the cheese.</li><li>Roll up.</li></ol>`,
    )?.ingredients,
  ).toEqual(['Flatbread 2', 'Cream cheese 125 g', 'Chives to serve'])
})

test('inside an ingredient’s item, an element named for servings holds its amount', () => {
  expect(
    read(
      '<h2>Ingredients</h2><ul><li><span>Eggs</span> <span class="ingredient-serving">2</span></li><li><span>Water</span> <span class="ingredient-serving">1 litre</span></li></ul><h2>Method</h2><p>Boil.</p>',
    )?.ingredients,
  ).toEqual(['Eggs 2', 'Water 1 litre'])
})

test('with no heading over the method, the steps right after the ingredient list are the method', () => {
  expect(
    read(
      '<h3>Ingredients</h3><ul><li>2 eggs</li><li>20 g butter</li></ul><h3></h3><div><p>Beat the eggs in a bowl with a fork.</p><p>Fry them in the butter for two minutes.</p></div>',
    ),
  ).toEqual({
    ingredients: ['2 eggs', '20 g butter'],
    instructions: ['Beat the eggs in a bowl with a fork.', 'Fry them in the butter for two minutes.'],
  })
})

test('a method heading over nothing but times is the recipe’s facts; the method is under the next one', () => {
  expect(
    read(
      '<h2>Ingredients</h2><ul><li>1 egg</li><li>2 cups milk</li></ul><div><div>Preparation</div><div>Prep 10 min</div><div>Cooking 15 min</div><div>Total 25 min</div></div><p>Share this</p><div><div>Method</div><ol><li>Beat the egg into the milk.</li><li>Fry in a hot pan.</li></ol></div>',
    )?.instructions,
  ).toEqual(['Beat the egg into the milk.', 'Fry in a hot pan.'])
})

test('a label over the page’s own heading is its kicker: the section goes on under the heading', () => {
  expect(
    read(
      '<h2>Ingredients</h2><ul><li>1 egg</li><li>2 cups milk</li></ul><p>Prices may vary from shop to shop, of course.</p><div><div><div>Method</div><h2>Pancakes with syrup</h2></div></div><div><ol><li>Beat the egg into the milk.</li><li>Fry it in a hot pan until golden.</li></ol></div>',
    )?.instructions,
  ).toEqual(['Beat the egg into the milk.', 'Fry it in a hot pan until golden.'])
})

test('in a definition list of ingredients, an element named for the yield holds the item’s amount', () => {
  expect(
    read(
      '<h2>Ingredients</h2><dl><dd><span class="yield-amount">500 g</span> pumpkin</dd><dd><span class="yield-amount">2 tbsp</span> olive oil</dd></dl><h2>Method</h2><p>Roast.</p>',
    )?.ingredients,
  ).toEqual(['500 g pumpkin', '2 tbsp olive oil'])
})

test('a method heading over labels alone titles the recipe’s facts; the method is under the next one', () => {
  expect(
    read(
      '<div><span>Method</span><ul><li>Side dish</li><li>Vegetarian</li></ul></div><ul><li>500 g sprouts</li><li>2 tbsp oil</li><li>50 g hazelnuts</li></ul><h2>Method</h2><ol><li>Slice the sprouts thinly.</li><li>Fry them in the hot oil.</li></ol>',
    )?.instructions,
  ).toEqual(['Slice the sprouts thinly.', 'Fry them in the hot oil.'])
})

test('a method under a heading that names no section follows the ingredients’ section', () => {
  expect(
    read(
      '<div><h4>Ingredients</h4><ul><li>1 baguette</li><li>2 slices ham</li></ul><p><b>Sauce</b></p><ul><li>1 cup yogurt</li><li>1 lemon, juiced</li></ul><h4>The sandwich</h4><ol><li>Slice the baguette in half lengthwise.</li><li>Fill it with the ham and the sauce.</li></ol></div>',
    )?.instructions,
  ).toEqual(['Slice the baguette in half lengthwise.', 'Fill it with the ham and the sauce.'])
})

test('a heading right under a method heading, naming no section, is its subtitle: the method is under it', () => {
  expect(
    read(
      '<div><h2>Method</h2><h2>Grandmother’s apple pie</h2><div><p>Roll out the pastry and line the tin with it.</p><p>Slice the apples over it and bake for forty minutes.</p></div></div><h2>Ingredients</h2><ul><li>1 sheet pastry</li><li>4 apples</li></ul>',
    )?.instructions,
  ).toEqual([
    'Roll out the pastry and line the tin with it.',
    'Slice the apples over it and bake for forty minutes.',
  ])
})

test('a heading that titles a step inside its list item is part of the method, not a section of its own', () => {
  expect(
    read(
      '<h2>Ingredients</h2><ul><li>2 carrots</li><li>1 orange</li></ul><h2>Method</h2><ol><li><h4>Cook the carrots</h4><p>Slice the carrots and fry them gently.</p></li><li><h4>Preparation of the salad</h4><p>Toss them with the orange.</p></li></ol>',
    )?.instructions,
  ).toEqual([
    '[Cook the carrots]',
    'Slice the carrots and fry them gently.',
    '[Preparation of the salad]',
    'Toss them with the orange.',
  ])
})

test('inside a step, a box under a tip’s heading is a note on the step, not part of it', () => {
  expect(
    read(
      '<h2>Ingredients</h2><ul><li>2 eggs</li><li>1 litre water</li></ul><h2>Method</h2><ol><li><p>Boil the water in a large pan.</p><div><p>Tip</p><p>Eggs straight from the fridge crack less easily.</p></div></li><li><p>Lower the eggs into the water and cook for ten minutes.</p></li></ol>',
    )?.instructions,
  ).toEqual(['Boil the water in a large pan.', 'Lower the eggs into the water and cook for ten minutes.'])
})

test('beside a list of ingredients, a line introducing it or a long disclosure is prose, not an item', () => {
  expect(
    read(
      '<h2>Ingredients</h2><p>To bake two loaves of this bread, you will need:</p><ul><li>500 g flour</li><li>10 g salt</li></ul><p>Some links on this page are affiliate links, and we may earn a small commission when you buy through them <a href="/terms">Read more</a></p><h2>Method</h2><p>Mix.</p>',
    )?.ingredients,
  ).toEqual(['500 g flour', '10 g salt'])
})

test('under the steps, headings that ask questions open the page’s questions and answers, not the method', () => {
  expect(
    read(
      '<h2>Ingredients</h2><ul><li>500 g flour</li><li>7 g yeast</li></ul><h2>Method</h2><p>Mix the flour and the yeast with warm water.</p><p>Leave the dough to rise for an hour.</p><h3>Why did my dough not rise?</h3><p>The water may have been too hot for the yeast.</p>',
    )?.instructions,
  ).toEqual(['Mix the flour and the yeast with warm water.', 'Leave the dough to rise for an hour.'])
})
