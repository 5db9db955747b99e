import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core'
import type { TOtherUser } from '@rosemary/shared/contract'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** A person in a list: picture, name (a link to their profile when they have a handle) and actions. */
export function PersonRow({ person, children }: { person: TOtherUser; children?: ReactNode }) {
  const name = person.handle ? (
    <Anchor component={Link} to={`/people/${person.handle}`} fw={600}>
      {person.name}
    </Anchor>
  ) : (
    <Text fw={600}>{person.name}</Text>
  )
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid="person" data-person={person.name}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Avatar src={person.profileImageUrl} alt="" radius="xl" color="rosemary">
          {person.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={0} miw={0}>
          {name}
          {person.handle && (
            <Text size="sm" c="dimmed" truncate>
              @{person.handle}
            </Text>
          )}
        </Stack>
      </Group>
      {children && (
        <Group gap="xs" wrap="wrap">
          {children}
        </Group>
      )}
    </Group>
  )
}
