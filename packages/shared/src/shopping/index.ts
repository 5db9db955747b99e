/** The shopping-list domain: aisles, grouping of similar items, amounts, and items from pasted text or recipes. */
export { AISLES, isAisle, type Aisle } from './aisles.ts'
export { aisleOf } from './aisle-lookup.ts'
export {
  arrangeShoppingList,
  type AisleSection,
  type ArrangedList,
  type ArrangeOptions,
  type ItemGroup,
  type ShoppingItemLike,
  type ShoppingSortBy,
} from './arrange-list.ts'
export { groupTitleOf } from './group-title.ts'
export { buyableItem, buyableLine, type BuyableItem } from './buyable-amount.ts'
export {
  servingsScale,
  shoppingItemsOfRecipe,
  shoppingLinesOfRecipe,
  splitItemLines,
} from './shopping-lines.ts'
export { sumAmounts } from './sum-amounts.ts'
