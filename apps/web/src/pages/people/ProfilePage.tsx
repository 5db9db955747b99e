import { Anchor, Badge, Center, Group, Image, Loader, Stack, Text, Title } from '@mantine/core'
import type { TPublicProfile } from '@rosemary/shared/contract'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { Page } from '../../components/Page.tsx'
import { usePublicProfile } from '../../data/social.ts'
import { FriendshipActions } from './FriendshipActions.tsx'
import { profileItemPath, profileItemTitle } from './profile-links.ts'

function ProfileItems({ profile }: { profile: TPublicProfile }) {
  const { t } = useTranslation()
  if (profile.profileItems.length === 0) {
    return <Text c="dimmed">{t('people.profile.nothingShared', { name: profile.name })}</Text>
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="profile-items">
      {profile.profileItems.map((item) => (
        <Group key={item.id} component="li" gap="xs" wrap="wrap" data-item-type={item.type}>
          <Anchor component={Link} to={profileItemPath(profile.id, item)} fw={500}>
            {profileItemTitle(item) ?? t('people.items.allRecipesOf', { name: profile.name })}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t(`people.items.types.${item.type}`)}
          </Text>
          {item.visibility === 'friends' && (
            <Badge size="sm" variant="light">
              {t('people.items.visibility.friends')}
            </Badge>
          )}
        </Group>
      ))}
    </Stack>
  )
}

/**
 * people/:handle: someone's profile as I may see it. A hidden one shows who it is and where we stand, with
 * nothing shared (a friend request can be sent); an unknown handle is the "no such profile" state.
 */
export default function ProfilePage() {
  const { t } = useTranslation()
  const handle = (useParams().handle ?? '').replace(/^@/, '').toLowerCase()
  const profile = usePublicProfile(handle)
  const data = profile.data

  if (!data) {
    return (
      <Page title={t('people.profile.title')}>
        {profile.isPending ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : (
          <Stack gap="sm" data-testid="no-profile">
            <Text>{t('people.profile.notFound', { handle })}</Text>
            <Anchor component={Link} to="/people">
              {t('people.backToPeople')}
            </Anchor>
          </Stack>
        )}
      </Page>
    )
  }

  return (
    <Page title={data.name} size="md">
      <Stack gap="lg">
        {data.profileImages.length > 0 && (
          <Group gap="sm" data-testid="profile-pictures">
            {data.profileImages.map((image, index) => (
              <Image
                key={image.id}
                src={image.thumbnailUrl}
                alt={t('people.profile.picture', { name: data.name, number: index + 1 })}
                w={120}
                h={120}
                radius="md"
                fit="cover"
              />
            ))}
          </Group>
        )}
        <Stack gap={4}>
          {data.handle && (
            <Text c="dimmed" data-testid="profile-handle">
              @{data.handle}
            </Text>
          )}
          <FriendshipActions profile={data} />
        </Stack>
        <section aria-labelledby="profile-items-title">
          <Title order={2} size="h4" mb="xs" id="profile-items-title">
            {t('people.profile.shared')}
          </Title>
          <ProfileItems profile={data} />
        </section>
      </Stack>
    </Page>
  )
}
