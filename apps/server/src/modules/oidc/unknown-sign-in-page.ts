/**
 * The page for a provider's return that this browser did not start, or started too long ago: a
 * forged link (login CSRF), a second use, or a sign-in left open for more than ten minutes.
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function unknownSignInPage(signInUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign-in not recognised · Rosemary</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5">
<main>
<h1>This sign-in was not started here</h1>
<p>The answer from the sign-in provider does not match a sign-in started in this browser in the last ten minutes. It may have expired, been used already, or come from a link someone else made.</p>
<p><a href="${escape(signInUrl)}">Start again from the sign-in page</a></p>
</main>
</body>
</html>
`
}
