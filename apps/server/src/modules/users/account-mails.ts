import type { Mail } from '../../mail/mailer.ts'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export function signInLinkMail(to: string, name: string, link: string): Mail {
  const greeting = `Hello ${name},`
  const lines = [
    'someone (we hope it was you) asked to reset the password of your Rosemary account.',
    'This link signs you in for one hour; set a new password on the page it opens:',
  ]
  const ignore = 'If you did not ask for this, ignore this mail: your password stays as it is.'
  return {
    to,
    subject: 'Your Rosemary sign-in link',
    text: [greeting, '', ...lines, '', link, '', ignore].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  }
}
