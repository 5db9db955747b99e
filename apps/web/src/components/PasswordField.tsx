import { PasswordInput, type PasswordInputProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** A password input whose show/hide button is labelled in the person's language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation()
  return (
    <PasswordInput
      {...props}
      visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePasswordVisibility') }}
    />
  )
}
