import { Alert, Button, Center, Group, Loader, Stack, Switch, Text, TextInput } from '@mantine/core'
import { MAX_PROFILE_IMAGES, type TMyProfile } from '@rosemary/shared/contract'
import { IconExternalLink } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { request } from '../../api/client.ts'
import { usePendingChanges } from '../../app/leave-guard.tsx'
import { toastInfo } from '../../app/notify.ts'
import { Page } from '../../components/Page.tsx'
import { refreshSocialData, socialKeys, useMyProfile } from '../../data/social.ts'
import { ImagesEditor } from '../edit-recipe/ImagesEditor.tsx'
import { HandleField, useHandleState } from './HandleField.tsx'
import { ProfileItemsEditor } from './ProfileItemsEditor.tsx'
import {
  formFromProfile,
  isSameProfile,
  type ProfileErrors,
  type ProfileForm,
  profileErrors,
  profileRequest,
} from './profile-form.ts'

type SaveProblem = 'unreachable' | 'failed' | null

function ProfileEditor({ profile }: { profile: TMyProfile }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [saved, setSaved] = useState(() => formFromProfile(profile))
  const [form, setForm] = useState(saved)
  const [errors, setErrors] = useState<ProfileErrors>({ item: {} })
  const [problem, setProblem] = useState<SaveProblem>(null)
  const [busy, setBusy] = useState(false)
  const savedHandle = profile.handle
  const handle = useHandleState(form.handle, savedHandle)
  const dirty = !isSameProfile(form, saved)
  usePendingChanges(dirty)

  const change = <K extends keyof ProfileForm>(name: K, value: ProfileForm[K]) =>
    setForm((current) => ({ ...current, [name]: value }))

  const save = async () => {
    setBusy(true)
    setErrors({ item: {} })
    setProblem(null)
    // What is typed stays in the form whatever the answer: only a success replaces it with what was saved.
    const result = await request(
      'PUT /users/profile',
      { body: profileRequest(form) },
      {
        400: (failure) => setErrors(profileErrors(failure.data?.error.fields)),
        409: () => setErrors({ item: {}, handle: t('people.handle.taken') }),
        0: () => setProblem('unreachable'),
        '*': () => setProblem('failed'),
      },
    )
    setBusy(false)
    if (!result.success) return
    const next = formFromProfile(result.data)
    queryClient.setQueryData(socialKeys.myProfile, result.data)
    void refreshSocialData(queryClient)
    setSaved(next)
    setForm(next)
    toastInfo(t('people.myProfile.saved'))
  }

  const blocked = handle.state === 'problem' || handle.state === 'taken'
  return (
    <Page
      title={t('people.myProfile.title')}
      size="md"
      actions={
        savedHandle ? (
          <Button
            component={Link}
            to={`/people/${savedHandle}`}
            variant="default"
            leftSection={<IconExternalLink size={16} />}
          >
            {t('people.myProfile.view')}
          </Button>
        ) : undefined
      }
    >
      <Stack gap="lg">
        <TextInput
          label={t('auth.fields.name')}
          value={form.name}
          error={errors.name}
          autoComplete="name"
          onChange={(event) => change('name', event.currentTarget.value)}
        />
        <HandleField
          value={form.handle}
          saved={savedHandle}
          error={errors.handle}
          state={handle}
          onChange={(value) => change('handle', value)}
        />
        <ImagesEditor
          images={form.images}
          onChange={(images) => change('images', images)}
          max={MAX_PROFILE_IMAGES}
          tooManyMessage={t('people.myProfile.tooManyPictures', { count: MAX_PROFILE_IMAGES })}
          error={errors.images}
        />
        <Switch
          label={t('people.myProfile.visible')}
          description={t('people.myProfile.visibleHint')}
          checked={form.enableProfile}
          onChange={(event) => change('enableProfile', event.currentTarget.checked)}
        />
        <ProfileItemsEditor items={form.items} errors={errors} onChange={(items) => change('items', items)} />
        {problem && (
          <Alert color="red" title={t('people.myProfile.notSaved')} data-testid="save-problem">
            {t(`people.myProfile.problems.${problem}`)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            onClick={() => void save()}
            disabled={!dirty || blocked}
            loading={busy}
            data-testid="save-profile"
          >
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Page>
  )
}

/** people/my-profile: my name, handle, pictures, whether strangers see the profile, and what it shows. */
export default function MyProfilePage() {
  const { t } = useTranslation()
  const profile = useMyProfile()
  if (profile.data) return <ProfileEditor profile={profile.data} />
  return (
    <Page title={t('people.myProfile.title')}>
      {profile.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Text c="red">{t('people.loadFailed')}</Text>
      )}
    </Page>
  )
}
