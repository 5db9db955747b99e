import { expect, test } from 'vitest'
import { linesOfText, readRecipeText } from './read-recipe-text.ts'

const read = (text: string) => readRecipeText(linesOfText(text))

const fields = { yield: '', activeTime: '', totalTime: '', notes: '', description: '' }

test('English: a recipe quoted in a reply reads as one written out; the reply around it is left out', () => {
  const text = `Brilliant, thank you!

On Tue, 6 May 2025 at 08:40, Cleo <cleo@example.org> wrote:
> Hi Ben,
>
> Cheese Scones
> Makes 8
>
> Ingredients
> 225 g self-raising flour
> 55 g butter
> 100 g grated cheddar
>
> Method
> 1. Rub the butter into the flour.
> 2. Stir in the cheese and enough milk for a soft dough.
> 3. Bake at 220 °C for 12 minutes.
>
>> Can you send the scone recipe?
>
> Cheers, Cleo`
  expect(read(text)).toEqual({
    ...fields,
    title: 'Cheese Scones',
    yield: 'Makes 8',
    ingredients: ['225 g self-raising flour', '55 g butter', '100 g grated cheddar'],
    instructions: [
      'Rub the butter into the flour.',
      'Stir in the cheese and enough milk for a soft dough.',
      'Bake at 220 °C for 12 minutes.',
    ],
  })
})

test('Italian chat: emoji before the headings and the title, emoji bullets, keycap numbers for the steps', () => {
  const text = `Ciao Marta! Ecco la ricetta 😊

🍋 Torta al limone 🍋

🛒 Ingredienti:
✅ 250 g di farina
✅ 3 uova
✅ 1 limone
▪️ zucchero a velo

👩‍🍳 Preparazione:
1️⃣ Sbatti le uova con lo zucchero.
2️⃣ Unisci la farina e la scorza del limone.
3️⃣ Inforna a 180 °C per 35 minuti.

Buon appetito! 😘`
  expect(read(text)).toEqual({
    ...fields,
    title: 'Torta al limone',
    ingredients: ['250 g di farina', '3 uova', '1 limone', 'zucchero a velo'],
    instructions: [
      'Sbatti le uova con lo zucchero.',
      'Unisci la farina e la scorza del limone.',
      'Inforna a 180 °C per 35 minuti.',
    ],
  })
})

test('German: a chat export, its dates and senders off, the other person’s messages left out', () => {
  const text = `[06.05.25, 19:01:12] Oma Grete: Linsensuppe
[06.05.25, 19:01:30] Oma Grete: 250 g Linsen
[06.05.25, 19:01:41] Oma Grete: 1 Zwiebel
[06.05.25, 19:01:55] Oma Grete: 1 l Gemüsebrühe
[06.05.25, 19:02:10] Paul: Danke!! Und dann?
[06.05.25, 19:03:02] Oma Grete: Die Zwiebel würfeln und anbraten.
Linsen und Brühe zugeben und 30 Minuten kochen.
[06.05.25, 19:03:40] Oma Grete: Mit Essig abschmecken.`
  expect(read(text)).toEqual({
    ...fields,
    title: 'Linsensuppe',
    ingredients: ['250 g Linsen', '1 Zwiebel', '1 l Gemüsebrühe'],
    instructions: [
      'Die Zwiebel würfeln und anbraten.',
      'Linsen und Brühe zugeben und 30 Minuten kochen.',
      'Mit Essig abschmecken.',
    ],
  })
})

test('German: a forwarded message, its subject the title, its headers no ingredients', () => {
  const text = `-------- Weitergeleitete Nachricht --------
Betreff: WG: Gurkensalat
Datum: Di., 6. Mai 2025 um 07:15 +0200
Von: Grete <grete@example.org>
An: Paul <paul@example.org>

Hallo Paul,

2 Gurken
1 Becher Joghurt
1 Bund Dill

Die Gurken hobeln und salzen.
Mit Joghurt und Dill mischen.

Liebe Grüße
Grete`
  expect(read(text)).toEqual({
    ...fields,
    title: 'Gurkensalat',
    ingredients: ['2 Gurken', '1 Becher Joghurt', '1 Bund Dill'],
    instructions: ['Die Gurken hobeln und salzen.', 'Mit Joghurt und Dill mischen.'],
  })
})
