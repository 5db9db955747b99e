import { describe, expect, test } from 'vitest'
import { type AuthForm, findAuthFormProblem, isEmailShaped } from './auth-form.ts'

const valid: AuthForm = {
  name: 'Ada',
  email: 'ada@example.com',
  password: 'secret enough',
  confirmPassword: 'secret enough',
}

describe('findAuthFormProblem in register mode', () => {
  test('accepts a complete form', () => {
    expect(findAuthFormProblem('register', valid)).toBeNull()
  })

  test('reports problems one at a time, in the order of the spec', () => {
    // Everything is wrong: each fix reveals the next rule.
    const form: AuthForm = { name: ' ', email: '', password: '', confirmPassword: 'x' }
    const seen = []
    const fixes: Partial<AuthForm>[] = [
      { email: 'ada@example.com' },
      { name: 'Ada' },
      { password: 'abcdefg' },
      { password: 'abcdefgh' },
      { confirmPassword: 'abcdefgh' },
    ]
    for (const fix of fixes) {
      seen.push(findAuthFormProblem('register', form))
      Object.assign(form, fix)
    }
    expect(seen).toEqual([
      'invalidEmail',
      'nameRequired',
      'passwordRequired',
      'passwordTooShort',
      'passwordsDoNotMatch',
    ])
    expect(findAuthFormProblem('register', form)).toBeNull()
  })

  test('an empty email is reported as invalid before anything else', () => {
    expect(findAuthFormProblem('register', { ...valid, email: '', name: '' })).toBe('invalidEmail')
  })

  test.for([
    ['1234567', 'passwordTooShort'],
    ['123456', 'passwordTooShort'],
    ['12345678', null],
    ['a longer passphrase', null],
  ] as const)('a new password of %j → %s (at least eight characters)', ([password, expected]) => {
    expect(findAuthFormProblem('register', { ...valid, password, confirmPassword: password })).toBe(expected)
  })
})

describe('findAuthFormProblem in login mode', () => {
  test('only needs a password, then an email', () => {
    expect(findAuthFormProblem('login', { name: '', email: '', password: '', confirmPassword: '' })).toBe(
      'passwordRequired',
    )
    expect(findAuthFormProblem('login', { name: '', email: '  ', password: 'x', confirmPassword: '' })).toBe(
      'emailRequired',
    )
  })

  test('does not judge the email shape, name, length or confirmation', () => {
    expect(
      findAuthFormProblem('login', { name: '', email: 'whatever', password: 'x', confirmPassword: 'y' }),
    ).toBeNull()
  })
})

describe('isEmailShaped', () => {
  test.for([
    ['ada@example.com', true],
    ['a.b+c@mail.example.co.uk', true],
    ['ada@example', false],
    ['ada example@example.com', false],
    ['@example.com', false],
    ['ada@.com', false],
    ['ada@example.', false],
    ['ada@@example.com', false],
    ['', false],
  ] as const)('%j → %s', ([email, expected]) => {
    expect(isEmailShaped(email)).toBe(expected)
  })
})
