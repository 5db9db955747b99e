/**
 * The side menu's entries (spec §2). Areas that are not built yet have no entry; their issues add them.
 */
import {
  IconBook2,
  IconHeartHandshake,
  IconCalendarWeek,
  IconDownload,
  IconHome,
  IconInbox,
  IconInfoCircle,
  IconLogin,
  IconLogout,
  IconMessages,
  IconPlus,
  IconSettings,
  IconShieldLock,
  IconShoppingCart,
  IconTags,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react'
import type { ComponentType } from 'react'

export interface MenuItem {
  id: string
  labelKey:
    | 'menu.welcome'
    | 'menu.messages'
    | 'menu.login'
    | 'menu.register'
    | 'menu.home'
    | 'menu.labels'
    | 'menu.people'
    | 'menu.inbox'
    | 'menu.shoppingLists'
    | 'menu.mealPlans'
    | 'menu.newRecipe'
    | 'menu.settings'
    | 'menu.admin'
    | 'menu.about'
    | 'menu.download'
    | 'menu.contribute'
    | 'menu.logout'
  icon: ComponentType<{ size?: number }>
  /** The route it opens; the logout item has none. */
  to: string | null
  /** Shows the number of recipes waiting in the inbox. */
  showsInboxCount?: true
  /** Shows the number of friend requests waiting on me. */
  showsFriendRequestCount?: true
}

/** The instance's feature flags the menu follows (spec §2: an item by flag); unknown yet: all off. */
export interface MenuFlags {
  enableContribution: boolean
  enableInstallInstructions: boolean
}

const NO_FLAGS: MenuFlags = { enableContribution: false, enableInstallInstructions: false }

const download: MenuItem = { id: 'download', labelKey: 'menu.download', icon: IconDownload, to: '/install' }

const contribute: MenuItem = {
  id: 'contribute',
  labelKey: 'menu.contribute',
  icon: IconHeartHandshake,
  to: '/contribute',
}

/** `admin`: the person signed in runs the server, and gets the Admin page's entry. */
export function menuItems(loggedIn: boolean, flags: MenuFlags = NO_FLAGS, admin = false): MenuItem[] {
  const byFlag = [
    ...(flags.enableInstallInstructions ? [download] : []),
    ...(flags.enableContribution ? [contribute] : []),
  ]
  if (!loggedIn) {
    return [
      { id: 'welcome', labelKey: 'menu.welcome', icon: IconHome, to: '/welcome' },
      { id: 'login', labelKey: 'menu.login', icon: IconLogin, to: '/auth/login' },
      { id: 'register', labelKey: 'menu.register', icon: IconUserPlus, to: '/auth/register' },
      ...byFlag,
      { id: 'about', labelKey: 'menu.about', icon: IconInfoCircle, to: '/about' },
    ]
  }
  return [
    { id: 'home', labelKey: 'menu.home', icon: IconBook2, to: '/list/main' },
    { id: 'labels', labelKey: 'menu.labels', icon: IconTags, to: '/labels' },
    { id: 'people', labelKey: 'menu.people', icon: IconUsers, to: '/people', showsFriendRequestCount: true },
    { id: 'messages', labelKey: 'menu.messages', icon: IconMessages, to: '/messages' },
    { id: 'inbox', labelKey: 'menu.inbox', icon: IconInbox, to: '/list/inbox', showsInboxCount: true },
    { id: 'new-recipe', labelKey: 'menu.newRecipe', icon: IconPlus, to: '/edit-recipe/new' },
    { id: 'shopping-lists', labelKey: 'menu.shoppingLists', icon: IconShoppingCart, to: '/shopping-lists' },
    { id: 'meal-planners', labelKey: 'menu.mealPlans', icon: IconCalendarWeek, to: '/meal-planners' },
    ...byFlag,
    { id: 'settings', labelKey: 'menu.settings', icon: IconSettings, to: '/settings' },
    ...(admin ? [{ id: 'admin', labelKey: 'menu.admin', icon: IconShieldLock, to: '/admin' } as const] : []),
    { id: 'about', labelKey: 'menu.about', icon: IconInfoCircle, to: '/about' },
    { id: 'logout', labelKey: 'menu.logout', icon: IconLogout, to: null },
  ]
}
