export * from './rules/auth-form.ts'
export * from './rules/handle.ts'
export * from './rules/date-display.ts'
export * from './rules/sort.ts'
