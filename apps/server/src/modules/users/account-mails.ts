import type { Mail } from '../../mail/mailer.ts'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export function resetLinkMail(to: string, name: string, link: string): Mail {
  const greeting = `Hello ${name},`
  const lines = [
    'someone (we hope it was you) asked to reset the password of your Rosemary account.',
    'This link opens a page where you set a new password; it works once, within the next hour:',
  ]
  const ignore = 'If you did not ask for this, ignore this mail: your password stays as it is.'
  return {
    to,
    subject: 'Set a new Rosemary password',
    text: [greeting, '', ...lines, '', link, '', ignore].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  }
}
