import { Anchor, Text } from '@mantine/core'
import type { TMessage } from '@rosemary/shared/contract'
import { IconToolsKitchen2 } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { splitMessageBody } from './message-text.ts'
import { formatMessageTime } from './message-time.ts'
import classes from './Messages.module.css'

/** The body as text, with http(s) addresses as links opening in a new tab; React escapes everything else. */
export function MessageBody({ body }: { body: string }) {
  return (
    <Text size="sm" className={classes.body} data-testid="message-body">
      {splitMessageBody(body).map((part, index) =>
        part.kind === 'link' ? (
          <Anchor
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            inherit
            underline="always"
          >
            {part.text}
          </Anchor>
        ) : (
          part.text
        ),
      )}
    </Text>
  )
}

/** One message: who wrote it (for screen readers), the body, the attached recipe as a card, and when. */
export function MessageItem({ message, mine, now }: { message: TMessage; mine: boolean; now: Date }) {
  const { t, i18n } = useTranslation()
  const when = formatMessageTime(message.createdAt, { now, language: i18n.language, t, withTime: true })
  return (
    <li
      className={mine ? `${classes.message} ${classes.mine}` : classes.message}
      data-message-id={message.id}
    >
      <Text size="xs" c="dimmed">
        {mine ? t('messages.you') : message.fromUser.name}
      </Text>
      {message.body && <MessageBody body={message.body} />}
      {message.recipe && (
        <Link to={`/recipe/${message.recipe.id}`} className={classes.recipeCard} data-testid="message-recipe">
          {message.recipe.imageUrl ? (
            <img src={message.recipe.imageUrl} alt="" width={48} height={48} loading="lazy" />
          ) : (
            <IconToolsKitchen2 size={32} aria-hidden="true" />
          )}
          <Text size="sm" fw={600}>
            {message.recipe.title}
          </Text>
        </Link>
      )}
      <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'}>
        <time dateTime={message.createdAt}>{when}</time>
      </Text>
    </li>
  )
}
