import { List, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Platform } from './platform.ts'

/**
 * Each platform's texts: a note first where installing works differently or not at all, the steps, and a
 * tip after them where one helps.
 */
const TEXTS = {
  'android-chrome': {
    steps: [
      'install.platforms.android-chrome.step1',
      'install.platforms.android-chrome.step2',
      'install.platforms.android-chrome.step3',
    ],
  },
  'android-firefox': {
    steps: [
      'install.platforms.android-firefox.step1',
      'install.platforms.android-firefox.step2',
      'install.platforms.android-firefox.step3',
    ],
  },
  'samsung-internet': {
    steps: [
      'install.platforms.samsung-internet.step1',
      'install.platforms.samsung-internet.step2',
      'install.platforms.samsung-internet.step3',
    ],
  },
  ios: {
    tip: 'install.platforms.ios.tip',
    steps: ['install.platforms.ios.step1', 'install.platforms.ios.step2', 'install.platforms.ios.step3'],
  },
  'desktop-chromium': {
    steps: [
      'install.platforms.desktop-chromium.step1',
      'install.platforms.desktop-chromium.step2',
      'install.platforms.desktop-chromium.step3',
    ],
  },
  'desktop-firefox': {
    note: 'install.platforms.desktop-firefox.note',
    steps: ['install.platforms.desktop-firefox.step1'],
  },
  'desktop-safari': {
    steps: ['install.platforms.desktop-safari.step1', 'install.platforms.desktop-safari.step2'],
  },
} as const satisfies Record<Platform, { note?: string; steps: readonly string[]; tip?: string }>

type PlatformTexts = (typeof TEXTS)[Platform]
type StepKey = PlatformTexts['steps'][number]
type NoteKey = Extract<PlatformTexts, { note: string }>['note']
type TipKey = Extract<PlatformTexts, { tip: string }>['tip']

/** One platform's way to install: its note, the numbered steps, its tip. */
export function PlatformSteps({ platform }: { platform: Platform }) {
  const { t } = useTranslation()
  const texts: { note?: NoteKey; steps: readonly StepKey[]; tip?: TipKey } = TEXTS[platform]
  return (
    <Stack gap="xs" data-platform={platform}>
      {texts.note && <Text>{t(texts.note)}</Text>}
      <List type="ordered" spacing="xs">
        {texts.steps.map((step) => (
          <List.Item key={step}>{t(step)}</List.Item>
        ))}
      </List>
      {texts.tip && (
        <Text size="sm" c="dimmed">
          {t(texts.tip)}
        </Text>
      )}
    </Stack>
  )
}
